import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myDetailsStore } from '../../../storage';
import { HomeModificationPlanner } from '../../HomeModificationPlanner/HomeModificationPlanner';
import { RmdCalculator } from '../../RmdCalculator/RmdCalculator';
import { SocialSecurityCalculator } from '../../SocialSecurityCalculator/SocialSecurityCalculator';
import { WithdrawalCalculator } from '../../WithdrawalCalculator/WithdrawalCalculator';
import { FROM_MY_DETAILS } from '../core/myDetailsFields';
import { startEachTestFresh, typeInto } from '../testing/toolTestKit';

/** "Save these to My details" (the only way a tool writes there) and the hint surviving a reload. */

startEachTestFresh();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00'));
});
afterEach(() => vi.useRealTimers());

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const saysFromMyDetails = (element: HTMLElement) =>
  expect(element).toHaveAccessibleDescription(expect.stringContaining(FROM_MY_DETAILS));
const doesNotSay = (element: HTMLElement) =>
  expect(element).not.toHaveAccessibleDescription(expect.stringContaining(FROM_MY_DETAILS));
const saveButton = () => screen.getByRole('button', { name: 'Save these to My details' });

describe('Save these to My details', () => {
  it('writes only the answers the tool’s fields map, keeps the others, and says which in a polite status', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: 1950, traditionalSavings: 300_000, homeValue: 520_000 });
    render(<RmdCalculator title="RMD" />);
    await typeInto(user, /^Your age at the end of the tax year/, '74');
    await typeInto(user, /^Account balance/, '410000');
    // Typing alone never writes back.
    expect(myDetailsStore.read()).toEqual({ birthYear: 1950, traditionalSavings: 300_000, homeValue: 520_000 });
    doesNotSay(box(/^Account balance/));

    await user.click(saveButton());
    // Age 74 at the end of the 2026 tax year → born 1952.
    expect(myDetailsStore.read()).toEqual({ birthYear: 1952, traditionalSavings: 410_000, homeValue: 520_000 });
    expect(
      (
        await screen.findByText(
          'Saved to My details: Year you were born, Traditional IRA and 401(k) savings. Other tools will start from them.',
        )
      ).closest('[role="status"]'),
    ).toHaveAttribute('aria-live', 'polite');
    // The fields now hold My details' values again, so they say so.
    saysFromMyDetails(box(/^Account balance/));
    saysFromMyDetails(box(/^Your age at the end of the tax year/));
  });

  it('gives back what My details keeps: a monthly benefit as a yearly one', async () => {
    const user = userEvent.setup();
    render(<SocialSecurityCalculator title="Social Security" />);
    await typeInto(user, /^Monthly benefit at full retirement age/, '2400');
    await typeInto(user, /^Year you were born/, '1958');
    await user.click(saveButton());
    expect(myDetailsStore.read()).toEqual({ birthYear: 1958, socialSecurityYearly: 28_800 });
  });

  it('the traditional IRA box saves the total of both traditional boxes; the youngest-of-two or split boxes write nothing of their own', async () => {
    const user = userEvent.setup();
    render(<WithdrawalCalculator title="Withdrawals" />);
    await typeInto(user, /^Traditional IRA/, '150000');
    await typeInto(user, /^Traditional 401\(k\)/, '50000');
    await user.click(saveButton());
    expect(myDetailsStore.read().traditionalSavings).toBe(200_000);
  });

  it('a tool My details does not answer has no such button', () => {
    render(<HomeModificationPlanner title="Home modifications" />);
    expect(screen.queryByRole('button', { name: 'Save these to My details' })).not.toBeInTheDocument();
  });
});

describe('the "From My details" hint after a reload', () => {
  it('stays on the fields that still hold My details’ value once the tool has its own saved inputs', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: 1950, traditionalSavings: 420_000 });
    const first = render(<RmdCalculator title="RMD" />);
    await typeInto(user, /^Account balance/, '400000');
    first.unmount();

    render(<RmdCalculator title="RMD" />);
    expect(box(/^Account balance/)).toHaveValue('400,000');
    doesNotSay(box(/^Account balance/));
    // Born 1950 → 76 at the end of 2026, still My details' answer.
    expect(box(/^Your age at the end of the tax year/)).toHaveValue('76');
    saysFromMyDetails(box(/^Your age at the end of the tax year/));
  });
});
