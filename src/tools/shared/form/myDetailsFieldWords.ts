import { myDetails } from '../../../../content/site.json';
import type { MyDetailsKey } from '../../../storage/schemas';

/**
 * My details' field labels (content/site.json), for "Saved to My details: …". SaveToMyDetails fetches
 * this module when the reader saves: a static import of the JSON's named part, so the dynamic import
 * needs no namespace object of the JSON (which split the bundler's runtime out of the entry script).
 */
export const myDetailsFieldWords: Readonly<Record<MyDetailsKey, { label: string }>> = myDetails.fields;
