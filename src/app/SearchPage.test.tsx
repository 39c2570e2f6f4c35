import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexFromDocuments } from '../search/engine';
import type { SearchDocument } from '../search/options';
import { ANNOUNCE_AFTER_MS, SearchPage } from './SearchPage';

const DOCS: SearchDocument[] = [
  {
    id: '/content/ss-guide#survivor-benefits',
    title: 'Social Security guide',
    type: 'guide',
    section: 'Survivor benefits',
    keywords: '',
    text: 'A surviving spouse may claim a survivor benefit from age 60.',
  },
  {
    id: '/glossary#medicare-advantage',
    title: 'Medicare Advantage',
    type: 'term',
    section: '',
    keywords: 'Medicare Advantage',
    text: 'A private plan approved by Medicare.',
  },
  {
    id: '/tools/medicare-cost',
    title: 'Medicare Cost Calculator',
    type: 'calculator',
    section: '',
    keywords: 'Part B premium',
    text: 'Add up Medicare premiums.',
  },
];

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  return {
    ...render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SearchPage />
      </Router>,
    ),
    location,
  };
}

beforeEach(() => {
  const json = JSON.stringify(indexFromDocuments(DOCS));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(json, { status: 200 }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SearchPage', () => {
  it('has a labelled search field in a search landmark, and says what to do before a query', () => {
    renderAt('/search');
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search Evergreen' })).toBeInTheDocument();
    expect(screen.getByText(/Type a word or question/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches the query in the address: results as a list under a heading with the count, matched words marked', async () => {
    renderAt('/search?q=widow');
    const heading = await screen.findByRole('heading', { name: '1 result for widow' });
    const list = screen.getByRole('list');
    const link = within(list).getByRole('link', { name: 'Social Security guide' });
    expect(link).toHaveAttribute('href', '/content/ss-guide#survivor-benefits');
    expect(within(list).getByText('Guide · Survivor benefits')).toBeInTheDocument();
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['spouse', 'survivor']);
    expect(heading.closest('section')).toContainElement(list);
  });

  it('updates results on every keystroke and announces the count once typing pauses', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/search');
    const field = screen.getByRole('searchbox', { name: 'Search Evergreen' });
    await user.type(field, 'medicre');
    expect(await screen.findByRole('heading', { name: '2 results for medicre' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await act(async () => {
      vi.advanceTimersByTime(ANNOUNCE_AFTER_MS + 10);
    });
    expect(status).toHaveTextContent('2 results for medicre');
  });

  it('submits with Enter, putting the query in the address', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/search');
    await user.type(screen.getByRole('searchbox'), 'medicare cost{Enter}');
    expect(location.history?.at(-1)).toBe('/search?q=medicare%20cost');
    expect(await screen.findByRole('status')).toHaveTextContent(/results? for medicare cost/);
  });

  it('answers an empty, punctuation-only, very long or hostile query with a plain message', async () => {
    renderAt('/search?q=%3F%21');
    expect(
      await screen.findByText('“?!” has no words to search for. Try a word such as widow, IRMAA or 401(k).'),
    ).toBeInTheDocument();
  });

  it('shows a hostile q= as text, never as HTML', async () => {
    const { container } = renderAt(
      `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)><script>alert(2)</script>')}`,
    );
    expect(
      await screen.findByRole('heading', { name: /results? for <img src=x onerror=alert\(1\)>/ }),
    ).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('cuts a 2,000-character query and still answers', async () => {
    renderAt(`/search?q=${'medicare%20'.repeat(200)}`);
    expect(await screen.findByRole('heading', { name: /^2 results for medicare/ })).toBeInTheDocument();
  });

  it('says so plainly when the index cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 500 }))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    const { SearchPage: Fresh } = await import('./SearchPage');
    const location = memoryLocation({ path: '/search?q=widow' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Fresh />
      </Router>,
    );
    expect(await screen.findByText(/Search could not load on this device/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
