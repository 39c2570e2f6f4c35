import { describe, expect, it } from 'vitest';
import { fromAnswer, orSavedIn } from './toolFields';

/** Two tools' kept inputs, as useToolInputs reads them from storage ({} for a tool with none). */
const kept: Record<string, Record<string, unknown>> = { first: {}, second: { balance: 250_000 } };
const context = { inputs: {}, currentYear: 2026, saved: (toolId: string) => kept[toolId] ?? {} };
const field = orSavedIn(fromAnswer('traditionalSavings'), [
  { toolId: 'first', words: 'From the first tool', read: (saved) => saved.balance as number | undefined },
  { toolId: 'second', words: 'From the second tool', read: (saved) => saved.balance as number | undefined },
]);

describe('orSavedIn: a field from My details, else from what the reader saved in other tools (issue I1 item 5)', () => {
  it('My details comes first, with its own mark (none: "From My details")', () => {
    expect(field.derive({ traditionalSavings: 700_000 }, context)).toBe(700_000);
    expect(field.source?.({ traditionalSavings: 700_000 }, context)).toBeUndefined();
    expect(field.from).toEqual(['traditionalSavings']);
  });
  it('else the first tool that gives a value, marked with that tool’s words', () => {
    expect(field.derive({}, context)).toBe(250_000);
    expect(field.source?.({}, context)).toEqual({ savedIn: 'From the second tool' });
    kept.first = { balance: 90_000 };
    expect(field.derive({}, context)).toBe(90_000);
    expect(field.source?.({}, context)).toEqual({ savedIn: 'From the first tool' });
  });
  it('nothing anywhere, or no reader of saved inputs: no value and no mark', () => {
    expect(field.derive({}, { inputs: {}, currentYear: 2026 })).toBeUndefined();
    expect(orSavedIn(undefined, []).derive({}, context)).toBeUndefined();
    expect(orSavedIn(undefined, []).source?.({}, context)).toBeUndefined();
  });
});
