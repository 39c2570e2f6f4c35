import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const read = (name: string) => fs.readFileSync(path.join(__dirname, name), 'utf8');

describe("the planner dialog's words come with the dialog, not before the page is idle", () => {
  it("only the lazily fetched PlannerDialog.tsx imports planner.messages; the view's catalog has none of its words", () => {
    const view = read('RothConversionCalculator.tsx');
    expect(view).toMatch(/lazy\(\(\) => import\('\.\/PlannerDialog'\)\)/);
    expect(view).not.toMatch(/planner\.messages/);
    expect(read('PlannerDialog.tsx')).toMatch(/from '\.\/planner\.messages'/);
    for (const lang of ['en', 'es']) {
      const viewWords = Object.keys(JSON.parse(read(`messages.${lang}.json`)) as object);
      const plannerWords = Object.keys(JSON.parse(read(`planner.messages.${lang}.json`)) as object);
      expect(plannerWords.length, lang).toBeGreaterThan(0);
      expect(
        viewWords.filter((key) => plannerWords.includes(key)),
        lang,
      ).toEqual([]);
    }
  });
});
