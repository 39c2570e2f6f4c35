import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { ReverseMortgageCalculator } from './ReverseMortgageCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof ReverseMortgageCalculator> = {
  title: 'Tools/Reverse mortgage calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: ReverseMortgageCalculator,
  args: { title: 'Reverse Mortgage Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Reverse Mortgage Calculator" description="Estimate what a HECM reverse mortgage could give you and how." theme="purple">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ReverseMortgageCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

export const Defaults: Story = { beforeEach: () => reset() };

/** A 78-year-old owning a paid-off home outright. */
export const FilledIn: Story = {
  beforeEach: () => reset('#tool=reverse-mortgage&v=1&homeValue=550000&youngestBorrowerAge=78&mortgageBalance=0&expectedRate=5.5&closingCosts=3500'),
};

/** The youngest borrower is under 62: not eligible, said in words. */
export const NotEligible: Story = {
  beforeEach: () => reset('#tool=reverse-mortgage&v=1&homeValue=400000&youngestBorrowerAge=58&mortgageBalance=50000&expectedRate=6&closingCosts=3000'),
};

/** The mortgage is larger than the HECM can lend: the cash needed at closing. */
export const Shortfall: Story = {
  beforeEach: () => reset('#tool=reverse-mortgage&v=1&homeValue=400000&youngestBorrowerAge=70&mortgageBalance=300000&expectedRate=6&closingCosts=3000'),
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
