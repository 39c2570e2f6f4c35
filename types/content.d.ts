declare module '*.md' {
  const article: import('../src/articles/types').Article;
  export default article;
}

/**
 * The glossary terms some tool field's label holds (scripts/content-plugin.ts), for the "What is …?"
 * disclosures: what matching a label needs here, the definitions in their own module, fetched when
 * a reader reaches for a disclosure.
 */
declare module 'virtual:evergreen/field-terms' {
  const terms: import('../src/glossary/terms').MatchableTerm[];
  export default terms;
}
declare module 'virtual:evergreen/field-term-definitions' {
  /** Definition by term id. */
  const definitions: Readonly<Record<string, string>>;
  export default definitions;
}
