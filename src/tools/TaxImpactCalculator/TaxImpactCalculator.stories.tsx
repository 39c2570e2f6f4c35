import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame } from '../../kit';
import { TaxImpactCalculator } from './TaxImpactCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof TaxImpactCalculator> = {
  title: 'Tools/Tax impact calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: TaxImpactCalculator,
  args: { title: 'Retirement Income Tax Impact Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Retirement Income Tax Impact Calculator" description="See how your retirement income adds up to federal income tax.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TaxImpactCalculator>;

const withHash = (fields: string) => () => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${fields}`);
};

export const Defaults: Story = { beforeEach: withHash('') };

/** A filled-in scenario, shared through the URL fragment. */
export const FilledIn: Story = { beforeEach: withHash('#tool=tax-impact&v=1&filingStatus=single&age=66&socialSecurity=30000&pensionIncome=20000&traditionalWithdrawals=30000&rothWithdrawals=0&investmentIncome=0&otherIncome=0&taxYear=2023') };

/** Married filing jointly in 2025 with a large withdrawal: upper brackets and the senior deduction phase-out. */
export const HighIncomeJoint: Story = { beforeEach: withHash('#tool=tax-impact&v=1&filingStatus=marriedJoint&age=70&socialSecurity=50000&pensionIncome=40000&traditionalWithdrawals=250000&rothWithdrawals=20000&investmentIncome=15000&otherIncome=0&taxYear=2025') };

/** An age above the SPEC §5 bound of 100: the field uses 100 and says so in plain words. */
export const ClampedAge: Story = {
  beforeEach: withHash('#tool=tax-impact&v=1&filingStatus=single&age=66&socialSecurity=30000&pensionIncome=20000&traditionalWithdrawals=30000&rothWithdrawals=0&investmentIncome=0&otherIncome=0&taxYear=2023'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const age = canvas.getByRole('textbox', { name: /^Your age/ });
    await userEvent.clear(age);
    await userEvent.type(age, '120');
    await userEvent.tab();
    await expect(canvas.getByText('The most you can enter is 100 years. We used 100 years.')).toBeInTheDocument();
  },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
