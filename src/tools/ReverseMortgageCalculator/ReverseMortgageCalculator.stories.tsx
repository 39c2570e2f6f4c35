import type { Meta } from '@storybook/react-vite';
import { ReverseMortgageCalculator } from './ReverseMortgageCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { inShownWords } from '../shared/testing/storyWords';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Reverse mortgage calculator',
  tags: ['!autodocs'],
  component: ReverseMortgageCalculator,
  ...frame,
} satisfies Meta<typeof ReverseMortgageCalculator>;
export default meta;

// Words read from the catalog when a story plays, in the language it is shown in (storyWords.ts).
const STATUS = {
  eligible: () => new RegExp(`^${m.badgeEligible()}$`),
  notEligible: m.badgeNotEligible,
  cashNeeded: m.badgeCashNeeded,
  noEstimate: m.badgeNoEstimate,
};
const others = (shown: keyof typeof STATUS) =>
  Object.entries(STATUS)
    .filter(([name]) => name !== shown)
    .map(([, words]) => words());
const age70 = {
  homeValue: 400000,
  youngestBorrowerAge: 70,
  mortgageBalance: 50000,
  expectedRate: 6,
  closingCosts: 3000,
};

/** The defaults: eligible by age, money available. */
export const Defaults = inShownWords(story, () => ({
  shows: [STATUS.eligible(), m.availableLabel()],
  hides: others('eligible'),
}));

/** 78, no mortgage, a 550,000 home: eligible, with money available. */
export const FilledIn = inShownWords(story, () => ({
  inputs: { homeValue: 550000, youngestBorrowerAge: 78, mortgageBalance: 0, expectedRate: 5.5, closingCosts: 3500 },
  shows: [STATUS.eligible(), m.availableLabel()],
  hides: others('eligible'),
}));

/** The youngest borrower under 62: not eligible, no figures. */
export const NotEligible = inShownWords(story, () => ({
  inputs: { ...age70, youngestBorrowerAge: 58 },
  shows: [STATUS.notEligible()],
  hides: [...others('notEligible'), m.availableLabel()],
}));

/** A mortgage larger than the loan can pay off: cash needed at closing. */
export const Shortfall = inShownWords(story, () => ({
  inputs: { ...age70, mortgageBalance: 300000 },
  shows: [STATUS.cashNeeded(), m.cashToCloseLabel()],
  hides: others('cashNeeded'),
}));

/** An expected rate above HUD's table (18.875 %): no estimate rather than a made-up one. */
export const RateAboveTable = inShownWords(story, () => ({
  inputs: { ...age70, expectedRate: 19.5 },
  shows: [STATUS.noEstimate()],
  hides: [...others('noEstimate'), m.availableLabel()],
}));

export const ErrorValueCapped = valueCappedStory();
