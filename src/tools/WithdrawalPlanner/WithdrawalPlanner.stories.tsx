import type { Meta } from '@storybook/react-vite';
import { WithdrawalPlanner } from './WithdrawalPlanner';
import { loadPlan } from './lazyPlan';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { formatYears } from '../../kit/format';
import { calculateWords, CUT, inShownWords, staleNote, startsWith, textBefore } from '../shared/testing/storyWords';
import * as m from './messages';

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

// Words read from the catalogs when a story plays, in the language it is shown in (storyWords.ts).
const calculate = () => [calculateWords()];
/** "Year-by-year plan. All 17 years, 2026 to 2042." */
const planCaption = (years: number, first: number, last: number) =>
  m.planCaption({ dollars: '', years: m.allYearsFromTo({ years, first, last }) });
/** How the plan ended, up to the figures a story does not check. */
const ranOut = (year: number, age: number, spouse: number | 'none' = 'none', paid: string = CUT) =>
  m.outcomeRanOut({ year, age, spouse, paid, needed: CUT, end: CUT, couple: 'no', planToAge: CUT });
const single72 = {
  currentAge: 72,
  filingStatus: 'single',
  incomeNeedInAll: 45000,
  traditionalBalance: 600000,
  rothBalance: 100000,
  taxableBalance: 50000,
};

/** Before Calculate is pressed: the prompt; for a couple (the opening status), both ages and the end age. */
export const Defaults = inShownWords(story, () => ({
  shows: [m.emptyMessage(), m.spouseAgeLabel(), m.planToAgeLabel(), m.incomeNeedLabel()],
  hides: [m.efficiencyLabel()],
}));

/** 72, single, 750,000 saved, 45,000 a year: the savings run out in their 17th year, 2042, at 88 (16.6 years). */
export const FilledIn = inShownWords(story, () => ({
  inputs: single72,
  press: calculate(),
  shows: [
    m.efficiencyLabel(),
    formatYears(16.6, 1),
    textBefore(
      m.outcomeRanOut({
        year: 2042,
        age: 88,
        spouse: 'none',
        paid: '$30,000',
        needed: '$45,000',
        end: CUT,
        couple: 'no',
        planToAge: CUT,
      }),
    ),
    planCaption(17, 2026, 2042),
  ],
  hides: [
    m.emptyMessage(),
    staleNote(),
    m.spouseAgeLabel(),
    textBefore(m.outcomeLasted({ left: CUT, age: 0, spouse: 'none' })),
  ],
}));

/** Small savings run out fast: in the third year, every year shown. */
export const RunningOutSoon = inShownWords(story, () => ({
  inputs: { ...single72, currentAge: 70, traditionalBalance: 120000, rothBalance: 0, taxableBalance: 0 },
  press: calculate(),
  shows: [formatYears(2.6, 1), planCaption(3, 2026, 2028)],
}));

/** Two million for a couple at 65: the savings last the whole plan, until both are 95, and say what is left. */
export const LastsTheWholePlan = inShownWords(story, () => ({
  inputs: {
    currentAge: 65,
    spouseAge: 65,
    filingStatus: 'marriedJoint',
    incomeNeedInAll: 45000,
    traditionalBalance: 1500000,
    rothBalance: 300000,
    taxableBalance: 200000,
  },
  press: calculate(),
  shows: [m.lastsWhole(), m.outcomeLasted({ left: '$555,978', age: 95, spouse: 95 }), planCaption(31, 2026, 2056)],
  hides: [
    textBefore(
      m.outcomeRanOut({
        year: CUT,
        age: 0,
        spouse: 'none',
        paid: 'none',
        needed: '',
        end: 0,
        couple: 'no',
        planToAge: 0,
      }),
    ),
  ],
}));

/**
 * A couple, you 67 and your spouse 63, needing 72,000 in all with 46,200 of Social Security: the need read back
 * ("so $25,800 comes from your savings"), both ages in every row, and a plan until the younger is 95.
 */
export const CoupleWithSocialSecurity = inShownWords(story, () => ({
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
  press: calculate(),
  shows: [
    m.readingSplit({ need: '$72,000', socialSecurity: '$46,200', fromSavings: '$25,800' }),
    textBefore(ranOut(2047, 88, 84)),
    m.yearAndAges(),
  ],
}));

/** No balance in any account: nothing to plan, said in words. */
export const NoSavings = inShownWords(story, () => ({
  inputs: { ...single72, traditionalBalance: 0, rothBalance: 0, taxableBalance: 0 },
  press: calculate(),
  shows: [m.nothingToPlanEnter()],
}));

/** The oldest age the planner takes (100), married filing separately, planning to 105: run out at 103. */
export const OldestAge = inShownWords(story, () => ({
  inputs: {
    currentAge: 100,
    planToAge: 105,
    filingStatus: 'marriedSeparate',
    incomeNeedInAll: 30000,
    traditionalBalance: 100000,
    rothBalance: 0,
    taxableBalance: 0,
  },
  press: calculate(),
  shows: [formatYears(3.3, 1), textBefore(ranOut(2029, 103)), planCaption(4, 2026, 2029)],
}));

/** Calculated, then a figure changed: the plan stays and says it is out of date. */
export const ChangedAfterCalculating = inShownWords(story, () => ({
  inputs: single72,
  press: calculate(),
  act: typeInto(startsWith(m.currentAgeLabel()), '75'),
  shows: [staleNote(), m.efficiencyLabel()],
}));

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
export const WidowsTax = inShownWords(story, () => ({
  inputs: { ...couple70, deathYear: 2027 },
  press: calculate(),
  shows: [
    m.widowFirst({ deathYear: 2027, year: 2028, tax: 'rises', amount: '$2,544', income: '$18,000' }),
    m.widowChild(),
  ],
}));

/** A year of death before the plan starts: a sentence, no survivor table. */
export const ErrorDeathYearBeforePlan = inShownWords(story, () => ({
  inputs: { ...couple70, deathYear: 2020 },
  press: calculate(),
  // The engine's fact (src/finance/tax/withdrawalPlanner.ts), worded from the catalog (plannerWords.ts).
  shows: [m.widowBeforeStart({ deathYear: 2020, first: 2026 })],
  hides: [textBefore(m.widowCaption({ years: 2 }).replace(/\. .*/s, `.${CUT}`))],
}));

/** A big RMD at 73 crosses Medicare's income thresholds: the premiums two years later, in words. */
export const MedicareCliff = inShownWords(story, () => ({
  inputs: {
    currentAge: 71,
    filingStatus: 'single',
    incomeNeedInAll: 100000,
    traditionalBalance: 10000000,
    rothBalance: 0,
    taxableBalance: 0,
  },
  press: calculate(),
  shows: [
    m.cliffsTitle(),
    textBefore(
      m
        .cliffCrossing({ incomeYear: 2028, magi: CUT, premiumYear: 2030, tier: 4, surcharge: CUT })
        .replace(/^.*?\) /s, ''),
    ),
    textBefore(m.cliffRoom({ year: 2026, bracket: CUT, medicare: 'top', premiumYear: 0 })),
  ],
}));

export const ErrorValueCapped = valueCappedStory();
