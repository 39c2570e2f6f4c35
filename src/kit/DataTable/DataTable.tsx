/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table roles are written out on purpose: WebKit drops table semantics from elements whose CSS display changes (the stacked layout) unless the roles are explicit. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';
import * as s from './DataTable.css';
import { STACK_THRESHOLDS_EM, type StackThresholdEm } from './DataTable.css';

/** How a DataTable lays out its rows. */
export type DataTableLayout = 'auto' | 'table' | 'stacked';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /**
   * The column heading (`<th scope="col">`). In the stacked layout it is also shown in front of
   * each value of the column, hidden from screen readers, which hear it from the table itself.
   */
  header: string;
  /** What the column shows for one row: usually a formatted figure (`formatCurrency`) or words. */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** Figures: aligned on the right with tabular digits, heading too. Default false. */
  numeric?: boolean;
}

/** Props of {@link DataTable}. `ref`, `className` and every other prop land on the outer `<div>`. */
export interface DataTableProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The table's name, shown above it and announced by screen readers (`<caption>`). */
  caption: ReactNode;
  /** Set to point other elements (a region's aria-labelledby) at the caption. */
  captionId?: string;
  /**
   * The columns, left to right. With `rowHeaders` (the default) the first column names each
   * row: its cells are `<th scope="row">`, and in the stacked layout it heads each group
   * ("2027 · age 67").
   */
  columns: readonly DataTableColumn<Row>[];
  /** The body rows, in order. */
  rows: readonly Row[];
  /** Rows shown in `<tfoot>` after the body, such as a total line. */
  footRows?: readonly Row[];
  /** A stable, unique key for each row (a year, an age, a label). */
  rowKey: (row: Row, rowIndex: number) => string;
  /** Rows to set in bold with a rule above (subtotals, totals). */
  isTotalRow?: (row: Row) => boolean;
  /** Whether the first column is the row header. Default true; false for a one-row summary. */
  rowHeaders?: boolean;
  /**
   * - `auto` (default): a table while its box is wide enough for every column, otherwise one
   *   labelled group per row. Tables of 3 columns or fewer are always tables; they wrap to fit.
   * - `table`: always a table (it still wraps to fit, so keep it to a few short columns).
   * - `stacked`: always one group per row.
   */
  layout?: DataTableLayout;
  /**
   * The width each column needs, in em of the table's 18 px text, before `auto` stacks the rows.
   * Default 6.5: room for "$1,234,567" and the cell padding. Lower it for short figures only.
   */
  columnWidthEm?: number;
}

export const DEFAULT_COLUMN_WIDTH_EM = 6.5;
/**
 * Tables with this many columns or fewer never stack: they fit by wrapping between words. A
 * three-column table stacks like wider ones, so a heading never has to break inside a word (H7).
 */
export const MAX_COLUMNS_NEVER_STACKED = 2;

/** Roughly how wide one character of bold 18 px table text is, in em, and a cell's padding. */
const BOLD_CHAR_EM = 0.62;
const CELL_PADDING_EM = 1.5;

/** The width (em) a heading needs so that its longest word stays whole. */
export function headerWordWidthEm(header: string): number {
  const longest = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return longest * BOLD_CHAR_EM + CELL_PADDING_EM;
}

/**
 * "50 %" or "6 years" never break between the figure and its unit: the space before a unit
 * becomes a no-break space (H7).
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) (?=(%|percent\b|years?\b|months?\b))/g, '$1\u00a0');
}

/**
 * The container width (em) below which an `auto` table of this shape stacks, or null if never.
 * `headerWidthsEm` (headerWordWidthEm per column) widens a column whose heading has a long word,
 * so the rows stack before that word would have to break.
 */
export function stackThresholdEm(
  columnCount: number,
  columnWidthEm = DEFAULT_COLUMN_WIDTH_EM,
  headerWidthsEm: readonly number[] = [],
): StackThresholdEm | null {
  if (columnCount <= MAX_COLUMNS_NEVER_STACKED) return null;
  let needed = 0;
  for (let i = 0; i < columnCount; i++) needed += Math.max(columnWidthEm, headerWidthsEm[i] ?? 0);
  return STACK_THRESHOLDS_EM.find((em) => em >= needed) ?? STACK_THRESHOLDS_EM[STACK_THRESHOLDS_EM.length - 1]!;
}

function layoutClass(
  layout: DataTableLayout,
  columnCount: number,
  columnWidthEm: number,
  headerWidthsEm: readonly number[],
): string | undefined {
  if (layout === 'stacked') return s.stacked;
  if (layout === 'table') return s.fitByWrapping;
  const threshold = stackThresholdEm(columnCount, columnWidthEm, headerWidthsEm);
  return threshold === null ? s.fitByWrapping : s.stackBelow[threshold];
}

/**
 * A results table that always fits its box: no sideways scrolling on a phone or a desktop.
 *
 * It is one real `<table>` with a caption and `<th scope>` headings at every width. When its
 * box is too narrow for its columns (a CSS container query, so it follows the box, not the
 * window, and the visitor's text size), each row turns into a bordered group headed by the row's
 * first cell, with every value labelled by its column heading. Those visible labels are
 * `aria-hidden`: screen readers keep table navigation and hear each heading once. Prints whole.
 */
export function DataTable<Row>({
  caption,
  captionId,
  columns,
  rows,
  footRows,
  rowKey,
  isTotalRow,
  rowHeaders = true,
  layout = 'auto',
  columnWidthEm = DEFAULT_COLUMN_WIDTH_EM,
  className,
  ...rest
}: DataTableProps<Row>) {
  const renderRow = (row: Row, rowIndex: number) => (
    <tr role="row" key={rowKey(row, rowIndex)} className={isTotalRow?.(row) ? s.totalRow : undefined}>
      {columns.map((column, columnIndex) => {
        const raw = column.cell(row, rowIndex);
        const content = typeof raw === 'string' ? keepUnitsTogether(raw) : raw;
        if (rowHeaders && columnIndex === 0) {
          return (
            <th role="rowheader" key={columnIndex} scope="row" className={s.rowHeader}>
              {content}
            </th>
          );
        }
        return (
          <td role="cell" key={columnIndex} className={cx(s.dataCell, column.numeric ? s.numeric : '')}>
            <span className={s.cellLabel} aria-hidden="true">
              {column.header}
            </span>
            <span className={s.cellValue}>{content}</span>
          </td>
        );
      })}
    </tr>
  );
  const stackClass = layoutClass(
    layout,
    columns.length,
    columnWidthEm,
    columns.map((column) => headerWordWidthEm(column.header)),
  );
  return (
    <div className={cx(s.root, stackClass, className)} data-layout={layout} {...rest}>
      {/* The roles repeat each element's own on purpose: the stacked layout changes CSS display,
          and Safari (WebKit) drops table semantics from elements whose display is changed unless
          the roles are written out. */}
      <table role="table" className={s.table}>
        <caption id={captionId} className={s.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, columnIndex) => (
              <th
                role="columnheader"
                key={columnIndex}
                scope="col"
                className={cx(s.columnHeader, column.numeric ? s.numeric : '')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{rows.map(renderRow)}</tbody>
        {footRows && footRows.length > 0 ? (
          <tfoot role="rowgroup">{footRows.map((row, i) => renderRow(row, rows.length + i))}</tfoot>
        ) : null}
      </table>
    </div>
  );
}
