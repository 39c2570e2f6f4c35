import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileName, downloadJson } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadFileName', () => {
  it('follows SPEC §7 naming', () => {
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
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blob = b;
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    });
    let name = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    downloadJson('export', '[1,2]');
    expect(name).toBe('export.json');
    expect(await blob!.text()).toBe('[1,2]');
  });
});
