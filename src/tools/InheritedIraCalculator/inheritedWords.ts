/**
 * The inherited IRA engine's facts (src/finance/estate/inheritedIraPlan.ts: which rule, which
 * sentence, which figures) in the reader's language, from this folder's catalog (src/i18n/phrase.ts;
 * the RMD tool's rmdWords.ts is the model). Money is formatted by the kit's formatter; a divisor
 * reads as the IRS tables print it ("26.5", "27.0"); years have no thousands separator.
 */
import type { InheritedRule } from '../../finance/estate/inheritedIraBounds';
import { FIVE_YEAR_RULE_YEARS, TEN_YEAR_RULE_YEARS } from '../../finance/rules/tax/rmdTable';
import { formatDecimal, tidy } from '../../i18n/numberText';
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
