import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { myDetailsStore, myPlanStore, scenariosStore, toolInputsStore } from '../storage';
import { startEachTestWithEmptyStorage } from '../storage/testing/storageTestKit';
import { MyPlanPage, MyPlanView } from './MyPlanPage';
import { resetMyPlanForTests } from './myPlanModel';

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
      <MyPlanPage />
    </Router>,
  );
}

const warnings = startEachTestWithEmptyStorage();
// The plan loads each used tool's own module first; on a busy machine that takes more than a second.
const LOADED = { timeout: 60_000 };
beforeEach(() => resetMyPlanForTests());

function seedThreeTools() {
  myDetailsStore.write({ birthYear: 1960, filingStatus: 'single' });
  myPlanStore.write({ birthMonth: 5, hiddenTools: [] });
  // RMD at 75 on $500,000 in 2026: divisor 24.6 (IRS Pub. 590-B Table III) → $20,325.
  scenariosStore('rmd').write([
    { name: 'This year', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 75, balance: 500000, taxYear: 2026 } },
  ]);
  toolInputsStore('roth-conversion').write({
    currentAge: 60,
    iraBalance: 500000,
    conversionAmount: 20000,
    currentTaxBracket: 12,
    retirementTaxBracket: 24,
    returnRate: 6,
    yearsUntilRetirement: 10,
  });
  toolInputsStore('social-security').write({ birthYear: 1960, fraBenefit: 2000, lifeExpectancy: 90, colaPercent: 0 });
}

describe('MyPlanPage', () => {
  it('with nothing stored: asks for the birth year and lists every tool as not done yet', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My plan' })).toBeInTheDocument();
    const notDone = await screen.findByRole('region', { name: 'Not done yet' }, LOADED);
    expect(within(notDone).getAllByRole('listitem')).toHaveLength(19);
    expect(screen.getByText(/Add the year you were born in/)).toBeInTheDocument();
  });

  it("shows each used tool's results from its own finance function, its inputs with their date and tax year, and a link back", async () => {
    seedThreeTools();
    renderPage();
    const rmd = await screen.findByRole('region', { name: 'Required Minimum Distribution Calculator' }, LOADED);
    expect(within(rmd).getByText('$20,325')).toBeInTheDocument();
    expect(
      within(rmd).getByText(/Your saved scenario “This year”, saved November 20, 2026\. Tax year 2026\./),
    ).toBeInTheDocument();
    expect(
      within(rmd).getByRole('link', { name: /Open the Required Minimum Distribution Calculator with these inputs/ }),
    ).toHaveAttribute('href', '/tools/rmd#tool=rmd&v=2&age=75&balance=500000&taxYear=2026&spouseSole=no&spouseAge=73');
    const roth = screen.getByRole('region', { name: 'Roth Conversion Calculator' });
    expect(within(roth).getByText(/Your inputs kept on this device/)).toBeInTheDocument();
    // Income comes before health, and the not-done list holds the 14 others.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Income')).toBeGreaterThan(headings.indexOf('Dates to remember'));
    expect(within(screen.getByRole('region', { name: 'Not done yet' })).getAllByRole('listitem')).toHaveLength(16);
    const questions = screen.getByRole('region', { name: 'Questions to ask a professional' });
    expect(
      within(questions).getByText('Ask whether converting about $20,000 to a Roth IRA this year suits you.'),
    ).toBeInTheDocument();
  });

  it('lists the dates in order, with past ones marked', async () => {
    seedThreeTools();
    renderPage();
    const dates = await screen.findByRole('region', { name: 'Dates to remember' }, LOADED);
    const items = within(dates).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('January 1, 2010');
    expect(items[0]).toHaveTextContent('Past');
    const iep = items.find((item) => item.textContent?.includes('Medicare sign-up window opens'))!;
    expect(iep).toHaveTextContent('February 1, 2025 to August 31, 2025');
    expect(within(dates).getByText(/Claiming age with the largest lifetime total in your figures/)).toBeInTheDocument();
    // Best at 70 (May 2030) with figures to 90: Part A backdated 6 months, so HSA contributions stop from November 2029.
    const hsaStop = items.find((item) =>
      item.textContent?.includes('claim Social Security at 70: stop contributions'),
    )!;
    expect(hsaStop).toHaveTextContent('November 1, 2029');
  });

  it('gathers the Social Security calculator’s couple mode: the best pair, both claiming dates in the timeline, in today’s dollars', async () => {
    myDetailsStore.write({ birthYear: 1964, filingStatus: 'marriedJoint', spouseBirthYear: 1964 });
    myPlanStore.write({ birthMonth: 1, spouseBirthMonth: 1, hiddenTools: [] });
    // The couple engine's hand-worked household (socialSecurityCouple.test.ts), both assumed to die at 90, no discount.
    toolInputsStore('social-security').write({
      mode: 'couple',
      birthYear: 1964,
      birthMonth: 1,
      fraBenefit: 2400,
      spouseBirthYear: 1964,
      spouseBirthMonth: 1,
      spouseFraBenefit: 900,
      yourDeathAge: 90,
      spouseDeathAge: 90,
      realDiscountPercent: 0,
    });
    renderPage();
    const ss = await screen.findByRole('region', { name: 'Social Security Claiming Age Calculator' }, LOADED);
    expect(within(ss).getByText('You 70, your spouse 67')).toBeInTheDocument();
    expect(within(ss).getByText(/^In today’s dollars: the couple comparison/)).toBeInTheDocument();
    const dates = screen.getByRole('region', { name: 'Dates to remember' });
    expect(
      within(dates).getByText(/Your Social Security claim in the best pair for the two of you \(at 70\)/),
    ).toBeInTheDocument();
    expect(within(dates).getByText(/Your spouse’s Social Security claim in that pair \(at 67\)/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Questions to ask a professional' })).getByText(
        /^Ask whether claiming Social Security with you at 70, your spouse at 67/,
      ),
    ).toBeInTheDocument();
  });

  it('shows corrupt storage for one tool as that section only, with a link to start it again', async () => {
    seedThreeTools();
    localStorage.setItem('scenarios-medicare-cost', '{not json');
    renderPage();
    const medicare = await screen.findByRole('region', { name: 'Medicare Cost Calculator' }, LOADED);
    expect(within(medicare).getByText('We could not read your saved figures for this tool.')).toBeInTheDocument();
    expect(within(medicare).getByRole('link', { name: 'Start the Medicare Cost Calculator again' })).toHaveAttribute(
      'href',
      '/tools/medicare-cost',
    );
    expect(screen.getByRole('region', { name: 'Required Minimum Distribution Calculator' })).toBeInTheDocument();
    expect(warnings()).toHaveBeenCalled();
  });

  it('"Clear my plan" hides the sections, says so, and deletes nothing the tools own', async () => {
    seedThreeTools();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Required Minimum Distribution Calculator' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Clear my plan' }));
    expect(screen.queryByRole('region', { name: 'Required Minimum Distribution Calculator' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('status').find((status) => status.textContent?.includes('Nothing the tools saved')),
    ).toHaveTextContent('Nothing the tools saved was deleted');
    expect(scenariosStore('rmd').read()).toHaveLength(1);
    expect(toolInputsStore('roth-conversion').read()).toMatchObject({ conversionAmount: 20000 });
    await user.click(screen.getByRole('button', { name: 'Show my plan again' }));
    expect(screen.getByRole('region', { name: 'Required Minimum Distribution Calculator' })).toBeInTheDocument();
  });

  it('the calendar file holds the dates still ahead only; past dates stay on the page, marked “Past” in words (issue I6, item 7)', async () => {
    const files: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:plan';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
        <MyPlanView
          sections={[]}
          details={{ birthYear: 1960, filingStatus: 'single' }}
          plan={{ birthMonth: 5, hiddenTools: [] }}
          today="2026-11-24"
          onPlanChange={() => {}}
        />
      </Router>,
    );
    const dates = screen.getByRole('region', { name: 'Dates to remember' });
    const items = within(dates).getAllByRole('listitem');
    const past = items.filter((item) => within(item).queryByText('Past'));
    expect(past.length).toBeGreaterThan(0);
    // Born May 1960: the Medicare window closed on August 31, 2025; full retirement age (May 2027) is ahead.
    expect(items.find((i) => i.textContent?.includes('Medicare sign-up window opens'))).toHaveTextContent('Past');
    expect(items.find((i) => i.textContent?.includes('Full retirement age'))).not.toHaveTextContent('Past');
    await user.click(screen.getByRole('button', { name: 'Add to my calendar (.ics file)' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1), LOADED);
    const text = await files[0]!.text();
    const starts = [...text.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map((m) => m[1]!);
    const ends = [...text.matchAll(/DTEND;VALUE=DATE:(\d{8})/g)].map((m) => m[1]!);
    expect(starts).toHaveLength(items.length - past.length);
    // Every event ends after today (DTEND is the day after its last day).
    for (const end of ends) expect(end > '20261124').toBe(true);
    expect(text).not.toContain('Medicare sign-up window opens');
    expect(screen.getByRole('status')).toHaveTextContent(
      `made with ${items.length - past.length} dates still ahead, without your figures. The ${past.length} past dates stay on this page only.`,
    );
    vi.restoreAllMocks();
  });

  it('with every date past, offers no calendar file and says why', () => {
    render(
      <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
        <MyPlanView
          sections={[]}
          details={{ birthYear: 1930 }}
          plan={{ birthMonth: 5, hiddenTools: [] }}
          today="2026-11-24"
          onPlanChange={() => {}}
        />
      </Router>,
    );
    expect(screen.queryByRole('button', { name: 'Add to my calendar (.ics file)' })).not.toBeInTheDocument();
    expect(screen.getByText('All these dates are past, so there is nothing to add to a calendar.')).toBeInTheDocument();
  });

  it('with the birth year alone, shows the dates by year (“The year you turn 65: 2026”) instead of asking for the month first (issue I6, item 6)', () => {
    render(
      <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
        <MyPlanView
          sections={[]}
          details={{ birthYear: 1961, filingStatus: 'single' }}
          plan={{ hiddenTools: [] }}
          today="2026-11-24"
          onPlanChange={() => {}}
        />
      </Router>,
    );
    const dates = screen.getByRole('region', { name: 'Dates to remember' });
    expect(within(dates).getByText('The year you turn 65: 2026')).toBeInTheDocument();
    expect(within(dates).getByText('The year you reach full retirement age, 67: 2028')).toBeInTheDocument();
    expect(
      within(dates).getByText('The year your required minimum distributions start, at 75: 2036'),
    ).toBeInTheDocument();
    const at62 = within(dates).getByText('The year you turn 62: 2023').closest('li')!;
    expect(at62).toHaveTextContent('Past');
    expect(within(dates).getByText('The year you turn 65: 2026').closest('li')).not.toHaveTextContent('Past');
    expect(screen.queryByText('Choose the month you were born to see your dates.')).not.toBeInTheDocument();
    // No exact dates, so no calendar file; the month stays optional.
    expect(screen.queryByRole('button', { name: 'Add to my calendar (.ics file)' })).not.toBeInTheDocument();
    expect(
      screen.getByText('For exact dates and a calendar file, you may add the month (optional).'),
    ).toBeInTheDocument();
  });

  it('never asks for a birth month the Social Security calculator already has: its months for the same years give the exact dates', async () => {
    myDetailsStore.write({ birthYear: 1959, filingStatus: 'marriedJoint', spouseBirthYear: 1962 });
    toolInputsStore('social-security').write({
      mode: 'couple',
      birthYear: 1959,
      birthMonth: 3,
      fraBenefit: 2600,
      yourSex: 'male',
      spouseBirthYear: 1962,
      spouseBirthMonth: 1,
      spouseFraBenefit: 1250,
      spouseSex: 'female',
    });
    renderPage();
    await screen.findByRole('region', { name: 'Social Security Claiming Age Calculator' }, LOADED);
    const dates = screen.getByRole('region', { name: 'Dates to remember' });
    await within(dates).findByText(/Your Social Security claim in the best pair for the two of you/);
    expect(within(dates).queryByRole('combobox', { name: /Month you were born/ })).not.toBeInTheDocument();
    expect(within(dates).queryByRole('combobox', { name: /Month your spouse was born/ })).not.toBeInTheDocument();
    expect(within(dates).queryByText(/^The year you turn/)).not.toBeInTheDocument();
    // Ruth turns 65 in January 2027: her Medicare window opens in October 2026.
    expect(
      within(dates)
        .getByText(/Your spouse: Medicare sign-up window opens/)
        .closest('li'),
    ).toHaveTextContent('October 1, 2026 to April 30, 2027');
  });
});
