import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, downloadJson, downloadText, jsonForFile, roundForFile } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Stands in for the browser's download: what a test's next download saved, and under which name. */
function catchDownload(): { blob?: Blob; name: string } {
  const saved: { blob?: Blob; name: string } = { name: '' };
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      saved.blob = b;
      return 'blob:x';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

describe('downloadFileName', () => {
  it('follows SPEC §7 naming: title in lowercase with dashes, then the kind', () => {
    expect(downloadFileName('Estate Planning Checklist', 'checklist')).toBe('estate-planning-checklist-checklist.json');
    expect(downloadFileName('RMD Calculator', 'calculation')).toBe('rmd-calculator-calculation.json');
    expect(downloadFileName('Beneficiary Review', 'tool-progress')).toBe('beneficiary-review-tool-progress.json');
    expect(downloadFileName('!!!', 'checklist')).toBe('download-checklist.json');
  });
});

describe('downloadJson', () => {
  it('clicks a temporary link to a Blob URL, then removes the link and revokes the URL', async () => {
    vi.useFakeTimers();
    let blob: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:evergreen/1';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(document.body.contains(this)).toBe(true);
    });

    downloadJson('my-list-checklist.json', { title: 'My list', done: 2 });

    expect(click).toHaveBeenCalledOnce();
    const clicked = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(clicked?.download).toBe('my-list-checklist.json');
    expect(clicked?.href).toBe('blob:evergreen/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await blob!.text())).toEqual({ title: 'My list', done: 2 });
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:evergreen/1');
  });

  it('adds .json when missing and passes ready-made text through', async () => {
    const saved = catchDownload();
    downloadJson('export', '[1,2]');
    expect(saved.name).toBe('export.json');
    expect(await saved.blob!.text()).toBe('[1,2]');
  });

  it('rounds numbers in a file as the screen shows them (H7: no 196715.13572895664)', () => {
    expect(roundForFile(196715.13572895664)).toBe(196715.14);
    expect(roundForFile(0.072499999)).toBe(0.0725);
    expect(roundForFile(-0.000001)).toBe(0);
    expect(roundForFile(500000)).toBe(500000);
    expect(roundForFile(Number.NaN)).toBeNaN();
    expect(jsonForFile({ rothValue: 196715.13572895664, years: [2.345678, 2] })).toBe(
      JSON.stringify({ rothValue: 196715.14, years: [2.35, 2] }, null, 2),
    );
  });

  it('saves a readable plain-text summary as .txt', async () => {
    const saved = catchDownload();
    downloadText('rmd-summary', 'Your RMD this year: $18,248');
    expect(saved.name).toBe('rmd-summary.txt');
    expect(saved.blob!.type).toBe('text/plain;charset=utf-8');
    expect(await saved.blob!.text()).toBe('Your RMD this year: $18,248');
  });
});
