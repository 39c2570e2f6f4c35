import * as acorn from 'acorn';
import { describe, expect, it } from 'vitest';
import { inlineForm, inlineMessages } from './inline-messages';

const inline = (code: string, forms: Record<string, string>) =>
  inlineMessages(
    code,
    acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as never,
    new Map([['m', new Map(Object.entries(forms).map(([key, body]) => [key, inlineForm(body)]))]]),
  )?.code ?? code;

describe('a message called where it is used becomes its words (a build for one language)', () => {
  it('a message without values, and one whose values are plain expressions', () => {
    expect(inline('f(m.close())', { close: '() => "Close"' })).toBe('f("Close")');
    expect(inline('f(m.due({ year: r.taxYear }))', { due: '(d) => "Due in " + d.year' })).toBe(
      'f("Due in " + (r.taxYear))',
    );
    expect(inline('f(m.only({ n }))', { only: '(d) => d.n' })).toBe('f(("" + (n)))');
  });

  it('keeps the call where inlining would change what runs or what is read', () => {
    const twice = { limit: '(d) => "At most " + d.limit + ". We used " + d.limit + "."' };
    // A call read twice would run twice.
    expect(inline('m.limit({ limit: describe(max) })', twice)).toBe('m.limit({ limit: describe(max) })');
    expect(inline('m.limit({ limit: max })', twice)).toBe('"At most " + (max) + ". We used " + (max) + "."');
    // Values not given as an object literal, a spread, a missing value, a plural (helpers): left as calls.
    const due = { due: '(d) => "Due " + d.year' };
    expect(inline('m.due(values)', due)).toBe('m.due(values)');
    expect(inline('m.due({ ...values })', due)).toBe('m.due({ ...values })');
    expect(inline('m.due({})', due)).toBe('m.due({})');
    expect(inlineForm('(d) => plural(d.n, 0, en, { one: "x", other: "y" })')).toBeNull();
    // A message kept as a value is not a call.
    expect(inline('const label = m.close;', { close: '() => "Close"' })).toBe('const label = m.close;');
  });
});
