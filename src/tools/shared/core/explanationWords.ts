import type { Assumption } from '../../../kit';
import { phrase, type Fact, type FactFormats, type Phrasebook } from '../../../i18n/phrase';
import { citeSource } from './citeSource';
import { explained } from './explained';

/**
 * What a tool's words file says of its engine's "How this is calculated" facts: each assumption's
 * label and value, each formula, and how the figures read (src/i18n/phrase.ts).
 */
export interface ExplanationPhrasebook<A extends Fact, F extends Fact> {
  /** Each assumption's label; it gets the fact, for a label that names one of its figures. */
  labels: { readonly [Id in A['id']]: (fact: never) => string };
  /** Each assumption's value, phrased with `formats` (unless `value` words it). */
  values?: Phrasebook<A>;
  /** Each formula, phrased with `formats`. */
  formulas: Phrasebook<F>;
  formats?: FactFormats;
  /** Words an assumption's value where the phrasebook alone cannot (figures that vary by line). */
  value?: (fact: A) => string;
  /** One source for every line, in place of the one each fact cites (a model said in words). */
  source?: () => string;
}

export interface ExplanationWords<A extends Fact, F extends Fact> {
  /** An assumption as a labelled line, its source as the engine cites it (`citeSource`). */
  assumptionWords: (fact: A) => Assumption;
  formulaWords: (formula: F) => string;
  /** The engine's explanation worded, for the kit's HowCalculated. */
  explanationWords: (result: { assumptions: readonly A[]; formulas: readonly F[] }) => {
    assumptions: Assumption[];
    formulas: string[];
  };
}

/** The one way every tool words its engine's assumptions and formulas (docs/CONVENTIONS.md, "Words and formats"). */
export function explanationPhrases<A extends Fact, F extends Fact>(
  book: ExplanationPhrasebook<A, F>,
): ExplanationWords<A, F> {
  const { labels, values, formulas, formats = {}, value, source } = book;
  const assumptionWords = (fact: A): Assumption => {
    const cited = (fact as A & { source?: string }).source;
    return {
      label: (labels[fact.id as A['id']] as (fact: A) => string)(fact),
      value: value ? value(fact) : phrase(fact, values as Phrasebook<A>, formats),
      ...(source ? { source: source() } : citeSource(cited)),
    };
  };
  const formulaWords = (formula: F): string => phrase(formula, formulas, formats);
  return {
    assumptionWords,
    formulaWords,
    explanationWords: (result) => explained(result, assumptionWords, formulaWords),
  };
}
