import type { Meta } from '@storybook/react-vite';
import { ReverseMortgageCalculator } from './ReverseMortgageCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Reverse mortgage calculator',
  tags: ['!autodocs'],
  component: ReverseMortgageCalculator,
  ...frame,
} satisfies Meta<typeof ReverseMortgageCalculator>;
export default meta;

const STATUS = {
  eligible: /^Eligible$/,
  notEligible: 'Not eligible',
  cashNeeded: 'Cash needed at closing',
  noEstimate: 'No estimate',
};
const others = (shown: keyof typeof STATUS) =>
  Object.entries(STATUS)
    .filter(([name]) => name !== shown)
    .map(([, text]) => text);
const age70 = {
  homeValue: 400000,
  youngestBorrowerAge: 70,
  mortgageBalance: 50000,
  expectedRate: 6,
  closingCosts: 3000,
};

/** The defaults: eligible by age, money available. */
export const Defaults = story({ shows: [STATUS.eligible, 'Money available to you'], hides: others('eligible') });

/** 78, no mortgage, a 550,000 home: eligible, with money available. */
export const FilledIn = story({
  inputs: { homeValue: 550000, youngestBorrowerAge: 78, mortgageBalance: 0, expectedRate: 5.5, closingCosts: 3500 },
  shows: [STATUS.eligible, 'Money available to you'],
  hides: others('eligible'),
});

/** The youngest borrower under 62: not eligible, no figures. */
export const NotEligible = story({
  inputs: { ...age70, youngestBorrowerAge: 58 },
  shows: [STATUS.notEligible],
  hides: [...others('notEligible'), 'Money available to you'],
});

/** A mortgage larger than the loan can pay off: cash needed at closing. */
export const Shortfall = story({
  inputs: { ...age70, mortgageBalance: 300000 },
  shows: [STATUS.cashNeeded, 'Cash you would bring to closing'],
  hides: others('cashNeeded'),
});

/** An expected rate above HUD's table (18.875 %): no estimate rather than a made-up one. */
export const RateAboveTable = story({
  inputs: { ...age70, expectedRate: 19.5 },
  shows: [STATUS.noEstimate],
  hides: [...others('noEstimate'), 'Money available to you'],
});

export const ErrorValueCapped = valueCappedStory();
