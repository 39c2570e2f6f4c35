import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Frame } from '../../kit';
import { WithdrawalCalculator } from './WithdrawalCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof WithdrawalCalculator> = {
  title: 'Tools/Withdrawal calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: WithdrawalCalculator,
  args: { title: 'Tax-Efficient Withdrawal Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Tax-Efficient Withdrawal Calculator" description="Split a year’s income need across your accounts and see the tax it may cost.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof WithdrawalCalculator>;

// Results appear only after Calculate (SPEC §4), so the filled-in stories press it.
const calculate: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Calculate' }));
};

const withHash = (fields: string) => () => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${fields}`);
};

export const Defaults: Story = { beforeEach: withHash('') };

/** A filled-in scenario, shared through the URL fragment. */
export const FilledIn: Story = { play: calculate, beforeEach: withHash('#tool=withdrawal-calculator&v=1&age=75&annualIncomeNeed=95000&socialSecurity=32000&pension=12000&currentTaxBracket=22&retirementTaxBracket=22&traditional401k=400000&roth401k=0&traditionalIRA=300000&rothIRA=80000&taxable=150000&hsa=20000&expectedReturn=5&inflation=3') };

/** No savings at all: after Calculate the plan shows money not covered. */
export const EmptyAccounts: Story = { play: calculate, beforeEach: withHash('#tool=withdrawal-calculator&v=1&age=66&annualIncomeNeed=60000&socialSecurity=24000&pension=0&currentTaxBracket=12&retirementTaxBracket=12&traditional401k=0&roth401k=0&traditionalIRA=0&rothIRA=0&taxable=0&hsa=0&expectedReturn=6&inflation=3') };

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
