// Validates every article (the same compiler the build uses) and prints a table; then every
// translation (content/<locale>/articles/*.md): it must keep the English article's structure
// (scripts/content-locale.ts) and read as plainly in its language, and the articles it still lacks
// are listed.
import fs from 'node:fs';
import path from 'node:path';
import { compileFile, compileLocalizedArticle, translatedArticleFile } from './content-compiler';
import { DEFAULT_LOCALE, LOCALES } from './content-locale';
import { readToolPages } from './tool-index.mjs';
import { READING_EASE } from './readability-es';

const dir = 'content/articles';
const files = fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.md'))
  .sort();
let failed = 0;
for (const f of files) {
  try {
    const a = compileFile(path.join(dir, f));
    console.log(
      `${a.slug.padEnd(48)} ${String(a.word_count).padStart(5)} words  ${String(a.reading_time).padStart(2)} min  Flesch ${a.readability_score}`,
    );
  } catch (e) {
    failed++;
    console.error(`FAIL ${(e as Error).message}`);
  }
}

const known = {
  slugs: new Set(files.map((f) => f.slice(0, -3))),
  toolIds: new Set(readToolPages(process.cwd()).map((tool) => tool.id)),
};
for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  if (!(locale in READING_EASE)) throw new Error(`scripts/readability-es.ts: no reading ease for ${locale}`);
  const { formula, minimum } = READING_EASE[locale as keyof typeof READING_EASE];
  const missing: string[] = [];
  console.log(`\n— ${locale}: ${formula} of ${minimum} or more`);
  for (const f of files) {
    const englishFile = path.join(dir, f);
    if (!translatedArticleFile(englishFile, locale)) {
      missing.push(f.slice(0, -3));
      continue;
    }
    try {
      const a = compileLocalizedArticle(englishFile, locale, known);
      const low = a.readability_score < minimum;
      if (low) failed++;
      console.log(
        `${low ? 'FAIL ' : ''}${a.slug.padEnd(48)} ${String(a.word_count).padStart(5)} words  ${String(a.reading_time).padStart(2)} min  ${formula} ${a.readability_score}${low ? ` (below ${minimum}: shorter sentences, shorter words)` : ''}`,
      );
    } catch (e) {
      failed++;
      console.error(`FAIL ${(e as Error).message}`);
    }
  }
  console.log(
    `${files.length - missing.length} of ${files.length} articles translated; not yet (their /${locale}/ pages show the English, marked so): ${missing.join(', ') || 'none'}`,
  );
}
process.exit(failed ? 1 : 0);
