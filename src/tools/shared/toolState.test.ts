import { coerceLike, decodeToolHash, encodeToolHash, mergeKnown } from './toolState';

describe('tool state in the URL fragment', () => {
  const defaults = { age: 72, balance: 500000, taxYear: '2024', spouse: false };

  it('round-trips through the fragment', () => {
    const hash = encodeToolHash('rmd', { ...defaults, age: 75 });
    expect(hash).toBe('#tool=rmd&v=1&age=75&balance=500000&taxYear=2024&spouse=false');
    expect(mergeKnown(defaults, decodeToolHash('rmd', hash))).toEqual({ ...defaults, age: 75 });
  });

  it('ignores fragments of other tools, other versions and table-of-contents anchors', () => {
    expect(decodeToolHash('rmd', '#section-2')).toBeNull();
    expect(decodeToolHash('rmd', '#tool=roth-conversion&v=1&age=3')).toBeNull();
    expect(decodeToolHash('rmd', '#tool=rmd&v=0&age=3')).toBeNull();
  });

  it('drops unknown fields and values of the wrong type', () => {
    const merged = mergeKnown(defaults, { age: 'abc', balance: '1e400', evil: '<script>', spouse: 'maybe' });
    expect(merged).toEqual(defaults);
  });

  it('coerces by the default type', () => {
    expect(coerceLike(1, '42')).toBe(42);
    expect(coerceLike(1, '')).toBeUndefined();
    expect(coerceLike(true, 'false')).toBe(false);
    expect(coerceLike('x', 5)).toBe('5');
    expect(coerceLike('x', { a: 1 })).toBeUndefined();
  });
});
