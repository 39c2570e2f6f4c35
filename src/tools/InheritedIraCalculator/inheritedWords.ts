/**
 * The inherited IRA engine's facts (src/finance/estate/inheritedIraPlan.ts: which rule, which
 * sentence, which figures) in the reader's language, from this folder's catalog (src/i18n/phrase.ts;
 * the RMD tool's rmdWords.ts is the model). Money is formatted by the kit's formatter; a divisor
 * reads as the IRS tables print it ("26.5", "27.0"); years have no thousands separator.
 */
import type { Assumption } from '../../finance/core/types';
import type { InheritedRule } from '../../finance/estate/inheritedIraBounds';
import type {
  DayOfYear,
  InheritedAssumption,
  InheritedFormula,
  InheritedIraProblem,
  InheritedRowNote,
  InheritedWhy,
} from '../../finance/estate/inheritedIraPlan';
import { FIVE_YEAR_RULE_YEARS, TEN_YEAR_RULE_YEARS } from '../../finance/rules/tax/rmdTable';
import { formatDecimal, tidy } from '../../i18n/numberText';
import { phrase, type FactFormats, type Phrasebook } from '../../i18n/phrase';
import { formatCurrency, formatNumber, monthName } from '../../kit/format';
import * as m from './messages';

/** A divisor as the IRS tables print it, one decimal always: 26 → "26.0", 26.5 → "26.5". */
export const divisorWords = (divisor: number) =>
  formatDecimal(tidy(divisor, 1), { minFraction: 1, maxFraction: 1, grouping: false });

/** The rule's name, as the results' badge and the spouse's other choice show it. */
export function ruleWords(rule: InheritedRule): string {
  switch (rule) {
    case 'treatAsOwn':
      return m.ruleTreatAsOwn();
    case 'lifeExpectancy':
      return m.ruleLifeExpectancy();
    case 'tenYear':
      return m.ruleTenYear({ years: TEN_YEAR_RULE_YEARS });
    case 'tenYearWithYearlyRmd':
      return m.ruleTenYearWithYearlyRmd({ years: TEN_YEAR_RULE_YEARS });
    case 'fiveYear':
      return m.ruleFiveYear({ years: FIVE_YEAR_RULE_YEARS });
    case 'ownerLifeExpectancy':
      return m.ruleOwnerLifeExpectancy();
  }
}

/** An age as the IRS writes it: 70.5 → "70½", 73 → "73". */
export const ageWords = (age: number) => (Number.isInteger(age) ? formatNumber(age) : `${Math.floor(age)}½`);

/** How each figure of a fact reads, by its name. Years are written without a thousands separator. */
const FORMATS: FactFormats = {
  startAge: ageWords,
  ownStartAge: ageWords,
  earlyAge: ageWords,
  rbdDate: ({ month, day }: DayOfYear) => m.dayMonth({ day, month: monthName(month) }),
  rule: ruleWords,
  tableDivisor: (divisor: number) => formatNumber(divisor, 1),
  lifeExpectancy: (years: number) => formatNumber(years, 1),
  waivedYears: (years: readonly number[]) => years.join(', '),
  notices: (notices: readonly string[]) => notices.join(', '),
  growthRate: (rate: number) => formatNumber(rate, 2),
  own: (own: 'recalculated' | 'fixed') => (own === 'recalculated' ? m.ownRecalculated() : m.ownFixed()),
};

const PROBLEMS: Phrasebook<InheritedIraProblem> = {
  ownerBirthYear: m.problemOwnerBirthYear,
  deathMissing: m.problemDeathMissing,
  deathAfterYear: m.problemDeathAfterYear,
  deathBeforeBirth: m.problemDeathBeforeBirth,
  birthMissing: m.problemBirthMissing,
  tooOld: m.problemTooOld,
  bornAfterDeath: m.problemBornAfterDeath,
  spouseTooYoung: m.problemSpouseTooYoung,
  negativeBalance: () => m.problemNegativeBalance({ zero: formatCurrency(0) }),
};

const WHY: Phrasebook<InheritedWhy> = {
  youAre: m.whyYouAre,
  preSecure: m.whyPreSecure,
  rothRbd: m.whyRothRbd,
  rbd: m.whyRbd,
  ownRoth: m.whyOwnRoth,
  ownTraditional: m.whyOwnTraditional,
  spouseBeneficiary: m.whySpouseBeneficiary,
  lifeExpectancy: m.whyLifeExpectancy,
  minorTurns: m.whyMinorTurns,
  tenYear: m.whyTenYear,
  tenYearWithYearly: m.whyTenYearWithYearly,
  fiveYear: m.whyFiveYear,
  ownerLifeExpectancy: m.whyOwnerLifeExpectancy,
};

const ASSUMPTION_LABELS = { ...m.assumedById, rbdRoth: m.assumedRbd };
const ASSUMPTION_VALUES: Phrasebook<InheritedAssumption> = {
  rule: ({ rule }: { rule: string }) => rule,
  rbdRoth: m.rbdRothValue,
  rbd: m.rbdValue,
  divisor: m.divisorValue,
  tableRow: m.tableRowValue,
  waived: m.waivedValue,
  excise: m.exciseValue,
  growth: m.growthValue,
};

const ROW_NOTES: Record<InheritedRowNote, () => string> = {
  final: m.noteFinal,
  waived: m.noteWaived,
  deathYear: m.noteDeathYear,
  none: m.noteNone,
};

/** What to change in the form, in a sentence. */
export const problemWords = (problem: InheritedIraProblem): string => phrase(problem, PROBLEMS, FORMATS);

/** One reason the rule applies. */
export const whyWords = (why: InheritedWhy): string => phrase(why, WHY, FORMATS);

/** A schedule row's reason for having no divisor, or "—" when it has one. */
export const rowNoteWords = (note: InheritedRowNote | null): string => (note === null ? '—' : ROW_NOTES[note]());

/** "How this is calculated": each assumption as a labelled line, its source as the rules cite it. */
export function assumptionWords(fact: InheritedAssumption): Assumption {
  const line: Assumption = {
    label: phrase(fact, ASSUMPTION_LABELS, FORMATS),
    value: phrase(fact, ASSUMPTION_VALUES, FORMATS),
  };
  if ('source' in fact) line.source = fact.source;
  return line;
}

export const formulaWords = (formula: InheritedFormula): string => phrase(formula, m.formulaById, FORMATS);
