import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { HomeEquityCalculator } from './HomeEquityCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof HomeEquityCalculator> = {
  title: 'Tools/Home equity calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: HomeEquityCalculator,
  args: { title: 'Home Equity Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Home Equity Calculator" description="See how much of your home you own today and how that may grow.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HomeEquityCalculator>;

export const Defaults: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

/** A filled-in scenario: a small balance left on an older loan. */
export const FilledIn: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#tool=home-equity&v=1&homeValue=650000&mortgageBalance=90000&interestRate=3.5&loanTerm=30&yearsRemaining=6&annualAppreciation=4&yearsProjection=10`);
  },
};

/** Owing more than the home is worth: the "Limited" status, in words and colour. */
export const Underwater: Story = {
  beforeEach: () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#tool=home-equity&v=1&homeValue=300000&mortgageBalance=320000&interestRate=7&loanTerm=30&yearsRemaining=28&annualAppreciation=2&yearsProjection=5`);
  },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };

/** 15 % equity: the middle result, "Good". */
export const GoodEquity: Story = {
  beforeEach: startFrom('#tool=home-equity&v=1&homeValue=400000&mortgageBalance=340000&interestRate=6&loanTerm=30&yearsRemaining=24&annualAppreciation=3&yearsProjection=10'),
};
