import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import chromePaste from '../../finance/socialSecurity/earningsFixtures/chrome.txt?raw';
import safariTable from '../../finance/socialSecurity/earningsFixtures/safari.html?raw';
import firefoxTable from '../../finance/socialSecurity/earningsFixtures/firefox.html?raw';
import { EarningsRecord } from './EarningsRecord';
import { myDetailsStore } from '../../storage/keys';
import { earningsRecordStore } from '../../storage/earningsRecord';
import { decodeToolHash, encodeToolHash } from '../shared/core/toolState';
import { flushToolUrl } from '../shared/form/toolUrl';
import { toolUnderTest, typeInto } from '../shared/testing/toolTestKit';
import { DEFAULTS } from './fields';

const { renderTool, results } = toolUnderTest(
  <EarningsRecord title="Your benefit from your earnings record" />,
  'Your benefit',
);

/** SSA's maximum earner (OACT): the taxable maximum every year from age 22, born 15 June 1963, eligible in 2025. */
async function maximumEarnerRecord(): Promise<Record<string, number>> {
  const { taxableMaximum } = await import('./earningsEngine');
  const record: Record<string, number> = {};
  for (let year = 1985; year <= 2024; year++) record[year] = taxableMaximum(year);
  return record;
}

async function pasteInto(box: HTMLElement, text: string, html = '') {
  await act(async () => {
    fireEvent.paste(box, {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : type === 'text/html' ? html : '') },
    });
    fireEvent.change(box, { target: { value: text } });
  });
}

/**
 * A paste as the browser dispatches it: a ClipboardEvent whose clipboardData holds each flavour the
 * source page put there (jsdom has no ClipboardEvent, so an Event of that type carries a DataTransfer's
 * reading side). The text lands in the box as the browser would put it there.
 */
async function pasteClipboard(box: HTMLElement, flavours: Record<string, string>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: Object.keys(flavours), getData: (type: string) => flavours[type] ?? '' },
  });
  await act(async () => {
    box.dispatchEvent(event);
    fireEvent.change(box, { target: { value: flavours['text/plain'] ?? '' } });
  });
}

describe('EarningsRecord', () => {
  it('opens on the prompt, with no benefit and nothing stored', () => {
    renderTool();
    expect(within(results()).getByText(/Paste or type your earnings record/)).toBeInTheDocument();
    expect(localStorage.getItem('earningsRecord')).toBeNull();
  });

  it('the maximum earner kept on this device gives AIME $13,689 and PIA $4,020.90 in 2025, $4,133.40 with the 2.8 % COLA (SSA OACT)', async () => {
    earningsRecordStore.write({ earnings: await maximumEarnerRecord() });
    renderTool();
    const region = results();
    await waitFor(() => expect(within(region).getAllByText('$4,133.40').length).toBeGreaterThan(0));
    expect(within(region).getAllByText('$13,689').length).toBeGreaterThan(0);
    expect(within(region).getAllByText('$4,020.90').length).toBeGreaterThan(0);
    // 0.9 × 1,226 + 0.32 × (7,391 − 1,226) + 0.15 × (13,689 − 7,391)
    expect(within(region).getByText('90% of the first $1,226: $1,103.40.')).toBeInTheDocument();
    expect(within(region).getByText('32% of the part between $1,226 and $7,391: $1,972.80.')).toBeInTheDocument();
    expect(within(region).getByText('15% of the part above $7,391: $944.70.')).toBeInTheDocument();
  });

  it('reads a paste from Chrome, says what it read, and works out the benefit', async () => {
    renderTool();
    await pasteInto(screen.getByRole('textbox', { name: /^Your earnings record/ }), chromePaste);
    await waitFor(() => expect(screen.getByText(/We read \d+ years/)).toBeInTheDocument());
    expect(screen.getByText(/2026 is not recorded yet and is left out/)).toBeInTheDocument();
    await waitFor(() => expect(within(results()).getByText(/How your benefit is worked out/)).toBeInTheDocument());
    // The year-by-year boxes hold what was read, ready to correct.
    expect(screen.getByRole('textbox', { name: /^Earnings in 2025/ })).toHaveValue('91,200');
  });

  it.each([
    ['Safari (inline styles, spans, &nbsp;)', safariTable],
    ['Firefox (the year as a row header)', firefoxTable],
  ])(
    'reads the table from the clipboard’s text/html when its plain text cannot be read: %s',
    async (_browser, html) => {
      renderTool();
      const box = screen.getByRole('textbox', { name: /^Your earnings record/ });
      // Only headings in the plain text: read alone, it would be "We could not read this".
      const text = 'Work Year Taxed Social Security Earnings Taxed Medicare Earnings';
      await pasteClipboard(box, { 'text/plain': text, 'text/html': html });
      // The made-up record (earningsFixtures/made-up-record.json): 42 years, 1984 to 2025.
      await waitFor(() => expect(screen.getByText(/We read 42 years/)).toBeInTheDocument());
      expect(screen.queryByText(/We could not read this/)).toBeNull();
      expect(screen.getByRole('textbox', { name: /^Earnings in 2025/ })).toHaveValue('91,200');
      expect(screen.getByRole('textbox', { name: /^Earnings in 2020/ })).toHaveValue('74,800');
      expect(screen.getByRole('textbox', { name: /^Earnings in 1991/ })).toHaveValue('0');
      await waitFor(() => expect(within(results()).getByText(/How your benefit is worked out/)).toBeInTheDocument());
      // What was pasted stays in the box as the browser put it, the HTML never inserted into the page.
      expect(box).toHaveValue(text);
      expect(document.querySelector('.earnings-record')).toBeNull();
    },
  );

  it('a paste with the same plain text and no text/html says it could not read it', async () => {
    renderTool();
    const box = screen.getByRole('textbox', { name: /^Your earnings record/ });
    await pasteClipboard(box, { 'text/plain': 'Work Year Taxed Social Security Earnings Taxed Medicare Earnings' });
    await waitFor(() => expect(screen.getAllByText(/We could not read this/).length).toBeGreaterThan(0));
  });

  it('a paste it cannot read says so in the exact words and keeps the text', async () => {
    renderTool();
    const box = screen.getByRole('textbox', { name: /^Your earnings record/ });
    await pasteInto(box, 'Dear reader, my pay went up a lot');
    await waitFor(() =>
      expect(
        screen.getAllByText(
          /We could not read this\. Paste the table from the Earnings Record page, or type the years below/,
        ).length,
      ).toBeGreaterThan(0),
    );
    expect(box).toHaveValue('Dear reader, my pay went up a lot');
  });

  it(
    'caps a typed year above its maximum and says so; correcting a year changes the benefit',
    { timeout: 120_000 },
    async () => {
      earningsRecordStore.write({ earnings: await maximumEarnerRecord() });
      const { user } = renderTool();
      await waitFor(() => expect(within(results()).getAllByText('$4,133.40').length).toBeGreaterThan(0));
      await typeInto(user, /^Earnings in 2024/, '500000');
      expect(screen.getByText(/More than the most that counts, \$168,600: only \$168,600 counts/)).toBeInTheDocument();
      expect(within(results()).getAllByText('$4,133.40').length).toBeGreaterThan(0);
      await typeInto(user, /^Earnings in 2024/, '0');
      await waitFor(() => expect(within(results()).queryAllByText('$4,133.40')).toHaveLength(0));
    },
  );

  it('the letter path: the COLA letter’s amount is the benefit paid, saved as that (already claimed), never as the benefit at full retirement age', async () => {
    myDetailsStore.write({ socialSecurityYearly: 30_000 });
    window.history.replaceState(null, '', `/${encodeToolHash('earnings-record', { ...DEFAULTS, way: 'letter' })}`);
    const { user } = renderTool();
    await typeInto(user, /^Your monthly benefit in this year’s COLA letter/, '2150.40');
    expect(within(results()).getAllByText('$2,150.40').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Use this benefit' }));
    // Its own answer, to the cent; the benefit at full retirement age the reader typed before stays as it was.
    // Beside it, the year it is paid in: the newest the COLAs held reach (2026, the 2.8 % of December 2025).
    expect(myDetailsStore.read()).toEqual({
      socialSecurityYearly: 30_000,
      socialSecurityPaidMonthly: 2150.4,
      socialSecurityPaidYear: 2026,
    });
    expect(
      screen.getByText(
        'Saved to My details: the benefit you are paid now, $2,150.40 a month, counted as already claimed.',
      ),
    ).toBeInTheDocument();
  });

  it('a letter for an earlier year says which COLAs came since and about what it is now, and saves its year', async () => {
    window.history.replaceState(
      null,
      '',
      `/${encodeToolHash('earnings-record', { ...DEFAULTS, way: 'letter', letterYear: 2024 })}`,
    );
    const { user } = renderTool();
    await typeInto(user, /^Your monthly benefit in this year’s COLA letter/, '2000');
    // 2,000.00 × 1.025 = 2,050.00 (paid 2025), × 1.028 = 2,107.40 (paid 2026): SSA OACT's COLA series.
    expect(
      within(results()).getByText(
        'This amount is for 2024. Since then, the cost-of-living increases 2.5% for 2025 and 2.8% for 2026 raised benefits: about $2,107.40 a month now. A newer letter gives the exact amount.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this benefit' }));
    expect(myDetailsStore.read()).toEqual({ socialSecurityPaidMonthly: 2000, socialSecurityPaidYear: 2024 });
  });

  it('the letter path for a spouse saves the spouse’s benefit paid now', async () => {
    window.history.replaceState(
      null,
      '',
      `/${encodeToolHash('earnings-record', { ...DEFAULTS, way: 'letter', whose: 'spouse' })}`,
    );
    const { user } = renderTool();
    await typeInto(user, /^Your monthly benefit in this year’s COLA letter/, '980');
    await user.click(screen.getByRole('button', { name: 'Use this benefit' }));
    expect(myDetailsStore.read()).toEqual({ spouseSocialSecurityPaidMonthly: 980, spouseSocialSecurityPaidYear: 2026 });
    expect(screen.getByText(/the benefit your spouse is paid now, \$980\.00 a month/)).toBeInTheDocument();
  });

  it('"Use this benefit" saves the PIA to My details only when pressed; a spouse’s record saves the spouse’s', async () => {
    earningsRecordStore.write({ earnings: await maximumEarnerRecord() });
    const { user } = renderTool();
    await waitFor(() => expect(within(results()).getAllByText('$4,133.40').length).toBeGreaterThan(0));
    expect(myDetailsStore.read()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Use this benefit' }));
    expect(myDetailsStore.read()).toEqual({ socialSecurityPia: 4133.4, socialSecurityYearly: 49_600.8 });
    expect(
      screen.getByText(/Saved to My details: your benefit at full retirement age, \$4,133.40 a month/),
    ).toBeInTheDocument();
  });

  it('keeps the record only when ticked; "Forget my record" removes it', async () => {
    const { user } = renderTool();
    await user.click(screen.getByRole('combobox', { name: /^How would you like to give your record/ }));
    await user.click(await screen.findByRole('option', { name: 'Type it year by year' }));
    await waitFor(() => screen.getByRole('textbox', { name: /^Earnings in 2020/ }));
    await typeInto(user, /^Earnings in 2020/, '50000');
    expect(localStorage.getItem('earningsRecord')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Keep my earnings record on this device/ }));
    expect(earningsRecordStore.read()?.earnings['2020']).toBe(50_000);
    await user.click(screen.getByRole('button', { name: 'Forget my record' }));
    expect(localStorage.getItem('earningsRecord')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Earnings in 2020/ })).toHaveValue('');
  });

  it('the share link carries the benefit, never the earnings', async () => {
    const record = await maximumEarnerRecord();
    earningsRecordStore.write({ earnings: record });
    const view = renderTool();
    await waitFor(() => expect(within(results()).getAllByText('$4,133.40').length).toBeGreaterThan(0));
    await waitFor(() => expect(window.location.hash).not.toBe(''));
    flushToolUrl();
    const shared = decodeToolHash('earnings-record', window.location.hash)!;
    expect(shared.pia).toBe('4133.4');
    const link = decodeURIComponent(window.location.href);
    for (const amount of Object.values(record)) expect(link).not.toContain(String(amount));
    expect(Object.keys(shared).filter((key) => /^\d{4}$/.test(key))).toEqual([]);
    // Opened elsewhere (no record on that device), the link shows the benefit it carries.
    view.unmount();
    localStorage.clear();
    sessionStorage.clear();
    renderTool();
    expect(within(results()).getAllByText('$4,133.40').length).toBeGreaterThan(0);
    expect(within(results()).getByText(/from a shared link/)).toBeInTheDocument();
  });
});
