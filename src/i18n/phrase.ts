/**
 * What an engine in src/finance reports instead of English: a fact, which sentence (`id`) and its
 * figures, named as the sentence's message names its values. A tool words a fact with its
 * phrasebook (the message for each id, from its catalog) and formats the figures by their names
 * (money with the kit's formatCurrency…): `phrase(result.note, NOTES, formats)`.
 */
export interface Fact {
  id: string;
}

/** The message for each id a fact may have. */
export type Phrasebook<F extends Fact> = { readonly [Id in F['id']]: (values: never) => string };

/** How a figure reads, by the name of its value; a value without one is given as it is (null reads "none", for a `select`). */
export type FactFormats = Readonly<Record<string, (value: never) => string | number>>;

export function phrase<F extends Fact>(fact: F, book: Phrasebook<F>, formats: FactFormats = {}): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fact))
    values[name] = value === null ? 'none' : formats[name] ? formats[name](value as never) : value;
  return (book[fact.id as F['id']] as (values: unknown) => string)(values);
}
