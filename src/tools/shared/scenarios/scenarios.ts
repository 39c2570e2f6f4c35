import { text } from '../../../i18n/text';
import { scenariosStore } from '../../../storage/keys';
import { MAX_SCENARIOS_PER_TOOL, SCENARIO_NAME_MAX_LENGTH, type Scenario } from '../../../storage/schemas';
import { formatCurrency, formatNumber, formatPercent, formatYears } from '../../../kit';
import { formatAgeYears } from '../../../kit/formatAge';
import { inputText, mergeKnown, type InputRecord, type InputValue } from '../core/toolState';
import type { ComparisonField, ComparisonFormat, ComparisonResultField } from '../core/comparisonFields';
import type { ToolFieldList } from '../core/toolFields';
import type { ToolStorageId } from '../../toolIds.generated';
import * as m from './messages';

// ---------------------------------------------------------------------------------------------
// Saving: up to MAX_SCENARIOS_PER_TOOL named copies of a tool's inputs, in this browser.
// ---------------------------------------------------------------------------------------------

export type SaveScenarioResult =
  | { ok: true; replaced: boolean; scenarios: Scenario[] }
  | { ok: false; reason: 'no-name' | 'full' | 'not-saved'; message: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function listScenarios(toolId: ToolStorageId): Scenario[] {
  return scenariosStore(toolId).read();
}

/**
 * Saves the inputs under a name. A scenario with the same name (ignoring case) is replaced; an
 * eleventh name is refused with a sentence saying what to do. Never throws.
 */
export function saveScenario(
  toolId: ToolStorageId,
  name: string,
  inputs: InputRecord,
  now: Date = new Date(),
): SaveScenarioResult {
  const trimmed = name.trim().slice(0, SCENARIO_NAME_MAX_LENGTH);
  if (!trimmed) return { ok: false, reason: 'no-name', message: m.noName() };
  const current = listScenarios(toolId);
  const index = current.findIndex((s) => sameName(s.name, trimmed));
  const scenario: Scenario = { name: trimmed, savedAt: now.toISOString(), inputs: { ...inputs } };
  if (index === -1 && current.length >= MAX_SCENARIOS_PER_TOOL) {
    return {
      ok: false,
      reason: 'full',
      message: m.full({ max: MAX_SCENARIOS_PER_TOOL }),
    };
  }
  const scenarios = index === -1 ? [...current, scenario] : current.map((s, i) => (i === index ? scenario : s));
  const written = scenariosStore(toolId).write(scenarios);
  if (!written.ok && written.reason === 'invalid') {
    return { ok: false, reason: 'not-saved', message: m.notSaved() };
  }
  // A full or unavailable browser storage keeps it for this visit; the site-wide notice says so.
  return { ok: true, replaced: index !== -1, scenarios };
}

export function deleteScenario(toolId: ToolStorageId, name: string): Scenario[] {
  const remaining = listScenarios(toolId).filter((s) => !sameName(s.name, name));
  scenariosStore(toolId).write(remaining);
  return remaining;
}

// ---------------------------------------------------------------------------------------------
// Comparing: two sides (two saved scenarios, or the current inputs and one saved scenario).
// ---------------------------------------------------------------------------------------------

export interface ComparedSide {
  name: string;
  inputs: InputRecord;
}

export interface ComparisonRow {
  label: string;
  a: string;
  b: string;
  differs: boolean;
}

export interface ResultComparisonRow extends ComparisonRow {
  /** b − a in words: "+$1,200", "−$1,200", "No difference". */
  difference: string;
}

const MINUS = '\u2212';

/** What a blank answer reads when its field gives no words of its own (read when shown). */
export const notEnteredWords = (): string => m.notEntered();

export function formatComparisonValue(
  value: InputValue | undefined,
  field: Pick<ComparisonField, 'format' | 'options' | 'blank'>,
): string {
  if (value === undefined) return m.notGiven();
  // A box left blank is an answer of its own, never shown as $0.
  if (value === null) return field.blank === undefined ? m.notEntered() : text(field.blank);
  if (field.options) return field.options[String(value)] ?? String(value);
  if (typeof value === 'boolean') return value ? m.yes() : m.no();
  if (typeof value === 'string' && !field.format) return value;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const format = field.format ?? { style: 'number' };
  switch (format.style) {
    case 'currency':
      return formatCurrency(n);
    case 'percent':
      return formatPercent(n, format.digits ?? 2);
    case 'years':
      return formatYears(n, format.digits ?? 2);
    case 'age':
      return formatAgeYears(n);
    case 'number':
      return formatNumber(n, format.digits ?? 2, format.grouping ?? true);
  }
}

function formatDifference(delta: number, format: ComparisonFormat): string {
  if (Math.abs(delta) < 0.005) return m.noDifference();
  const sign = delta > 0 ? '+' : MINUS;
  const magnitude = Math.abs(delta);
  switch (format.style) {
    case 'currency':
      return `${sign}${formatCurrency(magnitude)}`;
    case 'percent':
      return m.percentagePoints({
        amount: `${sign}${formatNumber(magnitude, format.digits ?? 2)}`,
        unit: magnitude === 1 ? 'one' : 'other',
      });
    case 'years':
      return `${sign}${formatYears(magnitude, format.digits ?? 2)}`;
    case 'age':
      return Math.round(magnitude * 12) === 0 ? m.noDifference() : `${sign}${formatAgeYears(magnitude)}`;
    case 'number':
      return `${sign}${formatNumber(magnitude, format.digits ?? 2, format.grouping ?? true)}`;
  }
}

/** One row per input field; a row differs when the two sides' values are not the same. */
export function compareInputs(fields: readonly ComparisonField[], a: ComparedSide, b: ComparedSide): ComparisonRow[] {
  return fields.map((field) => {
    const left = a.inputs[field.key];
    const right = b.inputs[field.key];
    return {
      label: field.label,
      a: formatComparisonValue(left, field),
      b: formatComparisonValue(right, field),
      differs: String(left) !== String(right),
    };
  });
}

/** What an optional key result reads where a side does not have it (read when shown). */
export const doesNotApplyWords = (): string => m.doesNotApply();

/** Whether a side has this key result: a finite number, or any value for a figure every side has. */
export const hasResult = (field: Pick<ComparisonResultField, 'optional'>, value: number | undefined) =>
  !field.optional || Number.isFinite(value);

/**
 * One row per key result, with the difference b − a. Non-finite results count as 0, except an
 * optional figure's: "Does not apply" on that side, and no row where neither side has it.
 */
export function compareResults(
  fields: readonly ComparisonResultField[],
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): ResultComparisonRow[] {
  return fields.flatMap((field): ResultComparisonRow[] => {
    const hasA = hasResult(field, a[field.key]);
    const hasB = hasResult(field, b[field.key]);
    if (!hasA && !hasB) return [];
    if (!hasA || !hasB) {
      return [
        {
          label: field.label,
          a: hasA ? formatComparisonValue(a[field.key], field) : m.doesNotApply(),
          b: hasB ? formatComparisonValue(b[field.key], field) : m.doesNotApply(),
          differs: true,
          difference: m.doesNotApply(),
        },
      ];
    }
    const left = Number.isFinite(a[field.key]) ? (a[field.key] as number) : 0;
    const right = Number.isFinite(b[field.key]) ? (b[field.key] as number) : 0;
    const delta = right - left;
    return [
      {
        label: field.label,
        a: formatComparisonValue(left, field),
        b: formatComparisonValue(right, field),
        differs: Math.abs(delta) >= 0.005,
        difference: formatDifference(delta, field.format),
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Sharing: a comparison as a link fragment, versioned like the tool links (toolState.ts).
//   #compare=<toolId>&v=1&a=<name>&b=<name>&a.<field>=<value>…&b.<field>=<value>…
// ---------------------------------------------------------------------------------------------

export const COMPARISON_STATE_VERSION = 1;

export function encodeComparisonHash(toolId: ToolStorageId, a: ComparedSide, b: ComparedSide): string {
  const params = new URLSearchParams({ compare: toolId, v: String(COMPARISON_STATE_VERSION), a: a.name, b: b.name });
  for (const [key, value] of Object.entries(a.inputs)) params.set(`a.${key}`, inputText(value));
  for (const [key, value] of Object.entries(b.inputs)) params.set(`b.${key}`, inputText(value));
  return `#${params.toString()}`;
}

/**
 * The two sides encoded for `toolId`, each read by the tool's schema (its defaults and field list:
 * unknown fields are dropped, unreadable values fall back), or null when the fragment is not a
 * comparison of ours.
 */
export function decodeComparisonHash<T extends InputRecord>(
  toolId: ToolStorageId,
  hash: string,
  defaults: T,
  fieldList?: ToolFieldList<T>,
): { a: ComparedSide; b: ComparedSide } | null {
  if (!hash.startsWith('#compare=')) return null;
  const params = new URLSearchParams(hash.slice(1));
  if (params.get('compare') !== toolId || params.get('v') !== String(COMPARISON_STATE_VERSION)) return null;
  const side = (prefix: 'a' | 'b', fallbackName: string): ComparedSide => {
    const raw: Record<string, string> = {};
    params.forEach((value, key) => {
      if (key.startsWith(`${prefix}.`)) raw[key.slice(2)] = value;
    });
    const name = (params.get(prefix) ?? '').trim().slice(0, SCENARIO_NAME_MAX_LENGTH) || fallbackName;
    return { name, inputs: mergeKnown(defaults, raw, fieldList) };
  };
  return { a: side('a', m.scenarioA()), b: side('b', m.scenarioB()) };
}

/** Keeps only the fields the tool knows, read by its schema (mergeKnown): for inputs read back from storage. */
export function scenarioInputs<T extends InputRecord>(
  defaults: T,
  scenario: Scenario,
  fieldList?: ToolFieldList<T>,
): T {
  return mergeKnown(defaults, scenario.inputs, fieldList);
}
