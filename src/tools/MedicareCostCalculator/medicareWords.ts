/**
 * The Medicare cost engine's facts (src/finance/health/medicareCost.ts: which cost, which line of
 * "How this is calculated", which MAGI band) in the reader's language, from this folder's catalogs
 * (src/i18n/phrase.ts). Money is formatted here; CMS premiums to the cent, as CMS sets them.
 */
import { formatCurrency } from '../../kit/format';
import {
  MEDICARE_TOP_TIER,
  type MedicareAssumption,
  type MedicareBand,
  type MedicareFormula,
  type MedicareLineId,
} from '../../finance/health/medicareCost';
import { phrase, type FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

/** CMS sets premiums to the cent, so hints and the explanation quote them as CMS does ($202.90). */
export const cmsDollars = (n: number): string => m.cmsDollars({ amount: n.toFixed(2) });

/** A tier's MAGI band as CMS words it: "up to $109,000", "over $205,000 and less than $500,000", "$500,000 or more". */
export function bandWords(band: MedicareBand): string {
  const upTo = formatCurrency(band.upTo ?? 0);
  if (band.above === null) return band.endsBelowEdge ? m.bandLessThan({ upTo }) : m.bandUpTo({ upTo });
  const above = formatCurrency(band.above);
  if (band.upTo === null) return m.bandOrMore({ above });
  return band.endsBelowEdge ? m.bandOverLessThan({ above, upTo }) : m.bandOverUpTo({ above, upTo });
}

/** "Tier 2 of 5" or "Standard premium (no income-related adjustment)". */
export const tierWords = (tier: number): string =>
  tier === 0 ? m.tierStandard() : m.tierOf({ tier, topTier: MEDICARE_TOP_TIER });

const LINES: Record<MedicareLineId, () => string> = {
  partB: m.linePartB,
  partBIrmaa: m.linePartBIrmaa,
  partDIrmaa: m.linePartDIrmaa,
  partD: m.linePartD,
  medigap: m.lineMedigap,
  partBDeductible: m.linePartBDeductible,
  outOfPocket: m.lineOutOfPocket,
  advantage: m.lineAdvantage,
};

/** A cost of the breakdown by name. */
export const lineWords = (id: MedicareLineId): string => LINES[id]();

const FORMATS: FactFormats = {
  magi: formatCurrency,
  band: bandWords,
  partBMonthly: cmsDollars,
  partBAdjustment: cmsDollars,
  partDAdjustment: cmsDollars,
};
/** Each line's amount: premiums to the cent, the deductible in whole dollars. */
const AMOUNT_FORMATS: Record<string, (n: number) => string> = {
  partBPremium: cmsDollars,
  partDBase: cmsDollars,
  partBDeductible: formatCurrency,
};

const LABELS = {
  ...m.assumedById,
  irmaaNotEntered: m.assumedIrmaa,
  irmaaStandard: m.assumedIrmaa,
  irmaaTier: m.assumedIrmaa,
};

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<MedicareAssumption, MedicareFormula>({
  labels: LABELS,
  formulas: m.formulaById,
  value: (fact) =>
    phrase({ ...fact, topTier: MEDICARE_TOP_TIER }, m.valueById, {
      ...FORMATS,
      amount: AMOUNT_FORMATS[fact.id] ?? formatCurrency,
    }),
});
