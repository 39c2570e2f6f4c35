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
  myDetailsStore,
  scenariosStore,
  toolInputsStore,
  myPlanStore,
  genericCalculatorInputsId,
  HOME_MODIFICATION_SELECTIONS_ID,
  isPersonalKey,
  placeFigures,
  TOOL_INPUTS_VERSION,
  LEGACY_ZERO_BLANKS,
  legacyZerosAsBlank,
  type ToolInputsOptions,
} from './keys';
export {
  toolProgressStore,
  savedToolsStore,
  beneficiariesStore,
  checklistProgressStore,
  savedChecklistsStore,
  savedCalculationsStore,
} from './savedStores';
export { bookmarksStore, isBookmarked, toggleBookmark } from './bookmarks';
export { earningsRecordStore } from './earningsRecord';
export {
  readToolSaved,
  scenarioToolIds,
  toolInputIds,
  keepOnDeviceStore,
  keepsFiguresOnDevice,
  setKeepOnDevice,
  forgetTool,
  forgetPlan,
  toolStorageKeys,
  type ToolSaved,
} from './keptFigures';
export {
  parseBeneficiaryImport,
  serializeBeneficiaries,
  type BeneficiaryImportError,
  type BeneficiaryImportResult,
} from './beneficiaries';
export {
  buildSavedBundle,
  importSavedBundle,
  parseSavedBundle,
  type SavedBundle,
  type SavedBundleImportSummary,
  type SavedBundleParseResult,
} from './savedBundle';
export { downloadJson, downloadFileName, type DownloadKind } from './download';
export {
  MY_DETAILS_FILING_STATUSES,
  myDetailsSchema,
  MAX_SCENARIOS_PER_TOOL,
  SCENARIO_NAME_MAX_LENGTH,
  type Scenario,
  type MyDetails,
  type MyPlan,
  type KeepOnDevice,
  MY_DETAILS_VERSION,
  type MyDetailsFilingStatus,
  type MyDetailsKey,
  type StoredTime,
  type ToolInputs,
} from './schemas';
export { ACCOUNT_TYPES, beneficiarySchema } from './savedSchemas';
export type * from './savedSchemas';
