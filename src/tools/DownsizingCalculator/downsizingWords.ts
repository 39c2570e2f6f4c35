/**
 * The downsizing engine's facts (src/finance/home/downsizing.ts: which row or line, which figures) in the
 * reader's language, from this folder's catalogs (src/i18n/phrase.ts).
 */
import { formatNumber } from '../../kit/format';
import type { DownsizingAssumption, DownsizingFormula, DownsizingRowId } from '../../finance/home/downsizing';
import type { FactFormats } from '../../i18n/phrase';
import * as m from './messages';
import { explanationPhrases } from '../shared/core/explanationWords';

const FORMATS: FactFormats = { percent: (percent: number) => formatNumber(percent, 3) };

/** A before-and-after row's name: "Property tax". */
export const rowWords = (id: DownsizingRowId): string => m.rowById[id]();

/** "How this is calculated": each assumption as a labelled line, its source as the engine cites it; each formula. */
export const { assumptionWords, formulaWords } = explanationPhrases<DownsizingAssumption, DownsizingFormula>({
  labels: m.assumedById,
  values: m.valueById,
  formulas: m.formulaById,
  formats: FORMATS,
});
