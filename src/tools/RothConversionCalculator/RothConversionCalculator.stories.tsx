import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { RothConversionCalculator } from './RothConversionCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof RothConversionCalculator> = {
  title: 'Tools/Roth conversion calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: RothConversionCalculator,
  args: { title: 'Roth Conversion Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Roth Conversion Calculator" description="Compare converting part of a traditional IRA with leaving it where it is.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof RothConversionCalculator>;

const withHash = (fields: string) => () => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${fields}`);
};

export const Defaults: Story = { beforeEach: withHash('') };

/** A filled-in scenario, shared through the URL fragment. */
export const FilledIn: Story = { beforeEach: withHash('#tool=roth-conversion&v=1&currentAge=60&iraBalance=400000&conversionAmount=50000&currentTaxBracket=12&retirementTaxBracket=22&returnRate=6&yearsUntilRetirement=7') };

/** A higher bracket now than later with no growth: Not Favorable and a break-even of Never. */
export const NotFavorableNever: Story = { beforeEach: withHash('#tool=roth-conversion&v=1&currentAge=55&iraBalance=500000&conversionAmount=100000&currentTaxBracket=24&retirementTaxBracket=12&returnRate=0&yearsUntilRetirement=10') };

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };

/** The same bracket now and later with no growth: the conversion neither helps nor hurts, "Neutral". */
export const NeutralSameBracket: Story = { beforeEach: withHash('#tool=roth-conversion&v=1&currentAge=60&iraBalance=400000&conversionAmount=50000&currentTaxBracket=22&retirementTaxBracket=22&returnRate=0&yearsUntilRetirement=7') };
