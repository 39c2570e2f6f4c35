export interface TocEntryObject {
  id: string;
  title: string;
  /** Heading level: 1 for top-level sections, 2+ for sub-sections. Defaults to 1. */
  level?: number;
}

/** A plain string links to `#section-N` (N counted from 1 across the whole list). */
export type TocEntry = string | TocEntryObject;

export interface TocAnchor {
  href: string;
  title: string;
  level: number;
}

export function tocAnchors(entries: readonly TocEntry[]): TocAnchor[] {
  return entries.map((entry, i) => {
    if (typeof entry === 'string') return { href: `#section-${i + 1}`, title: entry, level: 1 };
    const level = Number.isFinite(entry.level) && (entry.level as number) >= 1 ? Math.floor(entry.level as number) : 1;
    return { href: `#${entry.id}`, title: entry.title, level };
  });
}
