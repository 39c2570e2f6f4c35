import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { frameColors, frameNames, frames, resolvePaletteRef } from './frames';
import { nonTextContrastPairs, roleNames, textContrastPairs } from './roles';
import { fontSizePx, lineHeight } from './typography';
import { touchTarget } from './touchTarget';
import { focusRing } from './focus';

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBeCloseTo(0, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('rejects things that are not hex colours', () => {
    expect(() => relativeLuminance('red')).toThrow();
  });
});

describe.each(frameNames)('%s frame', (name) => {
  const colors = frameColors[name];

  it('maps every role to a palette grade', () => {
    for (const role of roleNames) {
      expect(frames[name][role], role).toBeDefined();
      expect(resolvePaletteRef(frames[name][role])).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(textContrastPairs)('text %s on %s reaches 7:1 (AAA)', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(7);
  });

  it.each(nonTextContrastPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('size tokens', () => {
  it('keeps body text large and airy', () => {
    expect(fontSizePx.body).toBeGreaterThanOrEqual(18);
    expect(fontSizePx.bodyWide).toBeGreaterThanOrEqual(20);
    expect(lineHeight.body).toBeGreaterThanOrEqual(1.5);
    expect(Math.min(...Object.values(fontSizePx))).toBeGreaterThanOrEqual(18);
  });

  it('keeps targets and focus rings big enough', () => {
    expect(touchTarget.minPx).toBeGreaterThanOrEqual(44);
    expect(focusRing.widthPx).toBeGreaterThanOrEqual(3);
  });
});
