import type { Meta } from '@storybook/react-vite';
import { MedicareCostCalculator } from './MedicareCostCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { CUT, inShownWords, withCuts } from '../shared/testing/storyWords';
import { formatCurrency } from '../../kit/format';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Medicare cost calculator',
  tags: ['!autodocs'],
  component: MedicareCostCalculator,
  ...frame,
} satisfies Meta<typeof MedicareCostCalculator>;
export default meta;

// Words read from the catalog when a story plays, in the language it is shown in (storyWords.ts).
const ORIGINAL_ONE = () => m.cardDescription({ plan: m.planOriginal(), people: 'one' });
const ADVANTAGE_TWO = () => m.cardDescription({ plan: m.planAdvantage(), people: 'couple' });
const PER_PERSON = () => m.annualPerPersonLabel();
/** The note on form SSA-44 (a life-changing event), whatever the income year. */
const SSA_44 = () => withCuts(m.lifeChangingEvent({ incomeYear: CUT }));

/** The defaults: Original Medicare with Medigap, one person, the standard premium (no income given). */
export const Defaults = inShownWords(story, () => ({
  // The MAGI opens blank (issue I6, item 2): the standard premiums, said to be assumed.
  shows: [ORIGINAL_ONE(), m.medigapPremiumLabel(), m.notWorkedOut()],
  hides: [PER_PERSON(), SSA_44()],
}));

/** A couple on a 2025 Medicare Advantage plan: the Advantage premium field, and a per-person total. */
export const FilledIn = inShownWords(story, () => ({
  inputs: {
    year: 2025,
    partBPremium: 185,
    partBDeductible: 257,
    partDPremium: 36.78,
    medigapPremium: 150,
    advantagePremium: 25,
    planType: 'advantage',
    expectedOutOfPocket: 2200,
    people: 2,
    filingStatus: 'marriedJoint',
    magi: 150000,
  },
  shows: [ADVANTAGE_TWO(), m.advantagePremiumLabel(), PER_PERSON()],
  hides: [m.medigapPremiumLabel()],
}));

/** Only the Part B premium: the other lines show a dash, not $0 a month. */
export const ZeroExtras = inShownWords(story, () => ({
  inputs: {
    year: 2026,
    partBPremium: 202.9,
    partBDeductible: 0,
    partDPremium: 0,
    medigapPremium: 0,
    advantagePremium: 0,
    planType: 'original',
    expectedOutOfPocket: 0,
    people: 1,
  },
  shows: [ORIGINAL_ONE(), '—'],
}));

/** A couple filing jointly with 2024 MAGI 300,000: IRMAA tier 2 for both, their total, the room to the next threshold and the SSA-44 note. */
export const IncomeRelatedCouple = inShownWords(story, () => ({
  inputs: { year: 2026, planType: 'original', people: 2, filingStatus: 'marriedJoint', magi: 300000 },
  shows: [
    m.tierOf({ tier: 2, topTier: 5 }),
    m.adjustmentsBoth(),
    m.roomDescription({ edge: 'over', threshold: formatCurrency(342_000), extra: formatCurrency(1_735), each: 'each' }),
    SSA_44(),
  ],
}));

/** A single filer at the top edge (500,000 or more): the top tier, no further threshold. */
export const TopTier = inShownWords(story, () => ({
  inputs: { year: 2026, planType: 'original', people: 1, filingStatus: 'single', magi: 500000 },
  shows: [
    m.tierOf({ tier: 5, topTier: 5 }),
    m.tierDescription({
      incomeYear: 2024,
      magi: formatCurrency(500_000),
      band: m.bandOrMore({ above: formatCurrency(500_000) }),
    }),
    m.roomTopTier(),
  ],
}));

export const ErrorValueCapped = valueCappedStory();
