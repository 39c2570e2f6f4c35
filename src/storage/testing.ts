/**
 * Test helper (not in the storage index, not shipped): the start every storage-backed test
 * shares.
 */
import { resetStorageStateForTests } from './storage';

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
