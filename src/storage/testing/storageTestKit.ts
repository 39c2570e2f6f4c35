/**
 * Test helper (not in the storage index, not shipped): the start every storage-backed test
 * shares.
 */
import type { Beneficiary } from '../savedSchemas';
import { resetStorageStateForTests } from '../storage';

/**
 * Before each test: empty local and session storage and this layer's memory, and console.warn
 * silenced into a spy; after it, every mock restored. Returns the current test's warn spy, for
 * the tests that check a corrupt value is reported.
 */
export function startEachTestWithEmptyStorage(): () => ReturnType<typeof vi.spyOn> {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetStorageStateForTests();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
  return () => warn;
}

/** A valid beneficiary designation (one primary beneficiary at 100 %), with these fields changed. */
export function exampleBeneficiary(changes: Partial<Beneficiary> = {}): Beneficiary {
  return {
    id: '1700000000000',
    accountName: 'Checking',
    accountType: 'bank',
    institution: 'First Bank',
    accountNumber: '1234',
    primaryBeneficiary: 'Ann',
    primaryPercent: 100,
    secondaryBeneficiary: '',
    secondaryPercent: 0,
    lastUpdated: '2024-05-01',
    notes: '',
    ...changes,
  };
}
