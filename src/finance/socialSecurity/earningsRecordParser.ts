/**
 * Reads an earnings record the reader pasted (issue I3, items 2 and 6): the "Earnings Record" table of
 * the my Social Security website as each browser puts it on the clipboard (text/plain: cells split by
 * tabs, by runs of spaces, or one cell a line; text/html: a table, whose rows the page reads with the
 * browser's DOMParser and hands to `readEarningsRows`), or the table of the paper or PDF Statement
 * copied as text (multi-year rows such as "1981-1990"). The Social Security column counts; the Medicare
 * column is ignored. Pure: rows of cells in, years and amounts and problem codes out (the words layer
 * says them), so every rule here runs in Node.
 */
import { MAX_MONEY } from '../core/num';
import {
  FIRST_COUNTED_EARNINGS_YEAR,
  PIA_SERIES_NEWEST_YEAR,
  taxableMaximum,
  wageIndexCents,
} from '../rules/socialSecurity/piaFormula';

/**
 * What the reader should be told about a paste, as codes:
 * - 'empty-paste': nothing but blanks;
 * - 'unknown-format': no row with a year and an amount (keep the paste; offer the typed table);
 * - 'partial-table': years missing between the first and the last (`years`), or cells cut off before
 *   the first year or after the last (`line`);
 * - 'before-1951': a year before 1951, left out (only later years count);
 * - 'future-year': a year after `currentYear`, left out;
 * - 'above-maximum': more than the year's taxable maximum (`amount`), capped at it (`limit`);
 * - 'blank-year': a year with no amount, left out;
 * - 'not-yet-recorded': SSA has not yet recorded the year, left out;
 * - 'year-range': a row for several years (`year` to `toYear`, total `amount`), spread over them in
 *   proportion to the national average wage of each year (each year's own figure is on the online record);
 * - 'duplicate-year': a year given twice with different amounts; the first is kept (`amount` is the other);
 * - 'unreadable-amount': an amount that is not a dollar figure (or is negative), left out;
 * - 'unreadable-year-range': a range that runs backwards or spans more than 60 years, left out;
 * - 'empty-record': rows were read but no year has any earnings.
 */
export type EarningsProblemCode =
  | 'empty-paste'
  | 'unknown-format'
  | 'partial-table'
  | 'before-1951'
  | 'future-year'
  | 'above-maximum'
  | 'blank-year'
  | 'not-yet-recorded'
  | 'year-range'
  | 'duplicate-year'
  | 'unreadable-amount'
  | 'unreadable-year-range'
  | 'empty-record';

export interface EarningsProblem {
  code: EarningsProblemCode;
  /** The year concerned (a range's first year). */
  year?: number;
  /** A range's last year. */
  toYear?: number;
  /** The amount as read, dollars (for a range: its total). */
  amount?: number;
  /** The taxable maximum it was capped at, dollars (for a range: the sum over its years). */
  limit?: number;
  /** 'partial-table': the years missing between the first and the last. */
  years?: number[];
  /** The row of the paste (1 = the first line or table row). */
  line?: number;
}

/** One year as read. */
export interface EarningsRecordRow {
  year: number;
  /** The amount as read (for a spread range, this year's share), dollars. */
  amount: number;
  /** What counts: `amount` capped at the year's taxable maximum. */
  counted: number;
  /** 'row': the year's own row; 'range': a share of a multi-year row. */
  from: 'row' | 'range';
  line: number;
}

export type EarningsPasteFormat = 'table' | 'tab-separated' | 'spaced' | 'cell-per-line' | 'none';

export interface EarningsRecordReading {
  /** Year → the amount that counts (capped), every year read from 1951 to `currentYear`: piaFromEarnings' `earnings`. */
  earnings: Record<number, number>;
  /** The years read, in calendar order. */
  rows: EarningsRecordRow[];
  problems: EarningsProblem[];
  /** How the paste was laid out. */
  format: EarningsPasteFormat;
}

export interface EarningsReadOptions {
  /** The calendar year now: later years are future. Default: the newest year with a taxable maximum (2026). */
  currentYear?: number;
}

/** The structure of a parsed HTML document this reads (what DOMParser returns), so the row logic runs without a DOM. */
export interface TableDocumentLike {
  querySelectorAll(selectors: 'tr'): ArrayLike<{ cells: ArrayLike<{ textContent: string | null }> }>;
}

const LONGEST_RANGE_YEARS = 60;
const YEAR = String.raw`\d{4}`;
const RANGE_JOINER = String.raw`\s*(?:-|–|—|‐|−)\s*|\s+(?:to|thru|through)\s+`;
/** A year or a range, alone in its cell, with footnote marks allowed after it. */
const YEAR_CELL = new RegExp(String.raw`^(${YEAR})(?:(?:${RANGE_JOINER})(${YEAR}))?\s*[*†‡¹²³]*$`, 'i');
const NOT_YET_RECORDED = /not\s+yet\s+recorded/i;
const MEDICARE_BEGAN = /medicare\s+began\s+in\s+\d{4}/i;
const MONEY = String.raw`\(?\s*[-−]?\s*\$?\s*[-−]?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*\)?`;
const MONEY_CELL = new RegExp(String.raw`^${MONEY}$`);
const MONEY_ANYWHERE = /\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?/g;
/** Tokens of a line with no tabs: ranges, phrases, amounts, and runs of words kept together. */
const TOKENS = new RegExp(
  // Blanks first, so that a range after a word ("Earnings 1982-1990") is read as a range, not as "1982" and "-1990".
  String.raw`\s*(?:` +
    [
      NOT_YET_RECORDED.source,
      MEDICARE_BEGAN.source,
      String.raw`${YEAR}(?:${RANGE_JOINER})${YEAR}`,
      MONEY,
      String.raw`[^\s\d$(]+(?:[ \t]+[^\s\d$(]+)*`,
    ].join('|') +
    ')',
  'gi',
);

const clean = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '');

type Cell =
  | { kind: 'year'; from: number; to: number }
  | { kind: 'money'; cents: number; strong: boolean }
  | { kind: 'negative' }
  | { kind: 'not-yet-recorded' }
  | { kind: 'blank' }
  | { kind: 'text'; words: number };

function readYearCell(text: string): Cell | null {
  const match = YEAR_CELL.exec(text.trim());
  if (!match) return null;
  const from = Number(match[1]);
  return { kind: 'year', from, to: match[2] === undefined ? from : Number(match[2]) };
}

function readMoney(text: string): Cell {
  const negative = /[-−]/.test(text) || (text.includes('(') && text.includes(')'));
  const [whole, fraction = ''] = text.replace(/[^\d.]/g, '').split('.');
  const cents = Math.min(Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)), MAX_MONEY * 100);
  if (negative && cents > 0) return { kind: 'negative' };
  return { kind: 'money', cents, strong: /[$,]/.test(text) };
}

/** A value cell: an amount, "Not yet recorded", blank, or text; an amount inside other words counts if it is the only one. */
function readValueCell(raw: string): Cell {
  const text = raw.trim();
  if (text === '' || /^[-–—]$/.test(text)) return { kind: 'blank' };
  if (NOT_YET_RECORDED.test(text)) return { kind: 'not-yet-recorded' };
  if (MEDICARE_BEGAN.test(text)) return { kind: 'text', words: 4 };
  if (MONEY_CELL.test(text)) return readMoney(text);
  const amounts = text.match(MONEY_ANYWHERE) ?? [];
  if (amounts.length === 1 && /\$|,/.test(amounts[0]!)) return readMoney(amounts[0]!);
  return { kind: 'text', words: (text.match(/[A-Za-z]+/g) ?? []).length };
}

const isYear = (text: string) => readYearCell(text) !== null;
/** Two words or more and no amount: a heading or a sentence, not a value. */
const isSentence = (text: string) => {
  const cell = readValueCell(text);
  return cell.kind === 'text' && cell.words >= 2;
};
const isValue = (text: string) => {
  const cell = readValueCell(text);
  return cell.kind === 'money' || cell.kind === 'negative' || cell.kind === 'not-yet-recorded';
};

/** A line without tabs as cells: a year or range first, then amounts; words stay together as one cell. */
function tokenize(line: string): string[] {
  return (line.match(TOKENS) ?? []).map((token) => token.trim()).filter((token) => token !== '');
}

/**
 * A line of the PDF Statement can hold several rows ("1991-2000 $512,800 $512,800 2001 $71,250 …") and
 * the headings before them: a new row starts at a year that follows words, a dollar amount or "Not yet
 * recorded" (not at a bare number after a year: "2019 2019" is $2,019 earned in 2019).
 */
function splitRowsInLine(cells: string[]): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const cell of cells) {
    const previous = row[row.length - 1];
    const startsRow =
      previous !== undefined &&
      (!isYear(row[0]!) ||
        (row.length > 1 && (NOT_YET_RECORDED.test(previous) || (MONEY_CELL.test(previous) && /[$,]/.test(previous)))));
    if (startsRow && isYear(cell)) {
      rows.push(row);
      row = [];
    }
    row.push(cell);
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/**
 * Splits pasted text into rows of cells: tab-separated when the paste has tabs, else by tokens; then joins
 * "one cell a line" pastes (a line with only a year, then lines with only an amount) into rows.
 */
export function splitEarningsText(text: string): { rows: string[][]; format: EarningsPasteFormat } {
  const lines = clean(text).split('\n');
  const tabbed = lines.some((line) => line.includes('\t'));
  const split = lines.map((line) => (tabbed ? line.split('\t').map((cell) => cell.trim()) : tokenize(line)));
  const rows: string[][] = [];
  let joined = false;
  for (let i = 0; i < split.length; i++) {
    const cells = split[i]!;
    const filled = cells.filter((cell) => cell !== '');
    if (filled.length === 1 && isYear(filled[0]!)) {
      const row = [filled[0]!];
      let next = i + 1;
      while (next < split.length && row.length < 3) {
        const nextFilled = split[next]!.filter((cell) => cell !== '');
        if (nextFilled.length === 0) {
          next++;
          continue;
        }
        if (nextFilled.length !== 1 || !isValue(nextFilled[0]!)) break;
        row.push(nextFilled[0]!);
        next++;
      }
      if (row.length > 1) {
        joined = true;
        rows.push(row);
        i = next - 1;
        continue;
      }
    }
    rows.push(...(tabbed ? [cells] : splitRowsInLine(cells)));
  }
  const format: EarningsPasteFormat = joined ? 'cell-per-line' : tabbed ? 'tab-separated' : 'spaced';
  return { rows, format };
}

/** The rows of every table in a parsed HTML document (from DOMParser), as the text of their cells. */
export function earningsRowsFromTable(document: TableDocumentLike): string[][] {
  return Array.from(document.querySelectorAll('tr'), (row) =>
    Array.from(row.cells, (cell) =>
      clean(cell.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
}

/**
 * Which value cell holds the Social Security earnings: 0 (the first after the year) unless a header puts
 * the Medicare column first, or puts columns between.
 */
function socialSecurityColumn(rows: readonly (readonly string[])[], firstData: number): number {
  const ss = /social\s+security/i;
  const medicare = /medicare/i;
  for (let r = 0; r < firstData; r++) {
    const cells = rows[r]!;
    const ssAt = cells.findIndex((cell) => ss.test(cell) && !medicare.test(cell));
    const medicareAt = cells.findIndex((cell) => medicare.test(cell) && !ss.test(cell));
    if (ssAt >= 0 && medicareAt >= 0) {
      const yearAt = cells.findIndex((cell) => /year/i.test(cell));
      return Math.max(0, ssAt - (yearAt >= 0 && yearAt < ssAt ? yearAt : 0) - 1);
    }
  }
  const before = rows.slice(0, firstData).flat().join(' ');
  const ssAt = before.search(/social\s+security\s+earnings|taxed\s+social\s+security/i);
  const medicareAt = before.search(/medicare\s+earnings|taxed\s+medicare/i);
  return ssAt >= 0 && medicareAt >= 0 && medicareAt < ssAt ? 1 : 0;
}

/** The cents of a multi-year row spread over its years in proportion to each year's wage index, each capped. */
function spreadRange(from: number, to: number, cents: number): { year: number; cents: number; limit: number }[] {
  const years = Array.from({ length: to - from + 1 }, (_, i) => {
    const year = from + i;
    return {
      year,
      weight: wageIndexCents(Math.max(year, FIRST_COUNTED_EARNINGS_YEAR))!,
      limit: taxableMaximum(year) * 100,
      cents: 0,
    };
  });
  let left = cents;
  let open = years.filter((y) => y.limit > 0);
  while (left > 0 && open.length > 0) {
    const weights = open.reduce((sum, y) => sum + y.weight, 0);
    let given = 0;
    for (const y of open) {
      const share = Math.min(Math.floor((left * y.weight) / weights), y.limit - y.cents);
      y.cents += share;
      given += share;
    }
    left -= given;
    open = open.filter((y) => y.cents < y.limit);
    if (given === 0) {
      // Less than a cent per year is left: hand it out a cent at a time.
      for (const y of open) {
        if (left === 0) break;
        y.cents += 1;
        left -= 1;
      }
      open = open.filter((y) => y.cents < y.limit);
    }
  }
  return years.map(({ year, cents: share, limit }) => ({ year, cents: share, limit }));
}

/**
 * Reads rows of cells (from `splitEarningsText`, or `earningsRowsFromTable` for a pasted HTML table):
 * a row is a year (or range) in its first filled cell, then the values; every other row is a heading or
 * prose and is passed over.
 */
export function readEarningsRows(
  rows: readonly (readonly string[])[],
  options: EarningsReadOptions = {},
  format: EarningsPasteFormat = 'table',
): EarningsRecordReading {
  const currentYear = Number.isInteger(options.currentYear)
    ? options.currentYear!
    : PIA_SERIES_NEWEST_YEAR.taxableMaximum;
  const problems: EarningsProblem[] = [];
  const found = new Map<number, EarningsRecordRow>();
  const seen = new Set<number>();
  const dataLines: number[] = [];
  const firstYearCell = (cells: readonly string[]) => cells.findIndex((cell) => cell.trim() !== '');
  const isDataRow = (cells: readonly string[]) => {
    const at = firstYearCell(cells);
    if (at < 0 || !isYear(cells[at]!)) return false;
    // A year followed by a sentence ("2025 Social Security Statement") is prose, not a row.
    const values = cells.slice(at + 1).filter((cell) => cell.trim() !== '');
    return !(values.length > 0 && values.every(isSentence));
  };
  const firstData = rows.findIndex(isDataRow);
  if (rows.every((cells) => cells.every((cell) => cell.trim() === '')))
    return { earnings: {}, rows: [], problems: [{ code: 'empty-paste' }], format: 'none' };
  if (firstData < 0) return { earnings: {}, rows: [], problems: [{ code: 'unknown-format' }], format };
  const column = socialSecurityColumn(rows, firstData);

  const keep = (year: number, cents: number, from: EarningsRecordRow['from'], line: number) => {
    if (seen.has(year)) {
      const kept = found.get(year);
      if (kept && Math.round(kept.amount * 100) !== cents)
        problems.push({ code: 'duplicate-year', year, amount: cents / 100, line });
      return;
    }
    seen.add(year);
    if (year < FIRST_COUNTED_EARNINGS_YEAR) return;
    if (year > currentYear) return;
    const limit = taxableMaximum(year) * 100;
    found.set(year, { year, amount: cents / 100, counted: Math.min(cents, limit) / 100, from, line });
  };

  rows.forEach((cells, index) => {
    const line = index + 1;
    if (!isDataRow(cells)) return;
    dataLines.push(line);
    const at = firstYearCell(cells);
    const { from, to } = readYearCell(cells[at]!) as { from: number; to: number };
    const value = readValueCell(cells[at + 1 + column] ?? '');
    const range = to !== from;
    if (to < from || to - from >= LONGEST_RANGE_YEARS) {
      problems.push({ code: 'unreadable-year-range', year: from, toYear: to, line });
      return;
    }
    const note = (code: EarningsProblemCode, extra: Partial<EarningsProblem> = {}) =>
      problems.push({ code, year: from, ...(range ? { toYear: to } : {}), ...extra, line });
    if (value.kind === 'blank') {
      note('blank-year');
      for (let year = from; year <= to; year++) seen.add(year);
      return;
    }
    if (value.kind === 'not-yet-recorded') {
      note('not-yet-recorded');
      for (let year = from; year <= to; year++) seen.add(year);
      return;
    }
    if (value.kind !== 'money') {
      note('unreadable-amount');
      for (let year = from; year <= to; year++) seen.add(year);
      return;
    }
    if (to < FIRST_COUNTED_EARNINGS_YEAR) {
      note('before-1951', { amount: value.cents / 100 });
      for (let year = from; year <= to; year++) seen.add(year);
      return;
    }
    if (from > currentYear) {
      note('future-year', { amount: value.cents / 100 });
      for (let year = from; year <= to; year++) seen.add(year);
      return;
    }
    if (!range) {
      const limit = taxableMaximum(from) * 100;
      if (value.cents > limit) note('above-maximum', { amount: value.cents / 100, limit: limit / 100 });
      keep(from, value.cents, 'row', line);
      return;
    }
    note('year-range', { amount: value.cents / 100 });
    const shares = spreadRange(from, to, value.cents);
    const limit = shares.reduce((sum, s) => sum + s.limit, 0);
    if (value.cents > limit) note('above-maximum', { amount: value.cents / 100, limit: limit / 100 });
    if (from < FIRST_COUNTED_EARNINGS_YEAR) note('before-1951', { toYear: FIRST_COUNTED_EARNINGS_YEAR - 1 });
    if (to > currentYear) note('future-year', { year: currentYear + 1, toYear: to });
    for (const share of shares) keep(share.year, share.cents, 'range', line);
  });

  // Cells cut off: rows of amounts only, with no year, before the first row or after the last.
  const orphan = (cells: readonly string[]) => {
    const filled = cells.filter((cell) => cell.trim() !== '');
    return filled.length > 0 && filled.every(isValue);
  };
  const lastData = dataLines[dataLines.length - 1]! - 1;
  rows.forEach((cells, index) => {
    if ((index < firstData || index > lastData) && orphan(cells))
      problems.push({ code: 'partial-table', line: index + 1 });
  });
  const years = [...seen].filter((year) => year >= FIRST_COUNTED_EARNINGS_YEAR && year <= currentYear);
  if (years.length > 0) {
    const missing: number[] = [];
    for (let year = Math.min(...years); year <= Math.max(...years); year++) if (!seen.has(year)) missing.push(year);
    if (missing.length > 0) problems.push({ code: 'partial-table', years: missing });
  }

  const read = [...found.values()].sort((a, b) => a.year - b.year);
  if (read.every((row) => row.counted === 0)) problems.push({ code: 'empty-record' });
  return {
    earnings: Object.fromEntries(read.map((row) => [row.year, row.counted])),
    rows: read,
    problems,
    format,
  };
}

/** Reads pasted text (the clipboard's text/plain). */
export function parseEarningsRecord(text: string, options: EarningsReadOptions = {}): EarningsRecordReading {
  const { rows, format } = splitEarningsText(typeof text === 'string' ? text : '');
  return readEarningsRows(rows, options, format);
}

/**
 * Reads a paste from both clipboard flavours: the HTML table's rows when they hold at least one year
 * (the cells are exact there), else the text.
 */
export function readEarningsPaste(
  paste: { tableRows?: readonly (readonly string[])[]; text?: string },
  options: EarningsReadOptions = {},
): EarningsRecordReading {
  if (paste.tableRows && paste.tableRows.length > 0) {
    const fromTable = readEarningsRows(paste.tableRows, options, 'table');
    if (fromTable.rows.length > 0 || !paste.text) return fromTable;
  }
  return parseEarningsRecord(paste.text ?? '', options);
}
