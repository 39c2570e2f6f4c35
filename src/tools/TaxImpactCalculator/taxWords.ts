/**
 * The tax and widow's-tax engines' facts (src/finance/tax/taxImpact.ts, widowsTax.ts: which line,
 * which figures) in the reader's language, from this folder's catalogs (src/i18n/phrase.ts). Money is
 * formatted here, by the kit's formatter.
 */
import { formatCurrency } from '../../kit/format';
import type { TaxImpactAssumption, TaxImpactFormula } from '../../finance/tax/taxImpact';
import type {
  WidowsTaxAssumption,
  WidowsTaxError,
  WidowsTaxFormula,
  WidowsTaxWarning,
} from '../../finance/tax/widowsTax';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS: FactFormats = {
  basic: formatCurrency,
  additional65: formatCurrency,
  senior: formatCurrency,
  spouseSocialSecurity: formatCurrency,
  total: formatCurrency,
};

const LABELS = {
  taxYear: m.assumedTaxYear,
  brackets: m.assumedBrackets,
  standardDeduction: m.assumedDeduction,
  spousesJoint: m.assumedSpouses,
  spousesSeparate: m.assumedSpouses,
  spousesOwnAge: m.assumedSpouses,
  socialSecurity: m.assumedSocialSecurity,
  separateBase: m.assumedSeparate,
  roth: m.assumedRoth,
  investment: m.assumedInvestment,
  creditsAndState: m.assumedCredits,
  survivor: m.assumedSurvivor,
  filingAfterDeath: m.assumedFilingAfterDeath,
  socialSecurityAfterDeath: m.assumedSocialSecurityAfterDeath,
  medicareAfterDeath: m.assumedMedicareAfterDeath,
  laterYears: m.assumedLaterYears,
};
const VALUES = {
  taxYear: m.taxYearValue,
  brackets: m.bracketsValue,
  standardDeduction: m.deductionValue,
  spousesJoint: m.spousesJointValue,
  spousesSeparate: m.spousesSeparateValue,
  spousesOwnAge: m.spousesOwnAgeValue,
  socialSecurity: m.socialSecurityValue,
  separateBase: m.separateValue,
  roth: m.rothValue,
  investment: m.investmentValue,
  creditsAndState: m.creditsValue,
  survivor: m.survivorValue,
  filingAfterDeath: m.filingAfterDeathValue,
  socialSecurityAfterDeath: m.socialSecurityAfterDeathValue,
  medicareAfterDeath: m.medicareAfterDeathValue,
  laterYears: m.laterYearsValue,
};
const FORMULAS = {
  provisionalIncome: m.formulaProvisionalIncome,
  agi: m.formulaAgi,
  taxableIncome: m.formulaTaxableIncome,
  tax: m.formulaTax,
  effectiveRate: m.formulaEffectiveRate,
  taxChange: m.formulaTaxChange,
  survivorSocialSecurity: m.formulaSurvivorSocialSecurity,
  medicareSurcharge: m.formulaMedicareSurcharge,
};
const PROBLEMS = {
  beforeTaxYear: m.errorBeforeTaxYear,
  pastHorizon: m.errorPastHorizon,
  spouseAboveTotal: m.warningSpouseAboveTotal,
};

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<
  TaxImpactAssumption | WidowsTaxAssumption,
  TaxImpactFormula | WidowsTaxFormula
>({
  labels: LABELS,
  values: VALUES,
  formulas: FORMULAS,
  formats: FORMATS,
});

/** A year of death the tool cannot use, or an input it adjusted, in one sentence. */
export const problemWords = (fact: WidowsTaxError | WidowsTaxWarning): string => phrase(fact, PROBLEMS, FORMATS);
