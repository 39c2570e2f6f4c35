import type { Meta } from '@storybook/react-vite';
import { DisabilityCalculator } from './DisabilityCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Disability insurance calculator',
  tags: ['!autodocs'],
  component: DisabilityCalculator,
  ...frame,
} satisfies Meta<typeof DisabilityCalculator>;
export default meta;

const PROMPT = 'Press Calculate to see your estimate.';
const STALE = /You have changed some details/;
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
export const Defaults = story({ shows: [PROMPT], hides: ['Recommendations'] });

/** A 52-year-old manager with some group cover, calculated. */
export const FilledIn = story({
  inputs: manager,
  press: ['Calculate'],
  shows: ['Recommendations'],
  hides: [PROMPT, STALE],
});

/** Calculated, then a figure changed: the results stay and say they are out of date. */
export const ChangedAfterCalculating = story({
  inputs: manager,
  press: ['Calculate'],
  act: typeInto(/^Your age/, '58'),
  shows: [STALE, 'Recommendations'],
});

/** A coverage share above the slider's range: the typed twin caps it and says so. */
export const CoverageCapped = story({
  act: typeInto(/^Share of income to replace/, '95'),
  shows: [/The most you can enter is 80%/],
});

export const ErrorValueCapped = valueCappedStory();
