import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { LifeInsuranceCalculator } from './LifeInsuranceCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof LifeInsuranceCalculator> = {
  title: 'Tools/Life insurance needs calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: LifeInsuranceCalculator,
  args: { title: 'Life Insurance Needs Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Life Insurance Needs Calculator" description="Estimate how much life insurance your family would need.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof LifeInsuranceCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

export const Defaults: Story = { beforeEach: () => reset() };

/** A family with two children to put through college and a larger mortgage. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=life-insurance&v=1&annualIncome=85000&yearsOfIncome=15&incomeGrowthRate=2.5&totalDebts=22000&mortgageBalance=240000&finalExpenses=15000&educationCosts=120000&existingCoverage=250000&liquidAssets=40000'),
};

/** Existing cover and savings already exceed the needs: nothing more to buy, with the surplus shown. */
export const AlreadyCovered: Story = {
  beforeEach: () =>
    reset('#tool=life-insurance&v=1&annualIncome=30000&yearsOfIncome=3&incomeGrowthRate=3&totalDebts=0&mortgageBalance=0&finalExpenses=15000&educationCosts=0&existingCoverage=100000&liquidAssets=50000'),
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
