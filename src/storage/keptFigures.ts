import { browserStorage, dropFromMemory, inMemory, notifyPersonalStores, resolveArea } from './storage';
import { forgetKeepOnDeviceChoice, keepsFiguresOnDevice } from './devicePreference';
import {
  genericCalculatorInputsId,
  keepOnDeviceStore,
  HOME_MODIFICATION_SELECTIONS_ID,
  moveFigures,
  personalKeysIn,
  placeFigures,
  scenariosStore,
  STORAGE_KEYS,
  toolInputsStore,
} from './keys';
import type { Scenario, ToolInputs } from './schemas';

/*
 * What the visitor's figures as a whole need, apart from keys.ts so a tool's page does not fetch it
 * before it is used: the tools a reader kept figures for (My plan, the saved bundle), the
 * keep-on-device choice (My details) and Forget (fetched with its confirmation, at the first press).
 */

/** What a tool has kept on this device: its inputs, its named scenarios, and whether either was unreadable. */
export interface ToolSaved {
  /** The tool's kept inputs; null when there are none. */
  inputs: ToolInputs | null;
  scenarios: Scenario[];
  /** Something was stored but could not be read (it was set aside, as every corrupt key is). */
  corrupt: boolean;
}

/**
 * Reads a tool's saved inputs and scenarios through their stores. A store drops a corrupt entry and
 * starts fresh (with a console warning); this also says that it happened, so a page can tell the reader.
 */
export function readToolSaved(toolId: string): ToolSaved {
  const inputsStore = toolInputsStore(toolId);
  const scenarioStore = scenariosStore(toolId);
  const hadInputs = inputsStore.stored();
  const hadScenarios = scenarioStore.stored();
  const inputs = inputsStore.read();
  const scenarios = scenarioStore.read();
  const corrupt = (hadInputs && !inputsStore.stored()) || (hadScenarios && !scenarioStore.stored());
  return { inputs: Object.keys(inputs).length > 0 ? inputs : null, scenarios, corrupt };
}

/** The visitor's keys that start with `prefix`, without it, where their figures live now. */
function personalKeysWithPrefix(prefix: string): string[] {
  placeFigures();
  return personalKeysIn(resolveArea('personal'))
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
    .sort();
}

/** The tools that have named scenarios kept on this device. */
export function scenarioToolIds(): string[] {
  return personalKeysWithPrefix(STORAGE_KEYS.scenarios('')).filter(
    (toolId) => scenariosStore(toolId).read().length > 0,
  );
}

/** The tools whose inputs are kept on this device. */
export function toolInputIds(): string[] {
  return personalKeysWithPrefix(STORAGE_KEYS.toolInputs('')).filter(
    (toolId) => Object.keys(toolInputsStore(toolId).read()).length > 0,
  );
}

// ---------------------------------------------------------------------------------------------
// Keep on this device, or not (issue I6, item 5), and Forget.
// ---------------------------------------------------------------------------------------------

/**
 * Records the choice and moves the visitor's figures at once: "don't keep" takes everything this
 * site keeps for them off the device's storage into this tab's; "keep" puts this tab's back on the
 * device. Returns whether the choice itself could be kept.
 */
export function setKeepOnDevice(keep: boolean): boolean {
  placeFigures();
  const from = resolveArea('personal');
  const written = keepOnDeviceStore.write({ keep });
  forgetKeepOnDeviceChoice();
  const to = resolveArea('personal');
  if (from !== to) moveFigures(from, to);
  notifyPersonalStores();
  return written.ok;
}

/** Whether the visitor's figures are kept on this device (the choice, read without the stores). */
export { keepsFiguresOnDevice };

/** The choice's store lives in keys.ts (every tool's "Kept on this device" line reads it). */
export { keepOnDeviceStore };

/** Deletes one key of the visitor's, in whichever area and in memory, and tells its store. */
function forgetKey(key: string): void {
  for (const area of ['local', 'session'] as const) {
    try {
      browserStorage(area).removeItem(key);
    } catch {
      // Nothing stored where we cannot reach.
    }
  }
  if (inMemory('personal', key) !== undefined) dropFromMemory('personal', key);
}

/**
 * The keys that hold what a tool keeps of the reader's typing (not their named scenarios or saved
 * items): its inputs, or for the config-driven tools and the beneficiary tracker their progress or list.
 */
export function toolStorageKeys(toolId: string, title: string): string[] {
  switch (toolId) {
    case 'step-tool':
      return [STORAGE_KEYS.toolProgress(title)];
    case 'checklist':
      return [STORAGE_KEYS.checklistProgress(title)];
    case 'beneficiary-tracker':
      return [STORAGE_KEYS.beneficiaries];
    case 'generic-calculator':
      return [STORAGE_KEYS.toolInputs(genericCalculatorInputsId(title))];
    case 'home-modification':
      return [STORAGE_KEYS.toolInputs(toolId), STORAGE_KEYS.toolInputs(HOME_MODIFICATION_SELECTIONS_ID)];
    default:
      return [STORAGE_KEYS.toolInputs(toolId)];
  }
}

/** "Forget" on a tool: what it kept of the reader's typing is deleted from this device and this tab. */
export function forgetTool(toolId: string, title: string): void {
  placeFigures();
  for (const key of toolStorageKeys(toolId, title)) forgetKey(key);
  notifyPersonalStores();
}

/**
 * "Forget" on My plan: everything My plan is built from is deleted from this device and this tab:
 * every tool's inputs and named scenarios, the beneficiary list, My details and My plan's own
 * record. Saved articles, checklists and saved calculations are not on My plan and stay.
 */
export function forgetPlan(): void {
  placeFigures();
  const area = resolveArea('personal');
  const prefixes = [STORAGE_KEYS.toolInputs(''), STORAGE_KEYS.scenarios('')];
  for (const key of personalKeysIn(area)) if (prefixes.some((prefix) => key.startsWith(prefix))) forgetKey(key);
  for (const key of [STORAGE_KEYS.beneficiaries, STORAGE_KEYS.myDetails, STORAGE_KEYS.myPlan]) forgetKey(key);
  notifyPersonalStores();
}
