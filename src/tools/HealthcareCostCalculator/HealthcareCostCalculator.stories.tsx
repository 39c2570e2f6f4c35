import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { HealthcareCostCalculator } from './HealthcareCostCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof HealthcareCostCalculator> = {
  title: 'Tools/Healthcare cost calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: HealthcareCostCalculator,
  args: { title: 'Healthcare Cost Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Healthcare Cost Calculator" description="Estimate what health care may cost you each year in retirement and in total." theme="green">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HealthcareCostCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

export const Defaults: Story = { beforeEach: () => reset() };

/** A 58-year-old in fair health in a high-cost area, retiring at 62. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=healthcare-cost&v=1&currentAge=58&retirementAge=62&lifeExpectancy=92&healthStatus=fair&location=high&medicareB=202.9&medicareD=45&medigap=160&outOfPocket=3000&prescriptions=200&dentalVision=1500&inflationRate=5.5&ltcProbability=60&ltcCost=70000'),
};

/** Life expectancy no later than the retirement age: no years to project, said in words. */
export const NoRetirementYears: Story = {
  beforeEach: () =>
    reset('#tool=healthcare-cost&v=1&currentAge=72&retirementAge=67&lifeExpectancy=72&healthStatus=good&location=medium&medicareB=174&medicareD=45&medigap=125&outOfPocket=2500&prescriptions=150&dentalVision=1200&inflationRate=6.5&ltcProbability=0&ltcCost=0'),
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
