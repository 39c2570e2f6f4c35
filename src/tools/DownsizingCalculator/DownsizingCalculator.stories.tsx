import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { DownsizingCalculator } from './DownsizingCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof DownsizingCalculator> = {
  title: 'Tools/Downsizing calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: DownsizingCalculator,
  args: { title: 'Downsizing Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Downsizing Calculator" description="See the cash a smaller home could free and what it would save each month.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof DownsizingCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

export const Defaults: Story = { beforeEach: () => reset() };

/** Moving from a paid-off family home to a condo with HOA dues. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=downsizing&v=1&currentHomeValue=620000&currentMortgageBalance=0&currentMortgagePayment=0&sellingCostPercent=6&newHomePrice=340000&newMortgagePayment=0&buyingCostPercent=2&movingCosts=8000&currentPropertyTaxRate=1.2&newPropertyTaxRate=1&currentInsurance=2400&newInsurance=900&currentUtilities=420&newUtilities=220&maintenancePercent=1&currentHoa=0&newHoa=350'),
};

/** The new home costs more than the sale brings and more to run: cash needed, no break-even. */
export const CostsMore: Story = {
  beforeEach: () => reset('#tool=downsizing&v=1&newHomePrice=400000&newMortgagePayment=3000'),
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
