import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialSecurityCalculator } from '../SocialSecurityCalculator/SocialSecurityCalculator';
import { TaxImpactCalculator } from '../TaxImpactCalculator/TaxImpactCalculator';
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

  it('the couple view starts the spouse’s benefit from the spouse’s record', { timeout: 90_000 }, async () => {
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
});
