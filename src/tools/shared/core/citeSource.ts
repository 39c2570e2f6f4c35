import type { Assumption } from '../../../kit';
import { OWN_MODEL_SOURCE } from '../../../finance/rules/core/ownModel';

/**
 * An engine's source, as "How this is calculated" shows it: a published document by its own
 * (English) name, or Evergreen's own model said in the reader's language.
 */
export function citeSource(source: string | undefined): Pick<Assumption, 'source' | 'ownModel'> {
  if (source === undefined) return {};
  return source === OWN_MODEL_SOURCE ? { ownModel: true } : { source };
}
