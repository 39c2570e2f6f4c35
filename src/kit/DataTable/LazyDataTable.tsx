import { createElement, type ReactElement } from 'react';
import { loadOnce, loadedOnce, resetLoadedForTests, useLoaded } from '../loadedOnce';
import { useLoadWhenNear } from '../useNearViewport';
import type { DataTableProps } from './DataTable';

type Implementation = typeof import('./DataTable').DataTable;

const implementation = loadedOnce(() => import('./DataTable').then((module) => module.DataTable));

/**
 * The table's code (./DataTable.tsx, ≈ 1.1 KB gzipped), fetched once. The prerender and the component
 * tests load it up front (entry-server.tsx, vitest.setup.ts), so their tables are drawn at once.
 */
export function loadDataTable(): Promise<Implementation> {
  return loadOnce(implementation);
}

/** Forgets the loaded code, so a test can see the box a page shows before it arrives. */
export function resetDataTableForTests(): void {
  resetLoadedForTests(implementation);
}

/** Rows of about one line each, the caption and the heading row: the height the table will roughly take. */
function estimatedLines<Row>({ rows, footRows }: DataTableProps<Row>): number {
  return rows.length + (footRows?.length ?? 0) + 2;
}

/**
 * The kit's DataTable as pages use it. Tools are drawn in the browser only (the prerendered page
 * holds their frame), and a results table usually sits below the form, out of sight on a phone: its
 * code is fetched once the page is idle (kit/pageIdle.ts) or as soon as its place comes within
 * 300 px of the viewport, whichever is first (kit/useNearViewport.ts), and is not among the scripts
 * the page needs before it is idle. Until then an empty box of about the table's height holds its
 * place, so nothing in view moves when it arrives. Once fetched, every table is drawn at once
 * (later tables, other pages of the visit). Nothing in a table takes focus or is announced
 * (ResultsRegion announces a summary only), so a table drawn a moment later changes neither;
 * printing fetches it too.
 */
export function DataTable<Row>(props: DataTableProps<Row>): ReactElement {
  const Table = useLoaded(implementation);
  const ref = useLoadWhenNear<HTMLDivElement>(loadDataTable, Table !== undefined);
  // One function ever (the module's export), not a component made in render: createElement keeps the
  // static-components rule, which cannot see that, from reading it as one.
  if (Table) return createElement(Table<Row>, props);
  return <div ref={ref} style={{ minHeight: `${estimatedLines(props) * 2.75}em` }} data-table-loading="" />;
}
