import { readFileSync, writeFileSync } from 'node:fs';
import { setLocale, type Locale } from '../../../i18n/locale';
import { text } from '../../../i18n/text';
import type { ToolDefinition } from '../../defineTool';
import usage from './myDetailsUsage.json';
import howInSpanish from './myDetailsUsageHow.es.json';

/**
 * The My details page lists where each answer is used from myDetailsUsage.json and its words from
 * myDetailsUsage.messages.{en,es}.json, not from the tools' fields.ts: those carry each tool's field
 * list and its finance module, and loading all of them put the page over its JavaScript budget. The
 * catalog holds each field's label as the tool's own catalog words it, in each language, and the
 * field's "how" note (English in the tools; its Spanish is kept in myDetailsUsageHow.es.json). This
 * test keeps the three files equal to what the field lists say; after changing a tool's My-details
 * fields or its words, rewrite them with
 *   UPDATE_MY_DETAILS_USAGE=1 npx vitest run src/tools/shared/form/myDetailsUsage.node.test.ts
 */
const tools = Object.values(import.meta.glob<ToolDefinition>('/src/tools/*/tool.ts', { import: 'tool', eager: true }));
// The page lists the tools in the committed file's order; a tool new to it goes last.
const committedOrder = usage.map((tool) => tool.toolId);
const rank = (toolId: string) =>
  committedOrder.includes(toolId) ? committedOrder.indexOf(toolId) : committedOrder.length;
const CATALOG = 'src/tools/shared/form/myDetailsUsage.messages';

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** A catalog message that is these words exactly: ICU reads braces and an apostrophe before one specially. */
function asMessage(words: string): string {
  if (/[{}]/.test(words)) throw new Error(`"${words}": braces would be read as a value; reword the field`);
  return words;
}

function usesOfMyDetails() {
  return tools
    .map((tool) => ({ toolId: tool.id, fields: tool.scenario?.myDetails ?? {} }))
    .filter((tool) => Object.keys(tool.fields).length > 0)
    .sort((a, b) => rank(a.toolId) - rank(b.toolId) || a.toolId.localeCompare(b.toolId))
    .map(({ toolId, fields }) => ({
      toolId,
      // A field only other tools' saved inputs answer (orSavedIn without a My-details answer) is not a use of My details.
      fields: Object.entries(fields).flatMap(([id, field]) =>
        field && field.from.length > 0 ? [{ key: `${camel(toolId)}${pascal(id)}`, field }] : [],
      ),
    }));
}

function usageFromFieldLists() {
  return usesOfMyDetails().map(({ toolId, fields }) => ({
    toolId,
    fields: fields.map(({ key, field }) =>
      field.how ? { label: key, from: [...field.from], how: `${key}How` } : { label: key, from: [...field.from] },
    ),
  }));
}

/** The catalog in one language: each field's label as its tool says it then, and its note. */
function catalogFromFieldLists(locale: Locale): Record<string, string> {
  setLocale(locale);
  try {
    const catalog: Record<string, string> = {};
    for (const { fields } of usesOfMyDetails()) {
      for (const { key, field } of fields) {
        catalog[key] = asMessage(text(field.label));
        if (!field.how) continue;
        const how = locale === 'en' ? field.how : (howInSpanish as Record<string, string>)[field.how];
        if (how === undefined) throw new Error(`myDetailsUsageHow.es.json has no Spanish for "${field.how}"`);
        catalog[`${key}How`] = asMessage(how);
      }
    }
    return catalog;
  } finally {
    setLocale('en');
  }
}

const committedCatalog = (locale: Locale) =>
  JSON.parse(readFileSync(`${CATALOG}.${locale}.json`, 'utf8')) as Record<string, string>;

describe('myDetailsUsage.json and its catalog: the My details page’s list of uses', () => {
  it('is what the tools’ field lists say, in the site’s tool order, in each language (rewrite them as the comment says if not)', () => {
    const expected = usageFromFieldLists();
    const catalogs = { en: catalogFromFieldLists('en'), es: catalogFromFieldLists('es') };
    if (process.env.UPDATE_MY_DETAILS_USAGE) {
      writeFileSync('src/tools/shared/form/myDetailsUsage.json', `${JSON.stringify(expected, null, 2)}\n`);
      for (const locale of ['en', 'es'] as const)
        writeFileSync(`${CATALOG}.${locale}.json`, `${JSON.stringify(catalogs[locale], null, 2)}\n`);
    }
    expect(usage).toEqual(expected);
    expect(committedCatalog('en')).toEqual(catalogs.en);
    expect(committedCatalog('es')).toEqual(catalogs.es);
  });

  it('names the fields a reader would look for (RMD age from the birth year; the planner’s filing status; the Medicare tool’s filing status for IRMAA)', () => {
    const en = committedCatalog('en');
    const es = committedCatalog('es');
    const rmd = usage.find((tool) => tool.toolId === 'rmd');
    expect(rmd?.fields[0]).toEqual({ label: 'rmdAge', from: ['birthYear'], how: 'rmdAgeHow' });
    expect(en.rmdAge).toBe('Your age at the end of the tax year');
    expect(en.rmdAgeHow).toBe('age on 31 December of the tax year chosen in the tool');
    expect(es.rmdAge).toBe('Su edad al final del año tributario');
    expect(es.rmdAgeHow).toBe('la edad el 31 de diciembre del año tributario elegido en la herramienta');
    const planner = usage.find((tool) => tool.toolId === 'withdrawal-planner');
    expect(planner?.fields.map((f) => en[f.label])).toContain('Filing status');
    expect(usage.find((tool) => tool.toolId === 'medicare-cost')?.fields).toEqual([
      { label: 'medicareCostFilingStatus', from: ['filingStatus'] },
    ]);
    expect(en.medicareCostFilingStatus).toBe('Filing status on that tax return');
  });
});
