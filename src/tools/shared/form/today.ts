import { formatIsoDate } from '../../../kit/format';

/** Today's date as YYYY-MM-DD in the visitor's time zone; finance functions take it as an input. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * A date as "November 22, 2026". An impossible day rolls over as Date does ("2026-02-30" is
 * March 2); text that is no date comes back as it is. Spelled out by the kit, not Intl, so that
 * a tool's first render never pays for loading ICU's date data.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return formatIsoDate(date.toISOString().slice(0, 10));
}
