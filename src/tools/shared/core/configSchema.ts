import * as v from 'valibot';

/*
 * Pieces of an article's tool config that both config-driven engines read the same way (the
 * generic calculator's calculator_config and the step tool's tool_config).
 */

/** An input or output id. Ids double as formula variable names, so they must be plain identifiers and not one of `reserved`. */
export function identifierSchema(reserved: readonly string[]) {
  return v.pipe(
    v.string(),
    v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be letters, digits or _ and not start with a digit'),
    v.check((id) => !reserved.includes(id), 'is a reserved name'),
  );
}

/** A number, or text that reads as a finite number ("10"). */
export const numberLike = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.transform(Number), v.finite()),
]);

/** A choice: a bare value, or a value with a label; read as text value and label either way. */
export const optionSchema = v.union([
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => ({ value: String(value), label: String(value) })),
  ),
  v.pipe(
    v.object({ value: v.union([v.string(), v.number()]), label: v.optional(v.string()) }),
    v.transform((o) => ({ value: String(o.value), label: o.label ?? String(o.value) })),
  ),
]);

/** What an input of either engine ends with: its unit, the help under its label, and its choices. */
export const inputHelpEntries = {
  unit: v.optional(v.string()),
  help_text: v.optional(v.string()),
  options: v.optional(v.array(optionSchema)),
};
