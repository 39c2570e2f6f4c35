import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { excerpt, normalizeQuery } from '../search/query';
import type { SearchHit } from '../search/engine';
import { SearchResults } from './SearchPage';
import { CUT, withCuts } from '../tools/shared/testing/storyWords';
import * as m from './searchPage.messages';

/**
 * The search page's results in each state it can show. The page itself loads the built index
 * (/search-index.json), which Storybook does not serve, so the stories show SearchResults with
 * the hits the engine would return.
 */
const meta = {
  title: 'App/SearchResults',
  component: SearchResults,
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;
// Words are read from the page's catalog when a story plays, in the language it is shown in.

const survivorText =
  'When a worker dies, their surviving spouse may receive a survivor benefit. This is often the most valuable part of a couple’s Social Security.';
const hits: SearchHit[] = [
  {
    url: '/content/social-security-optimization-strategy-guide#survivor-benefits',
    title: 'Social Security Strategy Guide',
    type: 'guide',
    section: 'Survivor benefits',
    excerpt: excerpt(survivorText, ['survivor', 'spouse']),
  },
  {
    url: '/glossary#survivor-benefit',
    title: 'Survivor benefit',
    type: 'term',
    section: '',
    excerpt: excerpt('The Social Security benefit paid to a widow or widower after a worker dies.', [
      'widow',
      'widower',
    ]),
  },
  {
    url: '/tools/social-security',
    title: 'Social Security Claiming Age Calculator',
    type: 'calculator',
    section: '',
    excerpt: excerpt('Compare your monthly and lifetime benefits, for you and a surviving spouse.', ['spouse']),
  },
];

export const Results: Story = {
  args: { query: normalizeQuery('widow'), hits },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: m.results({ count: 3, shown: 'widow' }) })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

export const NoResults: Story = {
  args: { query: normalizeQuery('zebra'), hits: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: m.results({ count: 0, shown: 'zebra' }) }),
    ).toBeInTheDocument();
  },
};

export const EmptyQuery: Story = {
  args: { query: normalizeQuery(''), hits: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(m.empty())).toBeInTheDocument();
  },
};

export const OnlyPunctuation: Story = {
  args: { query: normalizeQuery('?!*'), hits: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(withCuts(m.noWords({ shown: CUT })))).toBeInTheDocument();
  },
};

export const HostileQuery: Story = {
  args: { query: normalizeQuery('<img src=x onerror=alert(1)>'), hits: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const IndexFailed: Story = {
  args: { query: normalizeQuery('widow'), hits: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(m.failed())).toBeInTheDocument();
  },
};
