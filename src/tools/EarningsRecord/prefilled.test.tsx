import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialSecurityCalculator } from '../SocialSecurityCalculator/SocialSecurityCalculator';
import { TaxImpactCalculator } from '../TaxImpactCalculator/TaxImpactCalculator';
import { WithdrawalCalculator } from '../WithdrawalCalculator/WithdrawalCalculator';
import { WithdrawalPlanner } from '../WithdrawalPlanner/WithdrawalPlanner';
import { myDetailsStore } from '../../storage/keys';
import { startEachTestFresh } from '../shared/testing/toolTestKit';

startEachTestFresh();

describe('the benefit from the earnings record, in the tools that ask for one (issue I3, item 4)', () => {
  it('the Social Security tool starts from the exact PIA and says it comes from the earnings record', () => {
    myDetailsStore.write({ socialSecurityPia: 4133.4, socialSecurityYearly: 49_600.8 });
    render(<SocialSecurityCalculator title="Social Security" />);
    const benefit = screen.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ });
    expect(benefit).toHaveAccessibleDescription(/^In dollars\. From your earnings record\./);
    expect(screen.getByRole('link', { name: 'Work it out from your earnings record' })).toHaveAttribute(
      'href',
      '/tools/earnings-record',
    );
  });

  it('with only a yearly benefit typed in My details, the hint still says "From My details"', () => {
    myDetailsStore.write({ socialSecurityYearly: 24_000 });
    render(<SocialSecurityCalculator title="Social Security" />);
    const benefit = screen.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ });
    expect(benefit).toHaveValue('2,000');
    expect(benefit).toHaveAccessibleDescription(/^In dollars\. From My details\./);
  });

  it('the couple view starts the spouse’s benefit from the spouse’s record', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ spouseSocialSecurityPia: 1250.5, spouseBirthYear: 1962 });
    render(<SocialSecurityCalculator title="Social Security" />);
    await user.click(screen.getByRole('combobox', { name: /^Plan for/ }));
    await user.click(await screen.findByRole('option', { name: 'Me and my spouse' }));
    const spouse = await screen.findByRole('textbox', {
      name: /^Your spouse’s monthly benefit at full retirement age/,
    });
    expect(spouse).toHaveAccessibleDescription(/^In dollars\. From your earnings record\./);
  });

  it('the tax tool takes 12 times the PIA as the yearly benefit, marked the same way', () => {
    myDetailsStore.write({ socialSecurityPia: 2000 });
    render(<TaxImpactCalculator title="Tax" />);
    const benefits = screen.getByRole('textbox', { name: /^Social Security benefits/ });
    expect(benefits).toHaveValue('24,000');
    expect(benefits).toHaveAccessibleDescription(/^In dollars\. From your earnings record\./);
  });

  it('the Social Security tool keeps cents in the benefit box: a PIA of $4,020.90 shows and stays $4,020.90', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ socialSecurityPia: 4020.9 });
    render(<SocialSecurityCalculator title="Social Security" />);
    const benefit = screen.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ });
    expect(benefit).toHaveValue('4,020.90');
    // Typed by hand, cents stay and whole dollars stay whole.
    await user.clear(benefit);
    await user.type(benefit, '1234.5');
    await user.tab();
    expect(benefit).toHaveValue('1,234.50');
    await user.clear(benefit);
    await user.type(benefit, '2100');
    await user.tab();
    expect(benefit).toHaveValue('2,100');
  });
});

describe('the benefit already paid, from a COLA letter (issue I3): counted as claimed, never as a benefit at full retirement age', () => {
  it('the tax and withdrawal tools take 12 times the amount paid, marked "From your COLA letter"', () => {
    myDetailsStore.write({ socialSecurityPaidMonthly: 2150.4, socialSecurityPia: 2000, socialSecurityYearly: 20_000 });
    const tax = render(<TaxImpactCalculator title="Tax" />);
    const benefits = screen.getByRole('textbox', { name: /^Social Security benefits/ });
    expect(benefits).toHaveValue('25,804.80');
    expect(benefits).toHaveAccessibleDescription(/^In dollars\. From your COLA letter\./);
    tax.unmount();
    render(<WithdrawalCalculator title="Withdrawals" />);
    expect(screen.getByRole('textbox', { name: /^Social Security benefits per year/ })).toHaveAccessibleDescription(
      /From your COLA letter/,
    );
  });

  it('the Social Security tool does not take the amount paid as a PIA, and says the reader has claimed', () => {
    myDetailsStore.write({ socialSecurityPaidMonthly: 2150.4 });
    render(<SocialSecurityCalculator title="Social Security" />);
    const benefit = screen.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ });
    expect(benefit).not.toHaveValue('2,150.40');
    expect(benefit).not.toHaveAccessibleDescription(/From/);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'My details says you already get $2,150.40 a month from Social Security, from your COLA letter. You have claimed',
    );
    expect(note).toHaveTextContent(/The amount in the letter is not that figure/);
  });

  it('with a PIA and an amount paid, the Social Security tool starts from the PIA and still says the reader has claimed', () => {
    myDetailsStore.write({ socialSecurityPaidMonthly: 2150.4, socialSecurityPia: 1800 });
    render(<SocialSecurityCalculator title="Social Security" />);
    expect(screen.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ })).toHaveValue('1,800');
    expect(screen.getByRole('note')).toHaveTextContent(/already get \$2,150\.40 a month/);
  });

  it('the couple view names the spouse’s benefit paid; the one-person view leaves it out', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ spouseSocialSecurityPaidMonthly: 980, spouseBirthYear: 1958 });
    render(<SocialSecurityCalculator title="Social Security" />);
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /^Plan for/ }));
    await user.click(await screen.findByRole('option', { name: 'Me and my spouse' }));
    expect(await screen.findByRole('note')).toHaveTextContent(/your spouse already gets \$980\.00 a month/);
  });

  it('an old record, with only the yearly benefit, reads as before: no note, the yearly answer a twelfth a month', () => {
    myDetailsStore.write({ socialSecurityYearly: 25_800 });
    render(<SocialSecurityCalculator title="Social Security" />);
    expect(screen.getByRole('textbox', { name: /^Monthly benefit at full retirement age/ })).toHaveValue('2,150');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the withdrawal planner’s "benefit you get now" boxes take only a benefit already paid, never a PIA not yet claimed', () => {
    myDetailsStore.write({ socialSecurityPia: 2000, spouseSocialSecurityPia: 900 });
    const unclaimed = render(<WithdrawalPlanner title="Planner" />);
    expect(screen.getByRole('textbox', { name: /^Your Social Security benefit, yearly/ })).toHaveValue('0');
    unclaimed.unmount();
    myDetailsStore.write({ socialSecurityPaidMonthly: 2150.4, spouseSocialSecurityPaidMonthly: 980 });
    render(<WithdrawalPlanner title="Planner" />);
    const mine = screen.getByRole('textbox', { name: /^Your Social Security benefit, yearly/ });
    // 12 × $2,150.40
    expect(mine).toHaveValue('25,804.80');
    expect(mine).toHaveAccessibleDescription(/From your COLA letter/);
    expect(screen.getByRole('textbox', { name: /^Your spouse’s Social Security benefit, yearly/ })).toHaveValue(
      '11,760',
    );
  });
});
