import { slugifyTitle } from './keys';

export type DownloadKind = 'checklist' | 'calculation' | 'tool-progress';

/** `<title in lowercase with dashes>-<kind>.json`, the names SPEC §7 gives downloads. */
export function downloadFileName(title: string, kind: DownloadKind): string {
  return `${slugifyTitle(title) || 'download'}-${kind}.json`;
}

/**
 * Saves `data` as a JSON file on the visitor's device. The one place the site makes download
 * files; everything stays local (a Blob URL, never a request).
 */
export function downloadJson(fileName: string, data: unknown): void {
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName.endsWith('.json') ? fileName : `${fileName}.json`;
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
