import type { Meta } from '@storybook/react-vite';
import { DownsizingCalculator } from './DownsizingCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { wordsWhenRead } from '../shared/testing/wordsWhenRead';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Downsizing calculator',
  tags: ['!autodocs'],
  component: DownsizingCalculator,
  ...frame,
} satisfies Meta<typeof DownsizingCalculator>;
export default meta;

// "Monthly savings" is also the name of a formula under "How this is calculated", so it is not a sign of either state.
// Words read from the catalog when a story plays, in the language it is shown in (wordsWhenRead.ts).
const BETTER = wordsWhenRead(m.cashFreedLabel, m.betterOffLabel);
const WORSE = wordsWhenRead(m.cashNeededLabel, m.extraCostLabel, m.worseOffLabel);

/** The defaults: the move frees cash and saves each month. */
export const Defaults = story({ shows: BETTER, hides: WORSE });

/** A paid-off 620,000 home traded for a 340,000 condo with HOA dues. */
export const FilledIn = story({
  inputs: {
    currentHomeValue: 620000,
    currentMortgageBalance: 0,
    currentMortgagePayment: 0,
    sellingCostPercent: 6,
    newHomePrice: 340000,
    newMortgagePayment: 0,
    buyingCostPercent: 2,
    movingCosts: 8000,
    currentPropertyTaxRate: 1.2,
    newPropertyTaxRate: 1,
    currentInsurance: 2400,
    newInsurance: 900,
    currentUtilities: 420,
    newUtilities: 220,
    maintenancePercent: 1,
    currentHoa: 0,
    newHoa: 350,
  },
  shows: BETTER,
  hides: WORSE,
});

/** A dearer new home with a large mortgage: cash to add, a higher monthly cost, worse off over 10 years. */
export const CostsMore = story({
  inputs: { newHomePrice: 400000, newMortgagePayment: 3000 },
  shows: WORSE,
  hides: BETTER,
});

export const ErrorValueCapped = valueCappedStory();
