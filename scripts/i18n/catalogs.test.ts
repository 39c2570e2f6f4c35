import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkAllCatalogs,
  checkCatalog,
  compileCatalog,
  declarationOf,
  messageArguments,
  readCatalog,
} from './catalogs';

const dirs: string[] = [];
/** A catalog in a temporary folder: `{ en: {...}, es: {...} }`, a language left out has no file. */
function catalogAt(files: Record<string, Record<string, string>>, name = 'messages'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  dirs.push(dir);
  for (const [locale, messages] of Object.entries(files))
    fs.writeFileSync(path.join(dir, `${name}.${locale}.json`), JSON.stringify(messages));
  return path.join(dir, name);
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The compiled module of one language, run: its exports by name (the helpers imported from the project). */
async function load(base: string, locale: 'en' | 'es') {
  const code = compileCatalog(
    readCatalog(base),
    { locale },
    {
      modules: {
        runtime: path.resolve('src/i18n/messageRuntime.ts'),
        locale: path.resolve('src/i18n/locale.ts'),
      },
    },
  );
  const file = path.join(path.dirname(base), `compiled-${locale}.ts`);
  fs.writeFileSync(file, code);
  return (await import(file)) as Record<string, (values?: Record<string, unknown>) => string>;
}

describe('message catalogs: the build’s check', () => {
  it('passes a complete pair of catalogs', () => {
    const base = catalogAt({
      en: { close: 'Close', hello: 'Hello {name}' },
      es: { close: 'Cerrar', hello: 'Hola, {name}' },
    });
    expect(checkCatalog(base)).toEqual([]);
  });

  it('fails on a missing Spanish message, an extra key, a missing file and an empty message', () => {
    const base = catalogAt({ en: { close: 'Close', open: 'Open' }, es: { close: '', extra: 'De más' } });
    const problems = checkCatalog(base).join('\n');
    expect(problems).toMatch(/messages\.es\.json "open": no es message/);
    expect(problems).toMatch(/"extra": no such key in the English catalog/);
    expect(problems).toMatch(/"close": the message is empty/);
    expect(checkCatalog(catalogAt({ en: { close: 'Close' } })).join('\n')).toMatch(/messages\.es\.json: missing/);
  });

  it('fails when Spanish asks for a value English does not give, or a message formats a number itself', () => {
    const base = catalogAt({
      en: { due: 'Due in {year}', amount: 'About {value, number, currency}' },
      es: { due: 'Vence en {año}', amount: 'Unos {value}' },
    });
    const problems = checkCatalog(base).join('\n');
    expect(problems).toMatch(/"due": uses \{año\}, which the English message does not take/);
    expect(problems).toMatch(/"amount": \{value, number\} formats a value inside the message/);
  });

  it('fails on a plural case the language does not have, and on a key that is not a camelCase name', () => {
    const base = catalogAt({
      en: { count: '{n, plural, one {# item} other {# items}}', 'bad-key': 'x' },
      es: { count: '{n, plural, few {# cosas} other {# cosas}}', 'bad-key': 'x' },
    });
    const problems = checkCatalog(base).join('\n');
    expect(problems).toMatch(/messages\.es\.json "count": .*few/);
    expect(problems).toMatch(/"bad-key": a key is a camelCase name/);
  });

  it('the site’s own catalogs pass (what the build checks when it starts)', () => {
    expect(checkAllCatalogs(path.resolve('src'))).toEqual([]);
  });
});

describe('message catalogs: compiled to plain functions, one language per build', () => {
  it('English and Spanish plurals, with the number spelled without Intl ("1,000")', async () => {
    const base = catalogAt({
      en: { years: '{count, plural, one {# year} other {# years}}' },
      es: { years: '{count, plural, one {# año} other {# años}}' },
    });
    const en = await load(base, 'en');
    const es = await load(base, 'es');
    expect([0, 1, 2, 1000, 2.5].map((count) => en.years!({ count }))).toEqual([
      '0 years',
      '1 year',
      '2 years',
      '1,000 years',
      '2.5 years',
    ]);
    // CLDR: Spanish is "one" for 1 only, and "many" for 1,000,000 (which falls back to "other" here).
    expect([0, 1, 2, 1_000_000].map((count) => es.years!({ count }))).toEqual([
      '0 años',
      '1 año',
      '2 años',
      '1,000,000 años',
    ]);
  });

  it('a build for one language holds no other language’s words', () => {
    const base = catalogAt({ en: { close: 'Close' }, es: { close: 'Cerrar' } });
    const english = compileCatalog(readCatalog(base), { locale: 'en' });
    expect(english).toContain('"Close"');
    expect(english).not.toContain('Cerrar');
    expect(compileCatalog(readCatalog(base), 'every-language')).toMatch(/Close[\s\S]*Cerrar/);
  });

  it('types each message with the values it takes (messages.d.ts)', () => {
    const base = catalogAt({
      en: { close: 'Close', step: 'Step {now} of {count, plural, one {# step} other {# steps}}' },
      es: { close: 'Cerrar', step: 'Paso {now} de {count, plural, one {# paso} other {# pasos}}' },
    });
    const declaration = declarationOf(readCatalog(base));
    expect(declaration).toContain('export declare function close(): string;');
    expect(declaration).toContain(
      'export declare function step(values: { now: string | number; count: number }): string;',
    );
    expect(messageArguments('{a} {b, select, x {X} other {Y}}', 'en')).toEqual(
      new Map([
        ['a', 'text'],
        ['b', 'text'],
      ]),
    );
  });

  it('gathers the messages named after an engine’s ids into one phrasebook a kind (MESSAGE_GROUPS)', async () => {
    const base = catalogAt({
      en: { adviceSave: 'Save {amount}', adviceWait: 'Wait', healthValue: 'Good', assumedHealth: 'Health', title: 'T' },
      es: {
        adviceSave: 'Ahorre {amount}',
        adviceWait: 'Espere',
        healthValue: 'Buena',
        assumedHealth: 'Salud',
        title: 'T',
      },
    });
    const es = await load(base, 'es');
    const advice = es.adviceById as unknown as Record<string, (values?: Record<string, unknown>) => string>;
    expect(Object.keys(advice)).toEqual(['save', 'wait']);
    expect(advice.save!({ amount: '$5' })).toBe('Ahorre $5');
    expect(Object.keys(es.valueById as object)).toEqual(['health']);
    expect(es).not.toHaveProperty('formulaById');
    expect(compileCatalog(readCatalog(base), 'every-language')).toContain(
      'export const assumedById = { health: assumedHealth };',
    );
    expect(declarationOf(readCatalog(base))).toContain(
      'export declare const adviceById: { readonly save: typeof adviceSave; readonly wait: typeof adviceWait };',
    );
    const clash = catalogAt({ en: { adviceById: 'A' }, es: { adviceById: 'A' } });
    expect(checkCatalog(clash).join('\n')).toMatch(/"adviceById": the name of a group of messages/);
  });
});
