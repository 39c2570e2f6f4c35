import { describe, expect, it } from 'vitest';
import { parseBeneficiaryImport, serializeBeneficiaries } from './beneficiaries';
import { exampleBeneficiary } from './testing/storageTestKit';

// Two beneficiaries sharing the account, and every optional field filled in.
const entry = exampleBeneficiary({
  accountName: 'IRA',
  accountType: 'retirement',
  institution: 'Broker',
  accountNumber: '9876',
  primaryBeneficiary: 'Ben',
  primaryPercent: 60,
  secondaryBeneficiary: 'Cara',
  secondaryPercent: 40,
  lastUpdated: '2023-02-14',
  notes: 'Per will',
});

describe('beneficiary export and import', () => {
  it('round-trips', () => {
    const text = serializeBeneficiaries([entry]);
    expect(JSON.parse(text).beneficiaries).toEqual([entry]);
    expect(parseBeneficiaryImport(text)).toEqual({ ok: true, items: [entry] });
  });

  it('accepts a bare list and fills in optional text', () => {
    const { notes: _notes, institution: _institution, ...lean } = entry;
    expect(parseBeneficiaryImport(JSON.stringify([lean]))).toEqual({
      ok: true,
      items: [{ ...entry, notes: '', institution: '' }],
    });
    expect(parseBeneficiaryImport('[]')).toEqual({ ok: true, items: [] });
  });

  it('says the file cannot be read (a fact the tool words: BeneficiaryTracker/importWords.ts)', () => {
    expect(parseBeneficiaryImport('{not json')).toEqual({ ok: false, error: { id: 'unreadable' } });
  });

  it('says which shape is wrong: no list, or an entry that is not a designation', () => {
    expect(parseBeneficiaryImport('{"hello": 1}')).toEqual({ ok: false, error: { id: 'notAList' } });
    expect(parseBeneficiaryImport('42')).toEqual({ ok: false, error: { id: 'notAList' } });
    expect(parseBeneficiaryImport('[1]')).toEqual({
      ok: false,
      error: { id: 'notAnEntry', entry: 1, name: null },
    });
  });

  it('rejects an account number longer than 4 digits', () => {
    const result = parseBeneficiaryImport(
      JSON.stringify([entry, { ...entry, accountName: 'Savings', accountNumber: '12345' }]),
    );
    expect(result).toEqual({
      ok: false,
      error: { id: 'badField', entry: 2, name: 'Savings', field: 'accountNumber' },
    });
  });

  it('rejects a percentage of 150', () => {
    const result = parseBeneficiaryImport(JSON.stringify([{ ...entry, primaryPercent: 150 }]));
    expect(result).toEqual({
      ok: false,
      error: { id: 'badField', entry: 1, name: 'IRA', field: 'primaryPercent' },
    });
  });

  it('names other missing or wrong fields', () => {
    const { primaryBeneficiary: _p, ...missing } = entry;
    expect(parseBeneficiaryImport(JSON.stringify([missing]))).toMatchObject({
      ok: false,
      error: { field: 'primaryBeneficiary' },
    });
    expect(parseBeneficiaryImport(JSON.stringify([{ ...entry, accountType: 'crypto' }]))).toMatchObject({
      ok: false,
      error: { field: 'accountType' },
    });
    expect(parseBeneficiaryImport(JSON.stringify([{ ...entry, secondaryPercent: 12.5 }]))).toMatchObject({
      ok: false,
      error: { field: 'secondaryPercent' },
    });
    // A name of blanks is no name: the entry is named by its place alone.
    expect(parseBeneficiaryImport(JSON.stringify([{ ...missing, accountName: '  ' }]))).toMatchObject({
      ok: false,
      error: { entry: 1, name: null },
    });
  });
});
