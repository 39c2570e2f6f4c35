import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { MedicareCostCalculator } from './MedicareCostCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof MedicareCostCalculator> = {
  title: 'Tools/Medicare cost calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: MedicareCostCalculator,
  args: { title: 'Medicare Cost Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Medicare Cost Calculator" description="Add up Medicare premiums, deductibles and out-of-pocket costs for a year.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MedicareCostCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

export const Defaults: Story = { beforeEach: () => reset() };

/** A couple on Medicare Advantage in 2025. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=medicare-cost&v=1&year=2025&partBPremium=185&partBDeductible=257&partDPremium=36.78&medigapPremium=150&advantagePremium=25&planType=advantage&expectedOutOfPocket=2200&people=2'),
};

/** Everything zero but the Part B premium: the smallest possible bill. */
export const ZeroExtras: Story = {
  beforeEach: () =>
    reset('#tool=medicare-cost&v=1&year=2026&partBPremium=202.9&partBDeductible=0&partDPremium=0&medigapPremium=0&advantagePremium=0&planType=original&expectedOutOfPocket=0&people=1'),
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
