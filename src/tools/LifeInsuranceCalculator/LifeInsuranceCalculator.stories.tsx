import type { Meta } from '@storybook/react-vite';
import { LifeInsuranceCalculator } from './LifeInsuranceCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { CUT, inShownWords, textBefore } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Life insurance needs calculator',
  tags: ['!autodocs'],
  component: LifeInsuranceCalculator,
  ...frame,
} satisfies Meta<typeof LifeInsuranceCalculator>;
export default meta;

// Words read from the catalog when a story plays, in the language it is shown in (storyWords.ts).
const needsMore = () => textBefore(m.cardNeed({ needs: CUT, resources: CUT }));
const covered = () => textBefore(m.cardSurplus({ surplus: CUT }));

/** The defaults: a gap to fill. */
export const Defaults = inShownWords(story, () => ({ shows: [needsMore()], hides: [covered()] }));

/** A family with a mortgage and college to fund: extra cover to consider. */
export const FilledIn = inShownWords(story, () => ({
  inputs: {
    annualIncome: 85000,
    yearsOfIncome: 15,
    incomeGrowthRate: 2.5,
    totalDebts: 22000,
    mortgageBalance: 240000,
    finalExpenses: 15000,
    educationCosts: 120000,
    existingCoverage: 250000,
    liquidAssets: 40000,
  },
  shows: [m.coverageNeededLabel(), needsMore()],
  hides: [covered()],
}));

/** Existing cover and savings already meet the needs: nothing extra, and the surplus in words. */
export const AlreadyCovered = inShownWords(story, () => ({
  inputs: {
    annualIncome: 30000,
    yearsOfIncome: 3,
    incomeGrowthRate: 3,
    totalDebts: 0,
    mortgageBalance: 0,
    finalExpenses: 15000,
    educationCosts: 0,
    existingCoverage: 100000,
    liquidAssets: 50000,
  },
  shows: [covered()],
  hides: [needsMore()],
}));

export const ErrorValueCapped = valueCappedStory();
