import type { Meta } from '@storybook/react-vite';
import { MedicareCostCalculator } from './MedicareCostCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Medicare cost calculator',
  tags: ['!autodocs'],
  component: MedicareCostCalculator,
  ...frame,
} satisfies Meta<typeof MedicareCostCalculator>;
export default meta;

const ORIGINAL_ONE = 'Original Medicare with a Medigap plan, for one person';
const ADVANTAGE_TWO = 'Medicare Advantage, for two people';
const PER_PERSON = 'Total for the year, per person';

/** The defaults: Original Medicare with Medigap, one person, the standard premium (no income given). */
export const Defaults = story({
  // The MAGI opens blank (issue I6, item 2): the standard premiums, said to be assumed.
  shows: [ORIGINAL_ONE, 'Medigap premium (per month)', 'Not worked out'],
  hides: [PER_PERSON, 'form SSA-44'],
});

/** A couple on a 2025 Medicare Advantage plan: the Advantage premium field, and a per-person total. */
export const FilledIn = story({
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
  shows: [ADVANTAGE_TWO, 'Medicare Advantage premium (per month)', PER_PERSON],
  hides: ['Medigap premium (per month)'],
});

/** Only the Part B premium: the other lines show a dash, not $0 a month. */
export const ZeroExtras = story({
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
  shows: [ORIGINAL_ONE, '—'],
});

/** A couple filing jointly with 2024 MAGI 300,000: IRMAA tier 2 for both, their total, the room to the next threshold and the SSA-44 note. */
export const IncomeRelatedCouple = story({
  inputs: { year: 2026, planType: 'original', people: 2, filingStatus: 'marriedJoint', magi: 300000 },
  shows: [
    'Tier 2 of 5',
    'Income-related adjustments for both of you',
    'The next tier starts over $342,000 of MAGI and would add $1,735 a year each.',
    'form SSA-44',
  ],
});

/** A single filer at the top edge (500,000 or more): the top tier, no further threshold. */
export const TopTier = story({
  inputs: { year: 2026, planType: 'original', people: 1, filingStatus: 'single', magi: 500000 },
  shows: ['Tier 5 of 5', 'Your 2024 MAGI of $500,000 is $500,000 or more.', 'None: this is the top tier'],
});

export const ErrorValueCapped = valueCappedStory();
