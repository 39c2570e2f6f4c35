import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { MY_DETAILS_VERSION } from '../../storage';
import { RetirementIncomePlan } from './RetirementIncomePlan';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Retirement income plan',
  tags: ['!autodocs'],
  component: RetirementIncomePlan,
  ...frame,
} satisfies Meta<typeof RetirementIncomePlan>;
export default meta;

/** The example couple, 65 and 63: most starts last; the worst start and the most that lasted everywhere are said in words. */
export const Defaults = story({
  shows: [/historical start years, your savings lasted until you were both 95/, /The worst start was \d{4}/],
});

/** A couple filled in from a shared link: 1.5 million saved, 70,000 a year, claiming at 70: every start lasts. */
export const FilledIn = story({
  inputs: { age: 66, spouseAge: 64, savings: 1500000, spending: 70000, claimAge: 70, spouseClaimAge: 70 },
  shows: ['Lasted in every start year', /Even the worst start, \d{4}, left/],
  hides: [/savings would have run out/],
});

/** One person spending far more than savings carry: every start runs out, and the steady market says in how many years. */
export const RunsOut = story({
  inputs: { spouseAge: 0, savings: 300000, spending: 120000 },
  shows: [
    /In 0 of \d+ historical start years, your savings lasted until you were 95/,
    /your savings last \d+ years?\./,
  ],
});

/** A planning age below the reader's age: the plan runs to the age and says so in plain words. */
export const ErrorPlanningAgeBelowAge = story({
  inputs: { age: 90, spouseAge: 0, planningAge: 60 },
  shows: ['We changed some figures to work out the plan', /is below your age of 90/],
});

/** The random-markets view: 1,000 paths from seed 7, the chart and the table following the middle path. */
export const MonteCarlo = story({
  inputs: { market: 'monteCarlo', seed: 7 },
  shows: [/random market paths, your savings lasted/, 'Savings by age across 1,000 random market paths'],
});

/** The same plan in future dollars: the chart and the year-by-year table show each year's own dollars. */
export const FutureDollars = story({
  inputs: { todaysDollars: false },
  shows: [/in each year’s own dollars/, /\(each year’s own dollars\)/],
  hides: [/Each year of the plan \(.*\), in today’s dollars/],
});

/** A first death, as the Social Security tool's "If one of us dies" link sets it: you die at 78, your spouse lives on. */
export const FirstDeath = story({
  inputs: { age: 67, spouseAge: 64, deathAge: 78 },
  // "How this is calculated" says who dies and when; it comes with the plan's details, after the answer.
  act: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'How this is calculated' }, { timeout: 20_000 }));
  },
  shows: ['If one of you dies first', /You die at 78: a joint tax return that year, a single one from the next year/],
});

/** A start year the data covers only in part (2008, to 2025): the table says how many years replay the data. */
export const PartialStartYear = story({
  act: async (canvas) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: /^Show the years of/ }, { timeout: 20_000 }));
    // Radix draws the open list in a portal on the page's body, outside the story's canvas; it is
    // fetched on the first press, which a busy machine takes more than a second to answer.
    await userEvent.click(
      await within(document.body).findByRole(
        'option',
        { name: 'Starting in 2008 (data to 2025)' },
        { timeout: 20_000 },
      ),
    );
  },
  shows: [/The data covers 18 years of this start, 2008 to 2025\./, /Start years after 1993 are shown here only/],
});

/** Both benefits from the earnings records saved in My details, each marked "From your earnings record". */
export const FromEarningsRecord = story({
  saved: {
    myDetails: {
      v: MY_DETAILS_VERSION,
      data: { socialSecurityPia: 2345, spouseSocialSecurityPia: 1210, spouseBirthYear: 1963 },
    },
  },
  shows: [/From your earnings record\. The monthly amount/],
});

export const ErrorValueCapped = valueCappedStory();
