import type { Meta } from '@storybook/react-vite';
import { DisabilityCalculator } from './DisabilityCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { calculateWords, cappedAt, inShownWords, staleNote, startsWith } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Disability insurance calculator',
  tags: ['!autodocs'],
  component: DisabilityCalculator,
  ...frame,
} satisfies Meta<typeof DisabilityCalculator>;
export default meta;

const manager = {
  age: 52,
  gender: 'female',
  occupation: 'managerial',
  annualIncome: 98000,
  monthlyExpenses: 6200,
  existingCoverage: 2000,
  healthStatus: 'good',
  eliminationPeriod: 180,
  benefitPeriod: 'to-65',
  coverageAmount: 65,
};

/** Before Calculate is pressed: the prompt, no figures. */
export const Defaults = inShownWords(story, () => ({ shows: [m.emptyMessage()], hides: [m.recommendationsTitle()] }));

/** A 52-year-old manager with some group cover, calculated. */
export const FilledIn = inShownWords(story, () => ({
  inputs: manager,
  press: [calculateWords()],
  shows: [m.recommendationsTitle()],
  hides: [m.emptyMessage(), staleNote()],
}));

/** Calculated, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterCalculating = inShownWords(story, () => ({
  inputs: manager,
  press: [calculateWords()],
  act: typeInto(startsWith(m.ageLabel()), '58'),
  shows: [staleNote(), m.recommendationsTitle()],
}));

/** A coverage share above the slider's range: the typed twin caps it and says so. */
export const CoverageCapped = inShownWords(story, () => ({
  act: typeInto(startsWith(m.coverageAmountLabel()), '95'),
  shows: [cappedAt('80')],
}));

export const ErrorValueCapped = valueCappedStory();
