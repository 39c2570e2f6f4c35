import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';
import { earningsRecordStore } from './earningsRecord';
import { startEachTestWithEmptyStorage } from './testing/storageTestKit';

startEachTestWithEmptyStorage();

describe('earnings record store (issue I3, item 5)', () => {
  it('holds nothing until the reader keeps a record, then round-trips it in a version-1 envelope', () => {
    expect(STORAGE_KEYS.earningsRecord).toBe('earningsRecord');
    expect(earningsRecordStore.read()).toBeNull();
    const record = { earnings: { '2023': 86_125, '2024': 88_450, '2025': null } };
    expect(earningsRecordStore.write(record)).toEqual({ ok: true });
    expect(JSON.parse(localStorage.getItem('earningsRecord')!)).toEqual({ v: 1, data: record });
    expect(earningsRecordStore.read()).toEqual(record);
  });

  it('"Forget my record" removes it from the device', () => {
    earningsRecordStore.write({ earnings: { '2024': 50_000 } });
    earningsRecordStore.remove();
    expect(localStorage.getItem('earningsRecord')).toBeNull();
    expect(earningsRecordStore.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{"v":1,"data":'],
    ['a year that is not a year', JSON.stringify({ v: 1, data: { earnings: { abc: 100 } } })],
    ['a negative amount', JSON.stringify({ v: 1, data: { earnings: { '2020': -5 } } })],
    ['an amount as text', JSON.stringify({ v: 1, data: { earnings: { '2020': '$5' } } })],
    ['no earnings at all', JSON.stringify({ v: 1, data: { record: [] } })],
    ['a newer version', JSON.stringify({ v: 9, data: { earnings: { '2020': 5 } } })],
    ['a bare array', JSON.stringify([1, 2, 3])],
  ])('reads %s as no record, never a crash', (_what, stored) => {
    localStorage.setItem('earningsRecord', stored);
    expect(() => earningsRecordStore.read()).not.toThrow();
    expect(earningsRecordStore.read()).toBeNull();
  });
});
