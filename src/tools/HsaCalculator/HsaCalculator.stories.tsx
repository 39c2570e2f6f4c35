import type { Meta } from '@storybook/react-vite';
import { HsaCalculator } from './HsaCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/HSA strategy calculator',
  tags: ['!autodocs'],
  component: HsaCalculator,
  ...frame,
} satisfies Meta<typeof HsaCalculator>;
export default meta;

const PROMPT = 'Press Analyze to see your HSA strategy.';
const ANALYZE = 'Analyze my HSA';
const STALE = /You have changed some details/;
const OVER_LIMIT = /Your contribution is above the 2024 limit/;
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
export const Defaults = story({ shows: [PROMPT], hides: ['Recommendations'] });

/** A 56-year-old with family coverage using the catch-up, analysed: within the 2024 limit of 8,300 + 1,000. */
export const FilledIn = story({
  inputs: family,
  press: [ANALYZE],
  shows: ['Recommendations', 'Catch-up contribution (age 55 or older)'],
  hides: [PROMPT, OVER_LIMIT, STALE],
});

/** A shared link asking for more than the limit: the analysis uses the limit and says so. */
export const OverLimit = story({
  inputs: { ...family, annualContribution: 12000 },
  press: [ANALYZE],
  shows: [OVER_LIMIT],
});

/** Analysed, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterAnalyzing = story({
  inputs: family,
  press: [ANALYZE],
  act: typeInto(/^Your age/, '60'),
  shows: [STALE, 'Recommendations'],
});

/** A contribution above the limit typed in: the field caps it and says so in words (self-only 2026 limit, Rev. Proc. 2025-19 §3). */
export const ContributionCapped = story({
  act: typeInto(/^Yearly contribution/, '9000'),
  shows: ['The most you can enter is $4,400. We used $4,400.'],
});

export const ErrorValueCapped = valueCappedStory();
