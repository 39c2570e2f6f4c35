declare module '*.md' {
  const article: import('../src/articles/types').Article;
  export default article;
}

/** The glossary terms some tool field's label holds (scripts/content-plugin.ts), for the "What is …?" disclosures. */
declare module 'virtual:evergreen/field-terms' {
  const terms: import('../src/glossary/terms').GlossaryTerm[];
  export default terms;
}
