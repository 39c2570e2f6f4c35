// Validates every article (the same compiler the build uses) and prints a table.
import fs from 'node:fs';
import path from 'node:path';
import { compileFile } from './content-compiler';

const dir = 'content/articles';
let failed = 0;
for (const f of fs
  .readdirSync(dir)
  .filter((n) => n.endsWith('.md'))
  .sort()) {
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
process.exit(failed ? 1 : 0);
