import type { DownloadKind } from '../../../storage/download';
import type { TextSummaryParts } from './textSummary';

// A tool's downloads are fetched on the press: the file writer (and for the readable summary the
// summary writer, with the comparison formats it reads, ≈ 2 KB gzipped) is code no page needs
// before a reader asks for a file. The browser still counts the save as the press's own.
const fileWriter = () => import('../../../storage/download');

/** Saves a calculator's readable summary (issue H7 §5) as a .txt file. */
export function downloadTextSummary(fileName: string, parts: TextSummaryParts): Promise<void> {
  return Promise.all([import('./textSummary'), fileWriter()]).then(([{ textSummary }, { downloadText }]) =>
    downloadText(fileName, textSummary(parts)),
  );
}

/**
 * Saves a tool's data as a .json file: under `fileName`, or under a tool title and the kind of
 * download (SPEC §7's `<title>-<kind>.json`).
 */
export function downloadData(fileName: string | { title: string; kind: DownloadKind }, data: unknown): Promise<void> {
  return fileWriter().then(({ downloadJson, downloadFileName }) =>
    downloadJson(typeof fileName === 'string' ? fileName : downloadFileName(fileName.title, fileName.kind), data),
  );
}
