import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import {
  earningsRowsFromTable,
  parseEarningsRecord,
  readEarningsPaste,
  readEarningsRows,
  splitEarningsText,
  type EarningsRecordReading,
} from './earningsRecordParser';
import { taxableMaximum, wageIndexCents } from '../rules/socialSecurity/piaFormula';
import { piaFromEarnings } from './earningsPia';
import { expectFiniteAndNonNegative } from '../testing/financeTestKit';

// Fixtures: made-up earnings of made-up workers, never a real person's, laid out as each browser puts the
// "Earnings Record" table of my Social Security on the clipboard, and as the paper/PDF Statement copies as text.
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'earningsFixtures', name), 'utf8');
const madeUpRecord: Record<number, number> = Object.fromEntries(
  Object.entries(JSON.parse(fixture('made-up-record.json')) as Record<string, number>).map(([y, a]) => [Number(y), a]),
);
/** What a page does with the clipboard's text/html: the browser's DOMParser, here jsdom's. */
const tableRowsOf = (html: string) =>
  earningsRowsFromTable(new new JSDOM('').window.DOMParser().parseFromString(html, 'text/html'));
const codes = (reading: EarningsRecordReading) => reading.problems.map((p) => p.code);

describe('the my Social Security "Earnings Record" table, as each browser copies it (text/plain)', () => {
  it.each([
    ['Chrome: a row a line, cells split by tabs', 'chrome.txt', 'tab-separated'],
    ['Edge on Windows: the same with CRLF line ends', 'edge.txt', 'tab-separated'],
    ['Firefox: tabs, spaces around cells, the caption line above', 'firefox.txt', 'tab-separated'],
    ['Safari: one cell a line, no-break spaces after some dollar signs', 'safari.txt', 'cell-per-line'],
    ['a copy that lost its tabs: columns of spaces', 'spaced.txt', 'spaced'],
  ])('%s → every year 1984–2025 exactly, 2026 "Not yet recorded"', (_, name, format) => {
    const reading = parseEarningsRecord(fixture(name), { currentYear: 2026 });
    expect(reading.earnings).toEqual(madeUpRecord);
    expect(reading.format).toBe(format);
    expect(reading.problems).toEqual([{ code: 'not-yet-recorded', year: 2026, line: expect.any(Number) }]);
    expect(reading.rows.map((r) => r.year)).toEqual(Object.keys(madeUpRecord).map(Number));
    expect(reading.earnings[1991]).toBe(0);
  });
});

describe('the same table as text/html, read with DOMParser (the rows logic runs here without a DOM)', () => {
  it.each([
    ['Chrome: html, body and StartFragment comments around the table', 'chrome.html'],
    ['Edge on Windows: the CF_HTML description lines first, CRLF', 'edge.html'],
    ['Firefox: the year as a row header (th scope="row")', 'firefox.html'],
    ['Safari: inline styles, spans, &nbsp; and a hidden column label inside each amount cell', 'safari.html'],
  ])('%s → every year 1984–2025 exactly', (_, name) => {
    const rows = tableRowsOf(fixture(name));
    expect(rows[0]).toEqual(['Work Year', 'Taxed Social Security Earnings', 'Taxed Medicare Earnings']);
    const reading = readEarningsRows(rows, { currentYear: 2026 });
    expect(reading.earnings).toEqual(madeUpRecord);
    expect(reading.format).toBe('table');
    expect(codes(reading)).toEqual(['not-yet-recorded']);
  });

  it('readEarningsPaste prefers the table’s rows, and falls back to the text when the HTML holds no year row', () => {
    const fromTable = readEarningsPaste({ tableRows: tableRowsOf(fixture('chrome.html')), text: 'garbage' });
    expect(fromTable.format).toBe('table');
    expect(fromTable.earnings).toEqual(madeUpRecord);
    const fallback = readEarningsPaste({ tableRows: tableRowsOf('<p>2019</p>'), text: fixture('chrome.txt') });
    expect(fallback.format).toBe('tab-separated');
    expect(fallback.earnings).toEqual(madeUpRecord);
    expect(readEarningsPaste({ text: fixture('chrome.txt') }).earnings).toEqual(madeUpRecord);
    expect(codes(readEarningsPaste({}))).toEqual(['empty-paste']);
  });
});

describe('the paper or PDF Statement, copied as text', () => {
  const expected = JSON.parse(fixture('paper-statement.json')) as {
    ranges: Record<string, number>;
    years: Record<string, number>;
  };

  it.each([
    ['a row a line', 'paper-statement.txt'],
    ['everything on one line', 'paper-statement-one-line.txt'],
  ])(
    '%s: single years exactly (2018 and 2019 at the taxable maximum: the Social Security column, not Medicare’s)',
    (_, name) => {
      const reading = parseEarningsRecord(fixture(name), { currentYear: 2026 });
      for (const [year, amount] of Object.entries(expected.years))
        expect(reading.earnings[Number(year)], year).toBe(amount);
      expect(reading.earnings[2018]).toBe(128_400);
      expect(reading.earnings[2019]).toBe(132_900);
      expect(reading.problems.filter((p) => p.code === 'year-range')).toEqual([
        { code: 'year-range', year: 1982, toYear: 1990, amount: 187_340, line: expect.any(Number) },
        { code: 'year-range', year: 1991, toYear: 2000, amount: 512_800, line: expect.any(Number) },
      ]);
      expect(codes(reading)).not.toContain('partial-table');
    },
  );

  it('a multi-year row is spread over its years in proportion to each year’s wage index, to the cent, each under its maximum', () => {
    const reading = parseEarningsRecord(fixture('paper-statement.txt'), { currentYear: 2026 });
    const share = (year: number) => reading.earnings[year]!;
    let total = 0;
    for (let year = 1982; year <= 1990; year++) {
      total += Math.round(share(year) * 100);
      expect(share(year)).toBeLessThanOrEqual(taxableMaximum(year));
      expect(reading.rows.find((r) => r.year === year)!.from).toBe('range');
    }
    expect(total).toBe(187_340_00);
    // 1990's share over 1982's is AWI(1990) / AWI(1982) = 21,027.98 / 14,531.34 (to the cent of rounding).
    expect(share(1990) / share(1982)).toBeCloseTo(wageIndexCents(1990)! / wageIndexCents(1982)!, 4);
  });

  it('a range above the sum of its maximums is capped at that sum, and said so', () => {
    const reading = parseEarningsRecord('1951-1952\t$10,000', { currentYear: 2026 });
    expect(reading.earnings).toEqual({ 1951: 3600, 1952: 3600 });
    expect(reading.problems).toContainEqual({
      code: 'above-maximum',
      year: 1951,
      toYear: 1952,
      amount: 10_000,
      limit: 7200,
      line: 1,
    });
  });

  it('a range reaching back before 1951 keeps only 1951 on and says so; one running backwards or over 60 years is refused', () => {
    const reading = parseEarningsRecord('1946-1955 $20,000', { currentYear: 2026 });
    expect(Object.keys(reading.earnings).map(Number)).toEqual([1951, 1952, 1953, 1954, 1955]);
    expect(codes(reading)).toEqual(['year-range', 'before-1951']);
    expect(codes(parseEarningsRecord('1990-1981 $5,000'))).toEqual(['unreadable-year-range', 'empty-record']);
    expect(codes(parseEarningsRecord('1900-1990 $5,000'))).toEqual(['unreadable-year-range', 'empty-record']);
  });

  it('the record read from the paper Statement gives a PIA (ranges approximate only their own years)', () => {
    const reading = parseEarningsRecord(fixture('paper-statement.txt'), { currentYear: 2026 });
    const result = piaFromEarnings({ birthDate: '1960-04-12', earnings: reading.earnings });
    expect(result.status).toBe('ok');
    expect(result.eligibilityYear).toBe(2022);
    expect(result.aime).toBeGreaterThan(0);
  });
});

describe('what is wrong with a paste, as codes', () => {
  it('empty: nothing, or only blanks → empty-paste (format none)', () => {
    for (const text of ['', '  \n\t \r\n ', '\u00a0']) {
      expect(parseEarningsRecord(text)).toEqual({
        earnings: {},
        rows: [],
        problems: [{ code: 'empty-paste' }],
        format: 'none',
      });
    }
  });

  it('not an earnings table (a Statement’s benefit estimates) → unknown-format, nothing read', () => {
    const reading = parseEarningsRecord(fixture('unknown.txt'));
    expect(reading.problems).toEqual([{ code: 'unknown-format' }]);
    expect(reading.earnings).toEqual({});
  });

  it('a selection cut in the middle of a row (Chrome) → partial-table at line 1, the whole rows read', () => {
    const reading = parseEarningsRecord(fixture('partial.txt'), { currentYear: 2026 });
    expect(Object.keys(reading.earnings).map(Number)).toEqual([
      2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013,
    ]);
    expect(reading.problems).toEqual([{ code: 'partial-table', line: 1 }]);
  });

  it('years missing between the first and the last → partial-table with the missing years', () => {
    const reading = parseEarningsRecord('2020\t$50,000\n2017\t$45,000\n2016\t$44,000', { currentYear: 2026 });
    expect(reading.problems).toEqual([{ code: 'partial-table', years: [2018, 2019] }]);
    expect(reading.earnings).toEqual({ 2016: 44_000, 2017: 45_000, 2020: 50_000 });
  });

  it('a year before 1951 or after this year is left out and said so', () => {
    const reading = parseEarningsRecord('2030\t$50,000\n2025\t$40,000\n1950\t$2,000', { currentYear: 2026 });
    expect(reading.earnings).toEqual({ 2025: 40_000 });
    expect(reading.problems).toEqual([
      { code: 'future-year', year: 2030, amount: 50_000, line: 1 },
      { code: 'before-1951', year: 1950, amount: 2000, line: 3 },
    ]);
  });

  it('an amount above the year’s maximum is capped at it and said so (2025: $250,000 → $176,100)', () => {
    const reading = parseEarningsRecord('2025\t$250,000', { currentYear: 2026 });
    expect(reading.earnings).toEqual({ 2025: 176_100 });
    expect(reading.rows).toEqual([{ year: 2025, amount: 250_000, counted: 176_100, from: 'row', line: 1 }]);
    expect(reading.problems).toEqual([{ code: 'above-maximum', year: 2025, amount: 250_000, limit: 176_100, line: 1 }]);
  });

  it('a blank year, a negative or wordy amount, and a year given twice are each said', () => {
    const text = ['2021\t\t', '2020\t(1,200)', '2019\tunknown', '2018\t$45,000', '2018\t$46,000'].join('\n');
    const reading = parseEarningsRecord(text, { currentYear: 2026 });
    expect(reading.earnings).toEqual({ 2018: 45_000 });
    expect(reading.problems).toEqual([
      { code: 'blank-year', year: 2021, line: 1 },
      { code: 'unreadable-amount', year: 2020, line: 2 },
      { code: 'unreadable-amount', year: 2019, line: 3 },
      { code: 'duplicate-year', year: 2018, amount: 46_000, line: 5 },
    ]);
    // Two or more words after a year make a sentence, not a row: passed over (and the year is missing).
    expect(codes(parseEarningsRecord('2020\t$1\n2019\tabout forty\n2018\t$1'))).toEqual(['partial-table']);
    // The same year twice with the same amount (pasted twice) is not a problem.
    expect(codes(parseEarningsRecord('2018\t$45,000\n2018\t$45,000'))).toEqual([]);
  });

  it('a record of zeros → empty-record', () => {
    expect(codes(parseEarningsRecord('2020\t$0\t$0\n2019\t$0\t$0'))).toEqual(['empty-record']);
  });
});

describe('layouts and amounts', () => {
  it('the Medicare column first (a header says so): the Social Security column is still the one read', () => {
    const text = 'Work Year\tTaxed Medicare Earnings\tTaxed Social Security Earnings\n2018\t$141,250\t$128,400';
    expect(parseEarningsRecord(text).earnings).toEqual({ 2018: 128_400 });
    const spaced = 'Year  Medicare earnings  Social Security earnings\n2018  $141,250  $128,400';
    expect(parseEarningsRecord(spaced).earnings).toEqual({ 2018: 128_400 });
  });

  it('amounts with or without $ and commas, with cents, in single-spaced columns; "2019 2019" is $2,019 earned in 2019', () => {
    const text = '2021 45000\n2020 $44,123.50\n2019 2019\n2018 $ 1,000 $1,000';
    expect(parseEarningsRecord(text, { currentYear: 2026 }).earnings).toEqual({
      2018: 1000,
      2019: 2019,
      2020: 44_123.5,
      2021: 45_000,
    });
  });

  it('ranges written with an en dash, "to" or "through"; footnote marks after a year; "Medicare Began in 1966"', () => {
    const reading = parseEarningsRecord(
      '1963 – 1964\t$2,000\n1965*\t$4,800\tMedicare Began in 1966\n1966 through 1967\t$1,000',
    );
    expect(Object.keys(reading.earnings).map(Number)).toEqual([1963, 1964, 1965, 1966, 1967]);
    expect(reading.earnings[1965]).toBe(4800);
    expect(codes(reading)).toEqual(['year-range', 'year-range']);
  });

  it('a line of prose that starts with a year is not a row', () => {
    expect(parseEarningsRecord('2025 Social Security Statement\n2024\t$10,000').earnings).toEqual({ 2024: 10_000 });
  });

  it('splitEarningsText: tabs keep blank cells; spaced lines become year-then-amount cells', () => {
    expect(splitEarningsText('2019\t\t$5\n').rows[0]).toEqual(['2019', '', '$5']);
    expect(splitEarningsText('2019    $45,678   Not yet recorded').rows).toEqual([
      ['2019', '$45,678', 'Not yet recorded'],
    ]);
  });

  it('default current year: the newest year with a taxable maximum (2026)', () => {
    expect(codes(parseEarningsRecord('2027\t$5,000\n2026\t$5,000'))).toEqual(['future-year']);
  });
});

/** A made-up record rendered as one of the layouts a paste arrives in. */
const layouts = ['tabs', 'crlf', 'spaced', 'cell-per-line', 'html'] as const;
function render(record: [number, number][], layout: (typeof layouts)[number], dollars: boolean): string | string[][] {
  const money = (cents: number) => {
    const text = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0 });
    return dollars ? `$${text}` : text.replace(/,/g, '');
  };
  const rows = [['Work Year', 'Taxed Social Security Earnings', 'Taxed Medicare Earnings']].concat(
    record.map(([year, cents]) => [String(year), money(cents), money(cents)]),
  );
  if (layout === 'html') return rows;
  if (layout === 'cell-per-line') return rows.flat().join('\n');
  if (layout === 'spaced') return rows.map((r) => r.join('   ')).join('\n');
  return rows.map((r) => r.join('\t')).join(layout === 'crlf' ? '\r\n' : '\n');
}

describe('earnings record parser properties', () => {
  it('any record, in any layout, with or without $ and commas, reads back exactly', () => {
    const record = fc
      .uniqueArray(fc.integer({ min: 1951, max: 2026 }), { minLength: 1, maxLength: 50 })
      .chain((years) =>
        fc.tuple(
          ...years
            .sort((a, b) => b - a)
            .map((year) => fc.tuple(fc.constant(year), fc.integer({ min: 0, max: taxableMaximum(year) * 100 }))),
        ),
      );
    fc.assert(
      fc.property(record, fc.constantFrom(...layouts), fc.boolean(), (rows, layout, dollars) => {
        const pasted = render(rows, layout, dollars);
        const reading =
          typeof pasted === 'string'
            ? parseEarningsRecord(pasted, { currentYear: 2026 })
            : readEarningsRows(pasted, { currentYear: 2026 });
        expect(reading.earnings).toEqual(Object.fromEntries(rows.map(([year, cents]) => [year, cents / 100])));
        expect(codes(reading).filter((c) => c !== 'partial-table' && c !== 'empty-record')).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('any text: no throw, every amount finite, 0 or more and at most its year’s maximum, every year 1951 to the current year', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: fc.constantFrom(...'0123456789$,.-–()\t\n \u00a0abNotyecrd'.split('')), maxLength: 400 }),
      fc
        .array(fc.tuple(fc.integer({ min: 1800, max: 2200 }), fc.double(), fc.string()), { maxLength: 30 })
        .map((rows) => rows.map(([year, amount, rest]) => `${year}\t$${amount}\t${rest}`).join('\n')),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 1990, max: 2100 }), (pasted, currentYear) => {
        const reading = parseEarningsRecord(pasted, { currentYear });
        expectFiniteAndNonNegative(reading);
        for (const [year, amount] of Object.entries(reading.earnings)) {
          expect(Number(year)).toBeGreaterThanOrEqual(1951);
          expect(Number(year)).toBeLessThanOrEqual(currentYear);
          expect(amount).toBeLessThanOrEqual(taxableMaximum(Number(year)));
        }
      }),
      { numRuns: 500 },
    );
    expectFiniteAndNonNegative(parseEarningsRecord(`2019\t$${'9'.repeat(400)}`));
    expectFiniteAndNonNegative(parseEarningsRecord(null as never));
  });
});
