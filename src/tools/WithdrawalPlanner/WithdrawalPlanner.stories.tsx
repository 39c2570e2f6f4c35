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
  incomeNeedInAll: 45000,
  traditionalBalance: 600000,
  rothBalance: 100000,
  taxableBalance: 50000,
};

/** Before Calculate is pressed: the prompt; for a couple (the opening status), both ages and the end age. */
export const Defaults = story({
  shows: [PROMPT, 'Your spouse’s age', 'Plan until age', 'Yearly income you need in all, including Social Security'],
  hides: ['Tax efficiency'],
});

/** 72, single, 750,000 saved, 45,000 a year: the savings run out in their 17th year, 2042, at 88 (16.6 years). */
export const FilledIn = story({
  inputs: single72,
  press: calculate,
  shows: [
    'Tax efficiency',
    '16.6 years',
    /Your savings ran out in 2042, at 88: that year they paid \$30,000 of the \$45,000 you need from them\./,
    'Year-by-year plan. All 17 years, 2026 to 2042.',
  ],
  hides: [PROMPT, STALE, 'Your spouse’s age', 'Your savings lasted'],
});

/** Small savings run out fast: in the third year, every year shown. */
export const RunningOutSoon = story({
  inputs: { ...single72, currentAge: 70, traditionalBalance: 120000, rothBalance: 0, taxableBalance: 0 },
  press: calculate,
  shows: ['2.6 years', 'Year-by-year plan. All 3 years, 2026 to 2028.'],
});

/** Two million for a couple at 65: the savings last the whole plan, until both are 95, and say what is left. */
export const LastsTheWholePlan = story({
  inputs: {
    currentAge: 65,
    spouseAge: 65,
    filingStatus: 'marriedJoint',
    incomeNeedInAll: 45000,
    traditionalBalance: 1500000,
    rothBalance: 300000,
    taxableBalance: 200000,
  },
  press: calculate,
  shows: [
    'The whole plan',
    'Your savings lasted the whole plan, with $555,978 left at 95 (your spouse 95).',
    'Year-by-year plan. All 31 years, 2026 to 2056.',
  ],
  hides: [/ran out/],
});

/**
 * A couple, you 67 and your spouse 63, needing 72,000 in all with 46,200 of Social Security: the need read back
 * ("so $25,800 comes from your savings"), both ages in every row, and a plan until the younger is 95.
 */
export const CoupleWithSocialSecurity = story({
  inputs: {
    currentAge: 67,
    spouseAge: 63,
    filingStatus: 'marriedJoint',
    incomeNeedInAll: 72000,
    socialSecurity: 30000,
    spouseSocialSecurity: 16200,
    traditionalBalance: 300000,
    rothBalance: 100000,
    taxableBalance: 150000,
  },
  press: calculate,
  shows: [
    'You need $72,000 a year in all, before tax; Social Security pays $46,200 of it, so $25,800 comes from your savings.',
    /Your savings ran out in 2047, at 88 \(your spouse 84\)/,
    /The plan runs to 2058, when the younger of you is 95\./,
    'Year and ages',
  ],
});

/** No balance in any account: nothing to plan, said in words. */
export const NoSavings = story({
  inputs: { ...single72, traditionalBalance: 0, rothBalance: 0, taxableBalance: 0 },
  press: calculate,
  shows: [NOTHING_TO_PLAN],
});

/** The oldest age the planner takes (100), married filing separately, planning to 105: run out at 103. */
export const OldestAge = story({
  inputs: {
    currentAge: 100,
    planToAge: 105,
    filingStatus: 'marriedSeparate',
    incomeNeedInAll: 30000,
    traditionalBalance: 100000,
    rothBalance: 0,
    taxableBalance: 0,
  },
  press: calculate,
  shows: ['3.3 years', /Your savings ran out in 2029, at 103/, 'Year-by-year plan. All 4 years, 2026 to 2029.'],
});

/** Calculated, then a figure changed: the plan stays and says it is out of date. */
export const ChangedAfterCalculating = story({
  inputs: single72,
  press: calculate,
  act: typeInto(/^Your age/, '75'),
  shows: [STALE, 'Tax efficiency'],
});

// 108,000 in all: 48,000 of Social Security and 60,000 from savings.
const couple70 = {
  currentAge: 70,
  spouseAge: 70,
  filingStatus: 'marriedJoint',
  incomeNeedInAll: 108000,
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
    incomeNeedInAll: 100000,
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
