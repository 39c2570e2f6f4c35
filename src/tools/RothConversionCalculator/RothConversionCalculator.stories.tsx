import type { Meta } from '@storybook/react-vite';
import { RothConversionCalculator } from './RothConversionCalculator';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';
import { CUT, inShownWords, textBefore, withCuts } from '../shared/testing/storyWords';
import { formatCurrency } from '../../kit/format';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Roth conversion calculator',
  tags: ['!autodocs'],
  component: RothConversionCalculator,
  ...frame,
} satisfies Meta<typeof RothConversionCalculator>;
export default meta;

const age60 = {
  currentAge: 60,
  iraBalance: 400000,
  conversionAmount: 50000,
  currentTaxBracket: 12,
  retirementTaxBracket: 22,
  returnRate: 6,
  yearsUntilRetirement: 7,
};
/** The recommendation badge's own text, exactly (so "Favorable" does not match "Not Favorable"), read from the catalog. */
const badge = (word: () => string) => new RegExp(`^${word()}$`);

/** The defaults (22 % now and later, 7 % growth for 10 years): "Neutral", since the tax money kept would grow as much as the Roth saves. */
export const Defaults = inShownWords(story, () => ({
  shows: [badge(m.neutral)],
  hides: [badge(m.notFavorable), badge(m.favorable)],
}));

/** The reader's example: 24 % now, 12 % later over 15 years loses $13,243 counting the growth of the tax money. */
export const HigherBracketNow = inShownWords(story, () => ({
  inputs: {
    currentAge: 50,
    iraBalance: 500000,
    conversionAmount: 40000,
    currentTaxBracket: 24,
    retirementTaxBracket: 12,
    returnRate: 7,
    yearsUntilRetirement: 15,
  },
  shows: [badge(m.notFavorable), '-$13,243'],
  hides: [badge(m.favorable)],
}));

/** With the reader's income and Social Security: the tax from the engine and the limits beside the verdict. */
export const WithYourIncome = inShownWords(story, () => ({
  inputs: {
    ...age60,
    currentAge: 67,
    conversionAmount: 20000,
    otherIncome: 20000,
    socialSecurity: 24000,
    filingStatus: 'single',
    yearsUntilRetirement: 0,
  },
  shows: [m.changesTitle(), withCuts(m.limitMoreSocialSecurity({ amount: CUT }))],
}));

/** 12 % now, 22 % later: converting is "Favorable" and breaks even in a year. */
export const FilledIn = inShownWords(story, () => ({
  inputs: age60,
  shows: [badge(m.favorable), m.breakEvenYears({ years: 1 })],
  hides: [badge(m.notFavorable), badge(m.neutral)],
}));

/** 24 % now, 12 % later: "Not Favorable", never breaks even. */
export const NotFavorableNever = inShownWords(story, () => ({
  inputs: {
    currentAge: 55,
    iraBalance: 500000,
    conversionAmount: 100000,
    currentTaxBracket: 24,
    retirementTaxBracket: 12,
    returnRate: 0,
    yearsUntilRetirement: 10,
  },
  shows: [badge(m.notFavorable), m.breakEvenNever()],
}));

/** The same bracket and no growth: "Neutral". */
export const NeutralSameBracket = inShownWords(story, () => ({
  inputs: { ...age60, currentTaxBracket: 22, retirementTaxBracket: 22, returnRate: 0 },
  shows: [badge(m.neutral)],
}));

/** Asking to convert more than the balance: the whole balance is used, and the result says so. */
export const ConversionMoreThanBalance = inShownWords(story, () => ({
  inputs: { ...age60, iraBalance: 40000 },
  shows: [textBefore(m.clampedNote({ amount: CUT })), badge(m.favorable)],
}));

/** No IRA balance: nothing to compare, a prompt instead of a recommendation. */
export const NothingToCompare = inShownWords(story, () => ({
  inputs: { ...age60, iraBalance: 0 },
  shows: [m.notReadyEmpty({ zero: formatCurrency(0) }), m.calculateToSee()],
}));

export const ErrorValueCapped = valueCappedStory();
