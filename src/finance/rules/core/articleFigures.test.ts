import { describe, expect, it } from 'vitest';
import {
  ARTICLE_FIGURES,
  ARTICLE_PHRASES,
  ARTICLE_RULES,
  buildArticleFigures,
  buildArticlePhrases,
  formatFigure,
  formatRuleValue,
  survivorFraGaps,
} from './articleFigures';

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
    // Rev. Proc. 2025-32: the 2026 joint 10 % and 12 % brackets end at 24,800 and 100,800.
    ['brackets.2026.marriedJoint.10', 24_800, true],
    ['brackets.2026.marriedJoint.12', 100_800, true],
    // P.L. 119-21 §70103: $6,000 per person, the same every year it applies; 75,000 / 150,000 thresholds.
    ['seniorDeduction.perPerson', 6_000, false],
    ['seniorDeduction.threshold.single', 75_000, false],
    ['seniorDeduction.threshold.marriedJoint', 150_000, false],
    // 26 USC §86(c): base amounts 25,000 / 32,000, second thresholds 34,000 / 44,000 (not indexed).
    ['socialSecurityTax.base.single', 25_000, false],
    ['socialSecurityTax.second.marriedJoint', 44_000, false],
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
    expect(ARTICLE_FIGURES[name]).toMatchObject({ value, yearly, kind: 'money' });
  });

  it.each([
    // SECURE Act §114 and SECURE 2.0 §107 (26 USC §401(a)(9)(C)(v)): 72 for 1949–1950, 73 for 1951–1959, 75 from 1960.
    ['rmd.startAge.original', 70.5, 'age'],
    ['rmd.startAge.secure', 72, 'age'],
    ['rmd.startAge.secure.bornTo', 1950, 'year'],
    ['rmd.startAge.secure2', 73, 'age'],
    ['rmd.startAge.secure2.bornFrom', 1951, 'year'],
    ['rmd.startAge.secure2.bornTo', 1959, 'year'],
    ['rmd.startAge.secure2Later', 75, 'age'],
    ['rmd.startAge.secure2Later.bornFrom', 1960, 'year'],
    // SECURE 2.0 §302 (26 USC §4974(a), (e)): 25 %, 10 % if corrected in time; 50 % before 2023.
    ['rmd.excise.standard', 25, 'percent'],
    ['rmd.excise.corrected', 10, 'percent'],
    ['rmd.excise.before2023', 50, 'percent'],
    // Treas. Reg. §1.401(a)(9)-4(e)(3): a minor child is an eligible designated beneficiary until 21.
    ['rmd.ageOfMajority', 21, 'age'],
    // 42 USC 416(l): full retirement age 67 from the 1960 cohort, 66 for 1943–1954; credits 8 % a year from 1943.
    ['socialSecurity.fra.latest', 67, 'age'],
    ['socialSecurity.fra.latest.bornFrom', 1960, 'year'],
    ['socialSecurity.fra.previous', 66, 'age'],
    ['socialSecurity.fra.previous.bornFrom', 1943, 'year'],
    ['socialSecurity.fra.previous.bornTo', 1954, 'year'],
    ['socialSecurity.delayedCreditPercent', 8, 'percent'],
    ['socialSecurity.delayedCreditBornFrom', 1943, 'year'],
    // 20 CFR 404.409: survivor full retirement age earlier than the retirement one for people born 1955–1961.
    ['socialSecurity.survivorFraEarlier.bornFrom', 1955, 'year'],
    ['socialSecurity.survivorFraEarlier.bornTo', 1961, 'year'],
    ['socialSecurity.survivorEarliestAge', 60, 'age'],
    ['socialSecurity.survivorAt60Percent', 71.5, 'percent'],
    // SSA "Benefit reduction for early retirement" and "Delayed retirement credits", full retirement age 67:
    // 62 → 70 % (a 30 % cut), 70 → 124 %; a spouse at 62 → 32.5 % of the worker's PIA (a 35 % cut).
    ['socialSecurity.earliestClaimPercent', 70, 'percent'],
    ['socialSecurity.earliestClaimCutPercent', 30, 'percent'],
    ['socialSecurity.latestClaimPercent', 124, 'percent'],
    ['socialSecurity.spousalAtEarliestPercent', 32.5, 'percent'],
    ['socialSecurity.spousalAtEarliestCutPercent', 35, 'percent'],
    ['socialSecurity.fra.stepUp.bornFrom', 1955, 'year'],
    ['socialSecurity.fra.stepUp.bornTo', 1959, 'year'],
    // 26 USC §408(d)(8), §72(t), §414(v)(5), §223(b)(3), 12 USC 1715z-20(b)(1).
    ['qcd.minAge', 70.5, 'age'],
    ['earlyWithdrawal.age', 59.5, 'age'],
    ['earlyWithdrawal.percent', 10, 'percent'],
    ['catchUp.age', 50, 'age'],
    ['hsa.catchUpAge', 55, 'age'],
    ['hecm.minAge', 62, 'age'],
    ['medicare.age', 65, 'age'],
  ])('rule figure %s is %d (%s)', (name, value, kind) => {
    expect(ARTICLE_FIGURES[name]).toMatchObject({ value, kind, yearly: false });
  });

  it('has no figure for a year the rules do not hold', () => {
    expect(ARTICLE_FIGURES['standardDeduction.2027.single']).toBeUndefined();
    expect(ARTICLE_FIGURES['hsa.2023.self']).toBeUndefined();
  });

  it('formats money, plain, millions, percentages, ages, years and ordinals as the articles print them', () => {
    expect(formatFigure(16_100)).toBe('$16,100');
    expect(formatFigure(16_100, 'money')).toBe('$16,100');
    expect(formatFigure(202.9)).toBe('$202.90');
    expect(formatFigure(38.99, 'plain')).toBe('38.99');
    expect(formatFigure(1_249_125, 'plain')).toBe('1,249,125');
    expect(formatFigure(15_000_000, 'millions')).toBe('$15 million');
    expect(formatFigure(13_990_000, 'millions')).toBe('$13.99 million');
    expect(formatFigure(25, 'percent')).toBe('25 %');
    expect(formatFigure(82.5, 'percent')).toBe('82.5 %');
    expect(formatFigure(70.5, 'age')).toBe('70½');
    expect(formatFigure(59.5, 'age')).toBe('59½');
    expect(formatFigure(73, 'age')).toBe('73');
    expect(formatFigure(10, 'ordinal')).toBe('10th');
    expect(formatFigure(21, 'ordinal')).toBe('21st');
    expect(formatFigure(2021, 'year')).toBe('2021');
  });

  it('never groups a calendar year and never pads a divisor, even when a placeholder asks for |plain', () => {
    expect(formatRuleValue(ARTICLE_FIGURES['rmd.waiver.from']!, 'plain')).toBe('2021');
    expect(formatRuleValue(ARTICLE_FIGURES['rmd.uniform.75']!, 'plain')).toBe('24.6');
    expect(formatRuleValue(ARTICLE_FIGURES['medicare.2026.partDBasePremium']!, 'plain')).toBe('38.99');
    expect(formatRuleValue(ARTICLE_FIGURES['rmd.startAge.original']!)).toBe('70½');
    expect(formatRuleValue(ARTICLE_FIGURES['rmd.excise.standard']!)).toBe('25 %');
  });
});

describe('words made from rule tables', () => {
  it('finds the birth years whose survivor full retirement age is earlier (20 CFR 404.409; POMS RS 00615.003)', () => {
    expect(survivorFraGaps()).toEqual([
      { from: 1955, to: 1955, months: 2 },
      { from: 1956, to: 1960, months: 4 },
      { from: 1961, to: 1961, months: 2 },
    ]);
    expect(ARTICLE_PHRASES['socialSecurity.survivorFraEarlier']).toBe(
      '2 months earlier if you were born in 1955, 4 months if born from 1956 to 1960, and 2 months if born in 1961',
    );
  });

  it('says the first birth day of deemed filing as the rules hold it (Social Security Act §202(r): born January 2, 1954 or later)', () => {
    expect(ARTICLE_PHRASES['socialSecurity.deemedFilingBornFrom']).toBe('January 2, 1954');
  });

  it('says the required beginning date as the rules hold it (1 April: 26 USC §401(a)(9)(C))', () => {
    expect(ARTICLE_PHRASES['rmd.requiredBeginningDate']).toBe('April 1');
  });

  it('names every RMD start age the rules hold, so a new one cannot go unsaid', () => {
    const ages = new Set<number>();
    for (let year = 1900; year <= 2100; year++) ages.add(ARTICLE_RULES.rmdStartAge(year));
    const named = new Set(
      Object.entries(ARTICLE_FIGURES)
        .filter(([name]) => /^rmd\.startAge\.[a-zA-Z0-9]+$/.test(name))
        .map(([, figure]) => figure.value),
    );
    expect(named).toEqual(ages);
  });

  it('follows a change of the rules in a copy', () => {
    const changed = {
      ...ARTICLE_RULES,
      rmdStartAge: (birthYear: number) => (birthYear >= 1970 ? 77 : ARTICLE_RULES.rmdStartAge(birthYear)),
      survivorFraMonthsPast65: (birthYear: number) =>
        birthYear === 1961
          ? ARTICLE_RULES.retirementFraMonthsPast65(1961)
          : ARTICLE_RULES.survivorFraMonthsPast65(birthYear),
      rmdFirstDeadline: { ...ARTICLE_RULES.rmdFirstDeadline, month: 3, day: 31 },
    };
    const figures = buildArticleFigures(changed);
    expect(figures['rmd.startAge.secure2Later']).toMatchObject({ value: 75 });
    expect(figures['rmd.startAge.secure2Later.bornTo']).toMatchObject({ value: 1969 });
    const phrases = buildArticlePhrases(changed);
    expect(phrases['socialSecurity.survivorFraEarlier']).toBe(
      '2 months earlier if you were born in 1955 and 4 months if born from 1956 to 1960',
    );
    expect(phrases['rmd.requiredBeginningDate']).toBe('March 31');
  });
});
