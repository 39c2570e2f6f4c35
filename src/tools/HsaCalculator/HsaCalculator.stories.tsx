import type { Meta } from '@storybook/react-vite';
import { HsaCalculator } from './HsaCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { formatCurrency } from '../../kit/format';
import { cappedWords, inShownWords, staleNote, startsWith } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/HSA strategy calculator',
  tags: ['!autodocs'],
  component: HsaCalculator,
  ...frame,
} satisfies Meta<typeof HsaCalculator>;
export default meta;

// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const OVER_LIMIT = () => m.capped({ year: 2024, limit: formatCurrency(9_300) });
const family = {
  age: 56,
  currentHSA: 20000,
  annualContribution: 9300,
  coverageType: 'family',
  retirementAge: 65,
  expectedReturn: 5,
  currentTaxBracket: 24,
  retirementTaxBracket: 22,
  healthcareExpenses: 6000,
  limitYear: 2024,
};

/** Before Analyze is pressed: the prompt. */
export const Defaults = inShownWords(story, () => ({ shows: [m.emptyMessage()], hides: [m.recommendationsTitle()] }));

/** A 56-year-old with family coverage using the catch-up, analysed: within the 2024 limit of 8,300 + 1,000. */
export const FilledIn = inShownWords(story, () => ({
  inputs: family,
  press: [m.analyze()],
  shows: [m.recommendationsTitle(), m.catchUpLabel({ age: 55 })],
  hides: [m.emptyMessage(), OVER_LIMIT(), staleNote()],
}));

/** A shared link asking for more than the limit: the analysis uses the limit and says so. */
export const OverLimit = inShownWords(story, () => ({
  inputs: { ...family, annualContribution: 12000 },
  press: [m.analyze()],
  shows: [OVER_LIMIT()],
}));

/** Analysed, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterAnalyzing = inShownWords(story, () => ({
  inputs: family,
  press: [m.analyze()],
  act: typeInto(startsWith(m.ageLabel()), '60'),
  shows: [staleNote(), m.recommendationsTitle()],
}));

/** A contribution above the limit typed in: the field caps it and says so in words (self-only 2026 limit, Rev. Proc. 2025-19 §3). */
export const ContributionCapped = inShownWords(story, () => ({
  act: typeInto(startsWith(m.contributionLabel()), '9000'),
  shows: [cappedWords(formatCurrency(4_400))],
}));

export const ErrorValueCapped = valueCappedStory();
