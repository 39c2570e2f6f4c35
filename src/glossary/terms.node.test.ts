import { describe, expect, it } from 'vitest';
import { termMatcher, type GlossaryTerm } from './terms';

const term = (id: string, ...aliases: string[]): GlossaryTerm => ({ id, term: id, aliases, definition: `${id}.` });
const matcher = termMatcher([
  term('ira', 'IRA', 'IRAs'),
  term('roth-ira', 'Roth IRA'),
  term('deductible', 'deductible'),
  term('401k', '401(k)'),
]);

describe('termMatcher', () => {
  it('prefers the longer term at the same place (Roth IRA over IRA)', () => {
    expect(matcher.all('A Roth IRA and an IRA').map((m) => [m.term.id, m.text])).toEqual([
      ['roth-ira', 'Roth IRA'],
      ['ira', 'IRA'],
    ]);
  });
  it('matches capitals with their case and other words in any case', () => {
    expect(matcher.first('an ira')).toBeUndefined();
    expect(matcher.first('The Deductible')?.term.id).toBe('deductible');
  });
  it('matches whole words only: a hyphen or letter beside it is another word', () => {
    expect(matcher.first('tax-deductible gifts')).toBeUndefined();
    expect(matcher.first('MIRAs')).toBeUndefined();
    expect(matcher.first('Your IRAs.')?.text).toBe('IRAs');
  });
  it('matches terms with brackets in them', () => {
    expect(matcher.first('a 401(k) plan')?.text).toBe('401(k)');
  });
  it('skips terms the filter refuses (already linked in this section)', () => {
    expect(matcher.first('IRA then Roth IRA', (t) => t.id !== 'ira')?.term.id).toBe('roth-ira');
  });
});
