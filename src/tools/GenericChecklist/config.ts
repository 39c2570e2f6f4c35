import * as v from 'valibot';

const text = v.pipe(v.string(), v.minLength(1));
const idLike = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.minLength(1),
  v.check((id) => id !== '__proto__' && id !== 'constructor', 'is a reserved name'),
);

export const checklistItemSchema = v.object({
  id: idLike,
  title: text,
  description: v.optional(v.string()),
  priority: v.optional(v.pipe(v.string(), v.trim()), 'medium'),
  /** Minutes as a number, or words such as "30 minutes". */
  estimated_time: v.optional(v.union([v.pipe(v.number(), v.finite(), v.minValue(0)), v.string()])),
  due_date: v.optional(
    v.pipe(
      v.union([v.string(), v.date()]),
      v.transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
    ),
  ),
  category_id: v.optional(idLike),
});
export type ChecklistConfigItem = v.InferOutput<typeof checklistItemSchema>;

export const checklistConfigSchema = v.pipe(
  v.object({
    items: v.pipe(v.array(checklistItemSchema), v.minLength(1, 'needs at least one item')),
    categories: v.optional(v.array(v.object({ id: idLike, name: text })), []),
    introduction: v.optional(v.string()),
    conclusion: v.optional(v.string()),
  }),
  v.check(
    (config) => new Set(config.items.map((item) => item.id)).size === config.items.length,
    'has two items with the same id',
  ),
);
export type ChecklistConfig = v.InferOutput<typeof checklistConfigSchema>;

/** Minutes an item is expected to take: 30, "30", "30 minutes", "About 1 hour" → 30, 30, 30, 60. */
export function estimatedMinutes(value: string | number | undefined): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : 0;
  const match = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h\b)?/i.exec(value);
  if (!match) return 0;
  const n = Number(match[1]);
  return match[2] ? n * 60 : n;
}
