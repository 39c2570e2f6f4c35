/**
 * The RMD engine's facts (src/finance/rmd.ts: which sentence, which figures) in the reader's
 * language, from this folder's catalogs (src/i18n/phrase.ts). Money is formatted here, by the kit's
 * formatter; a start age of 70.5 reads "70½", as the IRS writes it.
 */
import { formatCurrency, formatNumber } from '../../kit/format';
import type { RmdAssumption, RmdFormula, RmdNote, RmdSpouseNote } from '../../finance/tax/rmd';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

/** An RMD start age as the IRS writes it: 70.5 → "70½", 73 → "73". */
export const startAgeWords = (age: number) => (age === 70.5 ? '70½' : formatNumber(age));

/** How each figure of a fact reads, by its name: a divisor as the IRS tables print it ("24.6"). */
const FORMATS: FactFormats = {
  startAge: startAgeWords,
  divisor: (divisor: number) => formatNumber(divisor, 1),
  rmdAmount: formatCurrency,
  savings: formatCurrency,
  uniformRmdAmount: formatCurrency,
  growthRate: (rate: number) => formatNumber(rate, 2),
  growthFactor: (factor: number) => formatNumber(factor, 2),
};

const NOTES = {
  enterAge: m.enterAge,
  enterBalance: m.enterBalance,
  emptyAccount: m.emptyAccount,
  tooYoung: m.tooYoung,
  due: m.due,
  notDueYet: m.notDueYet,
};
const SPOUSE_NOTES = {
  jointTable: m.spouseJointTable,
  olderSpouse: m.spouseOlder,
  notMuchYounger: m.spouseNotMuchYounger,
};
/** Each assumption's label, and its value's words. */
const ASSUMPTION_LABELS = {
  taxYear: m.assumedTaxYear,
  uniformTable: m.assumedDivisorTable,
  jointTable: m.assumedDivisorTable,
  startAge: m.assumedStartAge,
  growth: m.assumedGrowth,
  excise: m.assumedExcise,
};
const ASSUMPTION_VALUES = {
  taxYear: m.taxYearValue,
  uniformTable: m.uniformTableValue,
  jointTable: m.jointTableValue,
  startAge: m.startAgeValue,
  growth: m.growthValue,
  excise: m.exciseValue,
};
const FORMULAS = { rmd: m.formulaRmd, monthly: m.formulaMonthly, nextBalance: m.formulaNextBalance };

/** The sentence under the results (or in place of them): the note, then what the spouse's age changed. */
export function noteWords(note: RmdNote, spouse: RmdSpouseNote | null = null): string {
  const main = phrase(note, NOTES, FORMATS);
  return spouse ? `${main} ${phrase(spouse, SPOUSE_NOTES, FORMATS)}` : main;
}

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<RmdAssumption, RmdFormula>({
  labels: ASSUMPTION_LABELS,
  values: ASSUMPTION_VALUES,
  formulas: FORMULAS,
  formats: FORMATS,
});
