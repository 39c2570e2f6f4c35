// `npm run catalogs`: checks every message catalog under src and writes each folder's messages.d.ts
// (the build and the development server do the same when they start). Exits 1 on any problem.
import path from 'node:path';
import { checkAllCatalogs, findCatalogs, writeDeclaration } from './catalogs.ts';

const src = path.resolve('src');
const problems = checkAllCatalogs(src);
for (const problem of problems) console.error(problem);
let written = 0;
for (const base of findCatalogs(src)) if (writeDeclaration(base)) written++;
console.log(`${findCatalogs(src).length} catalogs, ${written} declarations written, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
