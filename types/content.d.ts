declare module '*.md' {
  const article: import('../src/articles/types').Article;
  export default article;
}

/**
 * The glossary terms some tool field's label holds (scripts/content-plugin.ts), for the "What is …?"
 * disclosures: what matching a label needs here, the definitions in their own module, fetched when
 * a reader reaches for a disclosure. By language: a site build's own, or every language where all
 * are built at once (the development server, Vitest, Storybook).
 */
declare module 'virtual:evergreen/field-terms' {
  const terms: Readonly<Partial<Record<import('../src/i18n/locale').Locale, import('../src/glossary/terms').MatchableTerm[]>>>;
  export default terms;
}
declare module 'virtual:evergreen/field-term-definitions' {
  /** Definition by term id, by language. */
  const definitions: Readonly<Partial<Record<import('../src/i18n/locale').Locale, Readonly<Record<string, string>>>>>;
  export default definitions;
}

/** Each tool's loader by id, made at build time from the tools' definitions (scripts/tool-index-plugin.ts). */
declare module 'virtual:evergreen/tool-loaders' {
  const loaders: Readonly<Record<string, import('../src/tools/types').ToolLoader>>;
  export default loaders;
}
/** The words of each tool with a page of its own, by id (scripts/tool-index-plugin.ts). */
declare module 'virtual:evergreen/tool-pages' {
  const pages: Readonly<Record<string, import('../src/tools/toolTexts').ToolText>>;
  export default pages;
}
/** For each tool with a page of its own, by id, a loader of that page's own module (scripts/tool-index-plugin.ts). */
declare module 'virtual:evergreen/tool-page-loaders' {
  const loaders: Readonly<Record<string, () => Promise<{ default: import('../src/app/toolPage').ToolPageData }>>>;
  export default loaders;
}
/** Each tool page's "Checked … against …" line, by id (content/checked.json; scripts/tool-index-plugin.ts). */
declare module 'virtual:evergreen/tool-checked' {
  const lines: Readonly<Record<string, import('../src/articles/CheckedAgainst').CheckedLine>>;
  export default lines;
}
