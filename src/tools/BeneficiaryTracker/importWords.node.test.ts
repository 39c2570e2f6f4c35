import { afterEach, describe, expect, it } from 'vitest';
import { parseBeneficiaryImport } from '../../storage/beneficiaries';
import { exampleBeneficiary } from '../../storage/testing/storageTestKit';
import { setLocale } from '../../i18n/locale';
import { importErrorWords } from './importWords';

// The import's errors are facts (src/storage/beneficiaries.ts); the tool words them. The English sentences are the
// ones the store wrote itself before (issue I2), now from the catalog.
const entry = exampleBeneficiary({ accountName: 'IRA' });
const errorFor = (text: string) => {
  const result = parseBeneficiaryImport(text);
  if (result.ok) throw new Error('expected an error');
  return importErrorWords(result.error);
};

describe('the beneficiary import’s errors in words', () => {
  afterEach(() => setLocale('en'));

  it('in English, as before', () => {
    expect(errorFor('{not json')).toBe(
      "This file can't be read. Please choose a beneficiary file downloaded from this page.",
    );
    expect(errorFor('{"hello": 1}')).toBe("This file doesn't contain a list of beneficiary designations.");
    expect(errorFor('[1]')).toBe("Entry 1 isn't a beneficiary designation.");
    expect(errorFor(JSON.stringify([entry, { ...entry, accountName: 'Savings', accountNumber: '12345' }]))).toBe(
      'Entry 2 (“Savings”): account number must be the last 4 digits only. Nothing was imported.',
    );
    expect(errorFor(JSON.stringify([{ ...entry, primaryPercent: 150 }]))).toBe(
      'Entry 1 (“IRA”): primary percentage must be a whole number from 0 to 100. Nothing was imported.',
    );
    expect(importErrorWords({ id: 'badField', entry: 3, name: null, field: 'other' })).toBe(
      'Entry 3: has a value we can’t use. Nothing was imported.',
    );
  });

  it('in Spanish', () => {
    setLocale('es');
    expect(errorFor('{not json')).toBe(
      'No se puede leer este archivo. Elija un archivo de beneficiarios que haya descargado de esta página.',
    );
    expect(errorFor('[1]')).toBe('La entrada 1 no es una designación de beneficiario.');
    expect(errorFor(JSON.stringify([{ ...entry, primaryPercent: 150 }]))).toBe(
      'La entrada 1 (“IRA”): el porcentaje del beneficiario principal debe ser un número entero de 0 a 100. No se importó nada.',
    );
  });
});
