import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myDetailsStore, toolInputsStore } from '../../../storage';
import { RmdCalculator } from '../../RmdCalculator/RmdCalculator';
import { ReverseMortgageCalculator } from '../../ReverseMortgageCalculator/ReverseMortgageCalculator';
import { FROM_MY_DETAILS } from '../core/myDetailsFields';
import { encodeToolHash } from '../core/toolState';
import { startEachTestFresh, typeInto } from '../testing/toolTestKit';

let warn: ReturnType<typeof vi.spyOn>;
startEachTestFresh();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00'));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const age = () => box(/^Your age at the end of the tax year/);
const balance = () => box(/^Account balance/);
/** The hint is part of the field's accessible description, as a screen reader hears it. */
const saysFromMyDetails = (element: HTMLElement) =>
  expect(element).toHaveAccessibleDescription(expect.stringContaining(FROM_MY_DETAILS));
const doesNotSay = (element: HTMLElement) =>
  expect(element).not.toHaveAccessibleDescription(expect.stringContaining(FROM_MY_DETAILS));

/** My details holds a birth year and savings; the visitor then types another balance into the RMD tool. */
async function changeBalanceFromMyDetails() {
  myDetailsStore.write({ birthYear: 1950, traditionalSavings: 300_000 });
  render(<RmdCalculator title="RMD" />);
  await typeInto(userEvent.setup(), /^Account balance/, '250000');
}

describe('where a tool starts: link fragment → its saved inputs → My details → defaults', () => {
  it('with nothing stored, the spec defaults (RMD: 73, the first age due in 2026, $500,000) and no hint', () => {
    render(<RmdCalculator title="RMD" />);
    expect(age()).toHaveValue('73');
    expect(balance()).toHaveValue('500,000');
    doesNotSay(age());
    expect(screen.queryByText(FROM_MY_DETAILS, { exact: false })).not.toBeInTheDocument();
  });

  it('My details fills the fields it answers; the age is worked out for the tool’s tax year', () => {
    myDetailsStore.write({ birthYear: 1950, traditionalSavings: 300_000, homeValue: 1 });
    render(<RmdCalculator title="RMD" />);
    // The RMD tool opens on the newest tax year, 2026: born 1950 → 76 on 31 December 2026.
    expect(age()).toHaveValue('76');
    expect(balance()).toHaveValue('300,000');
    saysFromMyDetails(age());
    saysFromMyDetails(balance());
  });

  it('a field left blank in My details keeps the default and has no hint', () => {
    myDetailsStore.write({ birthYear: 1950 });
    render(<RmdCalculator title="RMD" />);
    expect(balance()).toHaveValue('500,000');
    doesNotSay(balance());
    saysFromMyDetails(age());
  });

  it('the hint goes once the visitor changes that field, and only that field', async () => {
    await changeBalanceFromMyDetails();
    doesNotSay(balance());
    saysFromMyDetails(age());
  });

  it('never writes back to My details', async () => {
    await changeBalanceFromMyDetails();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1950, traditionalSavings: 300_000 });
    expect(toolInputsStore('rmd').read()).toMatchObject({ balance: 250_000 });
  });

  it('the tool’s own saved inputs win over My details', () => {
    myDetailsStore.write({ birthYear: 1950, traditionalSavings: 300_000 });
    toolInputsStore('rmd').write({ age: 80, balance: 123_000, taxYear: 2024 });
    render(<RmdCalculator title="RMD" />);
    expect(age()).toHaveValue('80');
    expect(balance()).toHaveValue('123,000');
    doesNotSay(age());
  });

  it('a link fragment wins over both', () => {
    myDetailsStore.write({ birthYear: 1950, traditionalSavings: 300_000 });
    toolInputsStore('rmd').write({ age: 80, balance: 123_000, taxYear: 2024 });
    window.history.replaceState(null, '', `/${encodeToolHash('rmd', { age: 76, balance: 99_000, taxYear: 2024 })}`);
    render(<RmdCalculator title="RMD" />);
    expect(age()).toHaveValue('76');
    expect(balance()).toHaveValue('99,000');
    doesNotSay(balance());
  });

  it('corrupt My details: the defaults, a console warning, no crash', () => {
    localStorage.setItem(
      'myDetails',
      JSON.stringify({ v: 1, data: { birthYear: 'nineteen fifty', traditionalSavings: -1 } }),
    );
    render(<RmdCalculator title="RMD" />);
    expect(age()).toHaveValue('73');
    expect(balance()).toHaveValue('500,000');
    expect(warn).toHaveBeenCalledWith(
      '[storage] myDetails: migration from version 1 gave an unexpected shape; starting fresh',
    );
    expect(localStorage.getItem('myDetails')).toBeNull();
  });

  it('unparsable My details: the same fresh start', () => {
    localStorage.setItem('myDetails', '{"v":1,"data":');
    render(<RmdCalculator title="RMD" />);
    expect(age()).toHaveValue('73');
    expect(warn).toHaveBeenCalledWith('[storage] myDetails: unparsable JSON; starting fresh');
  });

  it('the reverse mortgage takes the younger spouse’s age in the current year', () => {
    myDetailsStore.write({
      birthYear: 1950,
      filingStatus: 'marriedJoint',
      spouseBirthYear: 1959,
      homeValue: 520_000,
      mortgageBalance: 0,
    });
    render(<ReverseMortgageCalculator title="Reverse mortgage" />);
    // 2026 − 1959 = 67, younger than 2026 − 1950 = 76.
    expect(box(/^Age of the youngest borrower/)).toHaveValue('67');
    expect(box(/^Home value/)).toHaveValue('520,000');
    expect(box(/^Mortgage still owed/)).toHaveValue('0');
    saysFromMyDetails(box(/^Mortgage still owed/));
  });
});
