import type { Meta } from '@storybook/react-vite';
import { TaxImpactCalculator } from './TaxImpactCalculator';
import { toolStories, typeInto, valueCappedStory } from '../shared/testing/toolStories';
import { widowPart } from './widowLoader';
import { tool } from './tool';
import { CUT, cappedAt, inShownWords, startsWith, textBefore } from '../shared/testing/storyWords';
import { formatCurrency } from '../../kit/format';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
// The widow's tax is fetched when a year of death is entered in the site; the stories have it up front.
const meta = {
  title: 'Tools/Tax impact calculator',
  tags: ['!autodocs'],
  component: TaxImpactCalculator,
  ...frame,
  loaders: [async () => ({ widow: await widowPart.load() })],
} satisfies Meta<typeof TaxImpactCalculator>;
export default meta;

// Words read from the catalog when a story plays, in the language it is shown in (storyWords.ts).
const EMPTY = () => m.emptyMessage();
const RESULT = () => m.federalTaxLabel();
const single66 = {
  filingStatus: 'single',
  age: 66,
  socialSecurity: 30000,
  pensionIncome: 20000,
  traditionalWithdrawals: 30000,
  rothWithdrawals: 0,
  investmentIncome: 0,
  otherIncome: 0,
  taxYear: 2023,
};

/** No income yet: the prompt instead of figures. */
export const Defaults = inShownWords(story, () => ({ shows: [EMPTY()], hides: [RESULT()] }));

/** Single, 66, with Social Security, a pension and IRA withdrawals (2023): 85 % of Social Security taxed, 22 % top bracket. */
export const FilledIn = inShownWords(story, () => ({
  inputs: single66,
  shows: [RESULT(), /^22\s?%$/],
  hides: [EMPTY()],
}));

/** A married couple with large withdrawals (2025): the 24 % bracket. */
export const HighIncomeJoint = inShownWords(story, () => ({
  inputs: {
    filingStatus: 'marriedJoint',
    age: 70,
    socialSecurity: 50000,
    pensionIncome: 40000,
    traditionalWithdrawals: 250000,
    rothWithdrawals: 20000,
    investmentIncome: 15000,
    otherIncome: 0,
    taxYear: 2025,
  },
  shows: [RESULT(), /^24\s?%$/],
}));

/** A joint return where only one spouse is 65 or over (67 and 62, 2026): one 65+ amount and one senior deduction, 39,850 in all. */
export const JointSpouseUnder65 = inShownWords(story, () => ({
  inputs: { filingStatus: 'marriedJoint', age: 67, spouseAge: 62, pensionIncome: 80000, taxYear: 2026 },
  shows: [m.spouseAgeLabel(), '$39,850', '$4,322'],
}));

const couple70 = {
  filingStatus: 'marriedJoint',
  age: 70,
  spouseAge: 70,
  socialSecurity: 48000,
  spouseSocialSecurity: 18000,
  traditionalWithdrawals: 120000,
  taxYear: 2026,
};

/**
 * "If one of us dies in 2027" (the widow's tax): single from 2028, the tax 8,102 higher on 18,000 less income; premiums from 2030
 * follow the single return of 2028 (MAGI 145,500: tier 2, 2,885 a year). src/finance/tax/widowsTax.test.ts works it by hand.
 */
export const WidowsTax = inShownWords(story, () => ({
  inputs: { ...couple70, deathYear: 2027 },
  shows: [
    m.widowFirstYear({
      deathYear: 2027,
      year: 2028,
      change: 'rises',
      amount: formatCurrency(8_102),
      lost: formatCurrency(18_000),
    }),
    m.premiumsTier({ tier: 2, amount: formatCurrency(2_885) }),
    textBefore(m.widowQualifyingSpouse({ year: CUT, second: 'none' })),
  ],
}));

/** A year of death before the tax year: a sentence, no survivor table. */
export const ErrorDeathYearBeforeTaxYear = inShownWords(story, () => ({
  inputs: { ...couple70, deathYear: 2020 },
  shows: [m.errorBeforeTaxYear({ deathYear: 2020, taxYear: 2026 })],
  hides: [m.widowCaption()],
}));

/** Social Security alone (24,000 a year): none of it is taxed, so no federal income tax. */
export const SocialSecurityOnly = inShownWords(story, () => ({
  inputs: { filingStatus: 'single', age: 70, socialSecurity: 24000, taxYear: 2026 },
  shows: [RESULT(), /^\$0(\.00)?$/],
}));

/** An age above the SPEC §5 bound of 100: the field uses 100 and says so in plain words. */
export const ClampedAge = inShownWords(story, () => ({
  inputs: single66,
  act: typeInto(startsWith(m.ageLabel()), '120'),
  shows: [cappedAt('100')],
}));

export const ErrorValueCapped = valueCappedStory();
