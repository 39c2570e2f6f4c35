import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { MY_DETAILS_VERSION } from '../../storage';
import { RetirementIncomePlan } from './RetirementIncomePlan';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { CUT, inShownWords, startsWith, textBefore, withAnyCount, withCuts } from '../shared/testing/storyWords';
import * as prefillWords from '../shared/core/prefillSource.messages';
import * as howWords from '../../kit/HowCalculated/messages';
import * as m from './messages';

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
export const Defaults = inShownWords(story, () => ({
  shows: [
    withAnyCount((total) => m.historyAnswer({ count: CUT, total, who: 'couple', planningAge: 95 })),
    textBefore(m.worstRanOut({ year: CUT, who: 'couple', ageA: CUT, ageB: CUT })),
  ],
}));

/** A couple filled in from a shared link: 1.5 million saved, 70,000 a year, claiming at 70: every start lasts. */
export const FilledIn = inShownWords(story, () => ({
  inputs: { age: 66, spouseAge: 64, savings: 1500000, spending: 70000, claimAge: 70, spouseClaimAge: 70 },
  shows: [m.badgeLasted(), withCuts(m.worstLasted({ year: CUT, amount: CUT }))],
  hides: [withCuts(m.worstRanOut({ year: CUT, who: 'couple', ageA: CUT, ageB: CUT }))],
}));

/** One person spending far more than savings carry: every start runs out, and the steady market says in how many years. */
export const RunsOut = inShownWords(story, () => ({
  inputs: { spouseAge: 0, savings: 300000, spending: 120000 },
  shows: [
    withAnyCount((total) => m.historyAnswer({ count: 0, total, who: 'one', planningAge: 95 })),
    withAnyCount((years) => m.steadyRanOut({ returnPercent: CUT, inflationPercent: CUT, years })),
  ],
}));

/** A planning age below the reader's age: the plan runs to the age and says so in plain words. */
export const ErrorPlanningAgeBelowAge = inShownWords(story, () => ({
  inputs: { age: 90, spouseAge: 0, planningAge: 60 },
  shows: [m.errorsTitle(), textBefore(m.errorPlanningAge({ planningAge: 60, who: 'a', age: 90, used: CUT }))],
}));

/** The random-markets view: 1,000 paths from seed 7, the chart and the table following the middle path. */
export const MonteCarlo = inShownWords(story, () => ({
  inputs: { market: 'monteCarlo', seed: 7 },
  shows: [
    withCuts(m.monteCarloAnswer({ count: CUT, paths: 1000, who: 'couple', planningAge: CUT })),
    m.chartTitleMonteCarlo(),
  ],
}));

/** The same plan in future dollars: the chart and the year-by-year table show each year's own dollars. */
export const FutureDollars = inShownWords(story, () => ({
  inputs: { todaysDollars: false },
  shows: [
    withCuts(m.yearsCaption({ market: CUT, dollars: 'own' })),
    withCuts(m.chartSummary({ age: CUT, p50: CUT, p10: CUT, p90: CUT, dollars: 'own' })),
  ],
  hides: [withCuts(m.yearsCaption({ market: CUT, dollars: 'today' }))],
}));

/** A first death, as the Social Security tool's "If one of us dies" link sets it: you die at 78, your spouse lives on. */
export const FirstDeath = inShownWords(story, () => ({
  inputs: { age: 67, spouseAge: 64, deathAge: 78 },
  // "How this is calculated" says who dies and when; it comes with the plan's details, after the answer.
  act: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: howWords.title() }, { timeout: 20_000 }));
  },
  shows: [m.ifOneDies(), m.assumeDeathValue({ who: 'self', age: 78 })],
}));

/** A start year the data covers only in part (2008, to 2025): the table says how many years replay the data. */
export const PartialStartYear = inShownWords(story, () => ({
  act: async (canvas) => {
    await userEvent.click(
      await canvas.findByRole('combobox', { name: startsWith(m.yearsPick()) }, { timeout: 20_000 }),
    );
    // Radix draws the open list in a portal on the page's body, outside the story's canvas; it is
    // fetched on the first press, which a busy machine takes more than a second to answer.
    await userEvent.click(
      await within(document.body).findByRole(
        'option',
        { name: m.yearsStartPartial({ year: 2008, last: 2025 }) },
        { timeout: 20_000 },
      ),
    );
  },
  shows: [
    withAnyCount((rest) =>
      m.yearsPartialNote({
        replayed: 18,
        year: 2008,
        last: 2025,
        rest,
        returnPercent: CUT,
        inflationPercent: CUT,
        lastFull: 1993,
      }),
    ),
  ],
}));

/** Both benefits from the earnings records saved in My details, each marked "From your earnings record". */
export const FromEarningsRecord = inShownWords(story, () => ({
  saved: {
    myDetails: {
      v: MY_DETAILS_VERSION,
      data: { socialSecurityPia: 2345, spouseSocialSecurityPia: 1210, spouseBirthYear: 1963 },
    },
  },
  shows: [`${prefillWords.fromEarningsRecord()}. ${m.socialSecurityHint()}`],
}));

export const ErrorValueCapped = valueCappedStory();
