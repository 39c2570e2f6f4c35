import type { Meta } from '@storybook/react-vite';
import { HealthcareCostCalculator } from './HealthcareCostCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { inShownWords } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Healthcare cost calculator',
  tags: ['!autodocs'],
  component: HealthcareCostCalculator,
  ...frame,
} satisfies Meta<typeof HealthcareCostCalculator>;
export default meta;

// Words read from the catalog when a story plays, in the language it is shown in (storyWords.ts).
const NO_YEARS = m.noYears;
const CHART = m.chartTitle;

/** The defaults: a projection over the retirement years, with its chart. */
export const Defaults = inShownWords(story, () => ({ shows: [CHART()], hides: [NO_YEARS()] }));

/** Retiring at 62 in a high-cost area, in fair health, with a 60 % chance of long-term care. */
export const FilledIn = inShownWords(story, () => ({
  inputs: {
    currentAge: 58,
    retirementAge: 62,
    lifeExpectancy: 92,
    healthStatus: 'fair',
    location: 'high',
    medicareB: 202.9,
    medicareD: 45,
    medigap: 160,
    outOfPocket: 3000,
    prescriptions: 200,
    dentalVision: 1500,
    inflationRate: 5.5,
    ltcProbability: 60,
    ltcCost: 70000,
  },
  shows: [CHART(), m.totalDescription({ years: 30 })],
  hides: [NO_YEARS()],
}));

/** Life expectancy not after the retirement age: no years to project, said in words instead of an empty chart. */
export const NoRetirementYears = inShownWords(story, () => ({
  inputs: {
    currentAge: 72,
    retirementAge: 67,
    lifeExpectancy: 72,
    healthStatus: 'good',
    location: 'medium',
    medicareB: 174,
    medicareD: 45,
    medigap: 125,
    outOfPocket: 2500,
    prescriptions: 150,
    dentalVision: 1200,
    inflationRate: 6.5,
    ltcProbability: 0,
    ltcCost: 0,
  },
  shows: [NO_YEARS()],
  hides: [CHART()],
}));

export const ErrorValueCapped = valueCappedStory();
