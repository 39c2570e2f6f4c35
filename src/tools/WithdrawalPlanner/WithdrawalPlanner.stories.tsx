import type { Meta } from '@storybook/react-vite';
import { WithdrawalPlanner } from './WithdrawalPlanner';
import { loadPlan } from './lazyPlan';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

// SPEC §4: results appear only after Calculate, so every story but the first presses it.
const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
// The calculation is fetched on the first press in the site; the stories have it up front, so a
// play function's press shows the plan at once.
const meta = {
  title: 'Tools/Withdrawal planner',
  tags: ['!autodocs'],
  component: WithdrawalPlanner,
  ...frame,
  loaders: [async () => ({ plan: await loadPlan() })],
} satisfies Meta<typeof WithdrawalPlanner>;
export default meta;

const calculate = ['Calculate'];
const PROMPT = 'Enter your details and press Calculate to see a year-by-year plan.';
const NOTHING_TO_PLAN = /nothing to plan\. Enter at least one balance/;
const STALE = /You have changed some details. Press Calculate to update these results./;
const single72 = {
  currentAge: 72,
  filingStatus: 'single',
  annualIncome: 45000,
  traditionalBalance: 600000,
  rothBalance: 100000,
  taxableBalance: 50000,
};

/** Before Calculate is pressed: the prompt. */
export const Defaults = story({ shows: [PROMPT], hides: ['Tax efficiency'] });

/** 72, single, 750,000 saved, 45,000 a year: the savings run out after 17 years (at 88). */
export const FilledIn = story({
  inputs: single72,
  press: calculate,
  shows: ['Tax efficiency', '17 years', 'Showing the first 10 of 17 years.'],
  hides: [PROMPT, STALE],
});

/** Small savings run out fast: 3 years, all shown. */
export const RunningOutSoon = story({
  inputs: { ...single72, currentAge: 70, traditionalBalance: 120000, rothBalance: 0, taxableBalance: 0 },
  press: calculate,
  shows: ['3 years', 'Showing all 3 years.'],
});

/** Two million for a couple at 65: the savings last the whole 30-year plan. */
export const LastsTheWholePlan = story({
  inputs: {
    currentAge: 65,
    filingStatus: 'marriedJoint',
    annualIncome: 45000,
    traditionalBalance: 1500000,
    rothBalance: 300000,
    taxableBalance: 200000,
  },
  press: calculate,
  shows: ['30 years', 'Showing the first 10 of 30 years.'],
});

/** No balance in any account: nothing to plan, said in words. */
export const NoSavings = story({
  inputs: { ...single72, traditionalBalance: 0, rothBalance: 0, taxableBalance: 0 },
  press: calculate,
  shows: [NOTHING_TO_PLAN],
});

/** The oldest age the planner takes (100), married filing separately. */
export const OldestAge = story({
  inputs: {
    currentAge: 100,
    filingStatus: 'marriedSeparate',
    annualIncome: 30000,
    traditionalBalance: 100000,
    rothBalance: 0,
    taxableBalance: 0,
  },
  press: calculate,
  shows: ['4 years', 'Showing all 4 years.'],
});

/** Calculated, then a figure changed: the plan stays and says it is out of date. */
export const ChangedAfterCalculating = story({
  inputs: single72,
  press: calculate,
  act: typeInto(/^Your age/, '75'),
  shows: [STALE, 'Tax efficiency'],
});

const couple70 = {
  currentAge: 70,
  filingStatus: 'marriedJoint',
  annualIncome: 60000,
  traditionalBalance: 2000000,
  rothBalance: 0,
  taxableBalance: 0,
  socialSecurity: 30000,
  spouseSocialSecurity: 18000,
};

/** "If one of us dies in 2027": the survivor files as single from 2028; tax and premiums year by year. */
export const WidowsTax = story({
  inputs: { ...couple70, deathYear: 2027 },
  press: calculate,
  shows: [
    'After a death in 2027, the survivor files as single from 2028: your tax rises by $2,544 a year on $18,000 less income.',
    /qualifying surviving spouse/,
  ],
});

/** A year of death before the plan starts: a sentence, no survivor table. */
export const ErrorDeathYearBeforePlan = story({
  inputs: { ...couple70, deathYear: 2020 },
  press: calculate,
  shows: ['The year of death, 2020, is before this plan starts in 2026. Enter 2026 or a later year.'],
  hides: [/Change for the survivor/],
});

/** A big RMD at 73 crosses Medicare's income thresholds: the premiums two years later, in words. */
export const MedicareCliff = story({
  inputs: {
    currentAge: 71,
    filingStatus: 'single',
    annualIncome: 100000,
    traditionalBalance: 10000000,
    rothBalance: 0,
    taxableBalance: 0,
  },
  press: calculate,
  shows: [
    'Medicare and tax cliffs',
    /puts your 2030 Medicare premiums in income tier 4/,
    /Room to the next cliff in 2026/,
  ],
});

export const ErrorValueCapped = valueCappedStory();
