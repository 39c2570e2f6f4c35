import type { Meta } from '@storybook/react-vite';
import { RothConversionCalculator } from './RothConversionCalculator';
import { toolStories, valueCappedStory } from '../shared/toolStories';

const { frame, story } = toolStories('roth-conversion', 'Roth Conversion Calculator', 'Compare converting part of a traditional IRA with leaving it where it is.');
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = { title: 'Tools/Roth conversion calculator', tags: ['!autodocs'], component: RothConversionCalculator, ...frame } satisfies Meta<typeof RothConversionCalculator>;
export default meta;

const age60 = { currentAge: 60, iraBalance: 400000, conversionAmount: 50000, currentTaxBracket: 12, retirementTaxBracket: 22, returnRate: 6, yearsUntilRetirement: 7 };
/** The recommendation badge's own text, exactly (so "Favorable" does not match "Not Favorable"). */
const badge = (word: string) => new RegExp(`^${word}$`);

/** The defaults (22 % now and later, 7 % growth for 10 years): "Favorable". */
export const Defaults = story({ shows: [badge('Favorable')], hides: [badge('Not Favorable'), badge('Neutral')] });

/** 12 % now, 22 % later: converting is "Favorable" and breaks even in a year. */
export const FilledIn = story({ inputs: age60, shows: [badge('Favorable'), '1 year'], hides: [badge('Not Favorable'), badge('Neutral')] });

/** 24 % now, 12 % later: "Not Favorable", never breaks even. */
export const NotFavorableNever = story({
  inputs: { currentAge: 55, iraBalance: 500000, conversionAmount: 100000, currentTaxBracket: 24, retirementTaxBracket: 12, returnRate: 0, yearsUntilRetirement: 10 },
  shows: [badge('Not Favorable'), 'Never'],
});

/** The same bracket and no growth: "Neutral". */
export const NeutralSameBracket = story({ inputs: { ...age60, currentTaxBracket: 22, retirementTaxBracket: 22, returnRate: 0 }, shows: [badge('Neutral')] });

/** Asking to convert more than the balance: the whole balance is used, and the result says so. */
export const ConversionMoreThanBalance = story({ inputs: { ...age60, iraBalance: 40000 }, shows: [/You asked to convert more than your IRA balance/, badge('Favorable')] });

/** No IRA balance: nothing to compare, a prompt instead of a recommendation. */
export const NothingToCompare = story({ inputs: { ...age60, iraBalance: 0 }, shows: ['Enter your IRA balance and an amount to convert to compare the two choices.', 'Recommendation: Calculate to see'] });

export const ErrorValueCapped = valueCappedStory();
