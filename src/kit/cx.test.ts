import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the given tokens with one space, in order', () => {
    expect(cx('root', 'wide', 'extra')).toBe('root wide extra');
  });

  it('leaves out empty strings, false, null and undefined', () => {
    expect(cx('root', '', false, null, undefined, 'on')).toBe('root on');
  });

  it('is the empty string when nothing is left', () => {
    expect(cx()).toBe('');
    expect(cx(undefined, false, '')).toBe('');
  });
});
