import { unitWords } from '../../kit/NumberInput/NumberInput';
import * as m from './messages';

/**
 * A config's `unit` is a code the articles share in both languages ("$", "%", "years", "dollars";
 * content/es keeps it as the English writes it): these are its words in the reader's language. "$"
 * and "%" never reach here (they choose money and percent inputs); another unit is shown as given.
 */
export function configUnitWords(unit: string): string {
  if (unit === 'dollars') return m.unitDollars();
  if (unit === 'months') return m.unitMonths();
  return unitWords(unit);
}
