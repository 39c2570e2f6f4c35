import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Frame } from '../../kit';
import { WithdrawalPlanner } from './WithdrawalPlanner';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof WithdrawalPlanner> = {
  title: 'Tools/Withdrawal planner',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: WithdrawalPlanner,
  args: { title: 'Tax-Efficient Withdrawal Planner' },
  decorators: [
    (Story) => (
      <Frame title="Tax-Efficient Withdrawal Planner" description="Plan up to 30 years of withdrawals from traditional, Roth and taxable accounts.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof WithdrawalPlanner>;

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
export const FilledIn: Story = { play: calculate, beforeEach: withHash('#tool=withdrawal-planner&v=1&currentAge=72&filingStatus=single&annualIncome=45000&traditionalBalance=600000&rothBalance=100000&taxableBalance=50000') };

/** The oldest age allowed (100), married filing separately, with only traditional savings: RMDs from the first year. */
export const OldestAge: Story = { play: calculate, beforeEach: withHash('#tool=withdrawal-planner&v=1&currentAge=100&filingStatus=marriedSeparate&annualIncome=30000&traditionalBalance=100000&rothBalance=0&taxableBalance=0') };

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
