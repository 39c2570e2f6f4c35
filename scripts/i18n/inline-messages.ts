/**
 * In a build for one language, a message called where it is used becomes its words at that place:
 * `m.close()` → `"Close"`, `m.badgeDue({ taxYear: result.taxYear })` → `"RMD due for " + (result.taxYear)`.
 * The page then carries the same bytes as when the words were written in the code (issue I2: English
 * pages may grow by at most 1 KB). A message kept as a value (`label: m.ageLabel`), a plural or a
 * choice (which call @messageformat/runtime's helpers), or a call whose values are not an object
 * literal of plain expressions stays a call to the compiled function.
 */
import * as acorn from 'acorn';
import MagicString from 'magic-string';

/** A message as pieces of text and the names of the values between them; null when it cannot be inlined. */
export type InlineForm = ReadonlyArray<string | { value: string }> | null;

type Node = acorn.Node & Record<string, unknown>;

/** The inline form of a compiled message function (`() => "Close"`, `(d) => "Hi " + d.name`). */
export function inlineForm(functionSource: string): InlineForm {
  let fn: Node;
  try {
    fn = (acorn.parseExpressionAt(functionSource, 0, { ecmaVersion: 'latest' }) as Node) ?? null;
  } catch {
    return null;
  }
  if (fn.type !== 'ArrowFunctionExpression' || fn.expression !== true) return null;
  const param = (fn.params as Node[])[0];
  const name = param?.type === 'Identifier' ? (param.name as string) : undefined;
  const parts: Array<string | { value: string }> = [];
  const walk = (node: Node): boolean => {
    if (node.type === 'Literal' && typeof node.value === 'string') return (parts.push(node.value), true);
    if (node.type === 'BinaryExpression' && node.operator === '+')
      return walk(node.left as Node) && walk(node.right as Node);
    if (
      node.type === 'MemberExpression' &&
      !node.computed &&
      (node.object as Node).type === 'Identifier' &&
      (node.object as Node).name === name &&
      (node.property as Node).type === 'Identifier'
    )
      return (parts.push({ value: (node.property as Node).name as string }), true);
    return false;
  };
  return walk(fn.body as Node) ? parts : null;
}

/** An expression that reads the same each time and has no effect: a name, a literal, `a.b.c`. */
function isPlain(node: Node): boolean {
  if (node.type === 'Identifier' || node.type === 'Literal') return true;
  return node.type === 'MemberExpression' && !node.computed && isPlain(node.object as Node);
}

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) if (v && typeof v.type === 'string') out.push(v as Node);
    if (value && typeof value === 'object' && typeof (value as Node).type === 'string') out.push(value as Node);
  }
  return out;
}

/**
 * `code` (JavaScript, after TypeScript and JSX are compiled) with each inlinable call of a catalog's
 * message replaced by its words. `catalogs` maps the local name of each `import * as m from
 * './…messages'` to the inline forms of its messages. Returns null when nothing changed.
 */
export function inlineMessages(
  code: string,
  ast: Node,
  catalogs: ReadonlyMap<string, ReadonlyMap<string, InlineForm>>,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        (callee.object as Node).type === 'Identifier' &&
        (callee.property as Node).type === 'Identifier'
      ) {
        const form = catalogs
          .get((callee.object as Node).name as string)
          ?.get((callee.property as Node).name as string);
        const replacement = form ? inlined(form, args, code) : null;
        if (replacement !== null) {
          out.overwrite(node.start, node.end, replacement);
          changed = true;
          return;
        }
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(ast);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
}

function inlined(form: NonNullable<InlineForm>, args: Node[], code: string): string | null {
  const values = new Map<string, Node>();
  if (args.length > 1) return null;
  if (args.length === 1) {
    const object = args[0]!;
    if (object.type !== 'ObjectExpression') return null;
    for (const property of object.properties as Node[]) {
      if (property.type !== 'Property' || property.computed || property.kind !== 'init') return null;
      const key = property.key as Node;
      const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
      if (typeof name !== 'string') return null;
      values.set(name, property.value as Node);
    }
  }
  const uses = new Map<string, number>();
  for (const part of form) if (typeof part !== 'string') uses.set(part.value, (uses.get(part.value) ?? 0) + 1);
  for (const [name, node] of values) {
    const count = uses.get(name) ?? 0;
    // A value read twice, or not at all, must not have an effect (a call would run twice, or never).
    if (count !== 1 && !isPlain(node)) return null;
  }
  for (const name of uses.keys()) if (!values.has(name)) return null;
  const pieces = form.map((part) =>
    typeof part === 'string'
      ? JSON.stringify(part)
      : `(${code.slice(values.get(part.value)!.start, values.get(part.value)!.end)})`,
  );
  if (pieces.length === 0) return '""';
  // A lone value is still text, as the message function would have returned it.
  return pieces.length === 1 && typeof form[0] !== 'string' ? `("" + ${pieces[0]})` : pieces.join(' + ');
}
