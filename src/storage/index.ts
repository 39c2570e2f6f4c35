export {
  createStore,
  onStorageProblem,
  resetStorageStateForTests,
  STORAGE_PROBLEM_MESSAGES,
  type Store,
  type StoreOptions,
  type StorageArea,
  type StorageProblem,
  type WriteResult,
} from './storage';
export {
  STORAGE_KEYS,
  slugifyTitle,
  toolProgressStore,
  savedToolsStore,
  beneficiariesStore,
  checklistProgressStore,
  savedChecklistsStore,
  savedCalculationsStore,
  bookmarksStore,
  isBookmarked,
  toggleBookmark,
  toolInputsStore,
  type ToolInputsOptions,
} from './keys';
export { parseBeneficiaryImport, serializeBeneficiaries, type BeneficiaryImportResult } from './beneficiaries';
export { downloadJson, downloadFileName, type DownloadKind } from './download';
export {
  ACCOUNT_TYPES,
  beneficiarySchema,
  type AccountType,
  type Beneficiary,
  type ChecklistItemProgress,
  type ChecklistProgress,
  type SavedCalculation,
  type SavedChecklist,
  type SavedToolSnapshot,
  type StoredTime,
  type ToolInputs,
  type ToolProgress,
} from './schemas';
