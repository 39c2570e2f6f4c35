import { slugifyTitle } from './keys';

export type DownloadKind = 'checklist' | 'calculation' | 'tool-progress';

/** `<title in lowercase with dashes>-<kind>.json`, the names SPEC §7 gives downloads, such as one ending in -calculation.json. */
export function downloadFileName(title: string, kind: DownloadKind): string {
  return `${slugifyTitle(title) || 'download'}-${kind}.json`;
}

/**
 * A number as a file should carry it: rounded as the screen shows it. Amounts of 1 or more keep
 * cents (196715.13572895664 → 196715.14); smaller fractions (rates such as 0.0725) keep four
 * decimals. Whole numbers and non-finite values pass unchanged.
 */
export function roundForFile(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  const places = Math.abs(value) >= 1 ? 2 : 4;
  const rounded = Number(value.toFixed(places));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** JSON text of `data` with every number rounded for a file (see roundForFile). */
export function jsonForFile(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'number' ? roundForFile(value) : value), 2);
}

function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Some browsers start reading the Blob after click() returns; revoke on the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Saves a plain-text summary (results in words, as on screen) that anyone can open and read:
 * the readable counterpart of a tool's "Download data (JSON)" (issue H7 §5: a download says what it gives).
 */
export function downloadText(fileName: string, text: string): void {
  saveBlob(
    fileName.endsWith('.txt') ? fileName : `${fileName}.txt`,
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
  );
}

/**
 * Saves `data` as a JSON file on the visitor's device. The one place the site makes download
 * files; everything stays local (a Blob URL, never a request).
 */
export function downloadJson(fileName: string, data: unknown): void {
  const text = typeof data === 'string' ? data : jsonForFile(data);
  saveBlob(fileName.endsWith('.json') ? fileName : `${fileName}.json`, new Blob([text], { type: 'application/json' }));
}
