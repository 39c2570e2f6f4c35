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

  it('explains bad JSON plainly', () => {
    const result = parseBeneficiaryImport('{not json');
    expect(result).toEqual({
      ok: false,
      error: "This file can't be read. Please choose a beneficiary file downloaded from this page.",
    });
  });

  it('explains the wrong shape plainly', () => {
    expect(parseBeneficiaryImport('{"hello": 1}')).toEqual({
      ok: false,
      error: "This file doesn't contain a list of beneficiary designations.",
    });
    expect(parseBeneficiaryImport('42')).toMatchObject({ ok: false });
    expect(parseBeneficiaryImport('[1]')).toEqual({ ok: false, error: "Entry 1 isn't a beneficiary designation." });
  });

  it('rejects an account number longer than 4 digits', () => {
    const result = parseBeneficiaryImport(
      JSON.stringify([entry, { ...entry, accountName: 'Savings', accountNumber: '12345' }]),
    );
    expect(result).toEqual({
      ok: false,
      error: 'Entry 2 (“Savings”): account number must be the last 4 digits only. Nothing was imported.',
    });
  });

  it('rejects a percentage of 150', () => {
    const result = parseBeneficiaryImport(JSON.stringify([{ ...entry, primaryPercent: 150 }]));
    expect(result).toEqual({
      ok: false,
      error: 'Entry 1 (“IRA”): primary percentage must be a whole number from 0 to 100. Nothing was imported.',
    });
  });

  it('names other missing or wrong fields', () => {
    const { primaryBeneficiary: _p, ...missing } = entry;
    expect(parseBeneficiaryImport(JSON.stringify([missing]))).toMatchObject({
      ok: false,
      error: expect.stringContaining('needs a primary beneficiary'),
    });
    expect(parseBeneficiaryImport(JSON.stringify([{ ...entry, accountType: 'crypto' }]))).toMatchObject({
      ok: false,
      error: expect.stringContaining('unknown account type'),
    });
    expect(parseBeneficiaryImport(JSON.stringify([{ ...entry, secondaryPercent: 12.5 }]))).toMatchObject({
      ok: false,
      error: expect.stringContaining('secondary percentage'),
    });
  });
});
