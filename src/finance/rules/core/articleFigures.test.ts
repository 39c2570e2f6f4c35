import { describe, expect, it } from 'vitest';
import { ARTICLE_FIGURES, formatFigure } from './articleFigures';

// What the articles' {{rules:NAME}} placeholders resolve to, checked against the official figures
// (RULES.md) rather than against the rule modules, so a mix-up of names, years or fields fails.
describe('article figures', () => {
  it.each([
    // Rev. Proc. 2025-32 (tax year 2026), as amended by P.L. 119-21.
    ['standardDeduction.2026.single', 16_100, true],
    ['standardDeduction.2026.marriedJoint', 32_200, true],
    ['additional65.2026.unmarried', 2_050, true],
    ['additional65.2026.married', 1_650, true],
    // Rev. Proc. 2022-38 (tax year 2023).
    ['standardDeduction.2023.single', 13_850, true],
    // P.L. 119-21 §70103: $6,000 per person, the same every year it applies.
    ['seniorDeduction.perPerson', 6_000, false],
    // Rev. Proc. 2025-19 §3 (2026 HSA limits); the $1,000 catch-up is set by statute.
    ['hsa.2026.self', 4_400, true],
    ['hsa.2026.family', 8_750, true],
    ['hsa.catchUp', 1_000, false],
    // CMS 2026 Medicare Parts A & B premiums and deductibles; Part D base premium.
    ['medicare.2026.partBPremium', 202.9, true],
    ['medicare.2026.partBDeductible', 283, true],
    ['medicare.2026.partDBasePremium', 38.99, true],
    // HUD Mortgagee Letter 2025-22.
    ['hecm.2026.limit', 1_249_125, true],
    // P.L. 119-21 §70106 and Rev. Proc. 2025-32.
    ['estate.2026.basicExclusion', 15_000_000, true],
    ['gift.2026.annualExclusion', 19_000, true],
  ])('%s is %d (yearly: %s)', (name, value, yearly) => {
    expect(ARTICLE_FIGURES[name]).toEqual({ value, yearly });
  });

  it('has no figure for a year the rules do not hold', () => {
    expect(ARTICLE_FIGURES['standardDeduction.2027.single']).toBeUndefined();
    expect(ARTICLE_FIGURES['hsa.2023.self']).toBeUndefined();
  });

  it('formats money, plain and millions as the articles print them', () => {
    expect(formatFigure(16_100)).toBe('$16,100');
    expect(formatFigure(16_100, 'money')).toBe('$16,100');
    expect(formatFigure(202.9)).toBe('$202.90');
    expect(formatFigure(38.99, 'plain')).toBe('38.99');
    expect(formatFigure(1_249_125, 'plain')).toBe('1,249,125');
    expect(formatFigure(15_000_000, 'millions')).toBe('$15 million');
    expect(formatFigure(13_990_000, 'millions')).toBe('$13.99 million');
  });
});
