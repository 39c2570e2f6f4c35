import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  INHERITED_ACCOUNT_TYPES,
  INHERITED_RELATIONSHIPS,
  inheritedRmd,
  ownerTiming,
  type InheritedRmdInput,
} from './inheritedIra';
import { planInheritedIra } from './inheritedIraPlan';
import { inheritedRmd as fromIndex } from '../index';
import { expectAllFinite, forAll } from '../testing/financeTestKit';

const base: InheritedRmdInput = {
  accountType: 'traditional',
  relationship: 'otherPerson',
  ownerBirthYear: 1950,
  ownerDeathYear: 2024,
  beneficiaryBirthYear: 1975,
  year: 2025,
  balance: 100_000,
};
const run = (over: Partial<InheritedRmdInput>) => inheritedRmd({ ...base, ...over });

describe('required beginning date from years (SECURE Act §114, SECURE 2.0 §107; RBD = 1 April after the year of the RMD age)', () => {
  it('born 1950 → 72 in 2022 → RBD 1 April 2023; born 1951 → 73 in 2024 → RBD 2025; born 1960 → 75 in 2035 → RBD 2036', () => {
    expect(ownerTiming('traditional', 1950, 2024)).toMatchObject({
      startAge: 72,
      applicableYear: 2022,
      rbdYear: 2023,
      diedOnOrAfterRbd: true,
    });
    expect(ownerTiming('traditional', 1951, 2024)).toMatchObject({
      startAge: 73,
      applicableYear: 2024,
      rbdYear: 2025,
      diedOnOrAfterRbd: false,
    });
    expect(ownerTiming('traditional', 1960, 2035)).toMatchObject({
      startAge: 75,
      applicableYear: 2035,
      rbdYear: 2036,
      diedOnOrAfterRbd: false,
    });
  });
  it('70½: born 1945 → 70½ in 2016 (second half assumed) → RBD 2017; with a birth month of March → 2015 → RBD 2016', () => {
    expect(ownerTiming('traditional', 1945, 2020).rbdYear).toBe(2017);
    expect(ownerTiming('traditional', 1945, 2020, undefined, 3).rbdYear).toBe(2016);
  });
  it('a Roth IRA owner is always treated as dying before the RBD (Treas. Reg. §1.408A-6 Q&A 14(b))', () => {
    expect(ownerTiming('roth', 1930, 2024).diedOnOrAfterRbd).toBe(false);
  });
});

describe('boundary: the owner dying the day before, and the day after, the required beginning date (born 1951, RBD 1 April 2025)', () => {
  const heir = { ownerBirthYear: 1951, beneficiaryBirthYear: 1980, year: 2026 };
  it('died in 2024 (the year of the RMD age, before the RBD) → 10-year rule, no yearly RMD', () => {
    expect(run({ ...heir, ownerDeathYear: 2024 })).toEqual({ rule: 'tenYear', rmd: 0, divisor: null, finalYear: 2034 });
  });
  it('died 31 March 2025 (month 3, the day before) → 10-year rule, no yearly RMD', () => {
    expect(run({ ...heir, ownerDeathYear: 2025, ownerDeathMonth: 3 })).toEqual({
      rule: 'tenYear',
      rmd: 0,
      divisor: null,
      finalYear: 2035,
    });
  });
  it('died 2 April 2025 (month 4, the day after) → yearly RMDs from Table I at 46 in 2026', () => {
    const r = run({ ...heir, ownerDeathYear: 2025, ownerDeathMonth: 4 });
    expect(r.rule).toBe('tenYearWithYearlyRmd');
    expect(r.finalYear).toBe(2035);
    expect(r.divisor).toBe(40.0); // Pub. 590-B Table I, age 46 → 40.0
    expect(r.rmd).toBeCloseTo(100_000 / 40.0, 9);
  });
  it('died in 2025 with no month → on or after the RBD (documented default); died in 2026 → after', () => {
    expect(run({ ...heir, ownerDeathYear: 2025 }).rule).toBe('tenYearWithYearlyRmd');
    expect(run({ ...heir, ownerDeathYear: 2026, year: 2027 }).rule).toBe('tenYearWithYearlyRmd');
  });
});

describe('inheritedRmd — one hand-worked case per rule and relationship (Pub. 590-B Table I; T.D. 10001)', () => {
  it('exported from src/finance/index.ts with exactly { rule, rmd, divisor, finalYear }', () => {
    expect(Object.keys(fromIndex(base)).sort()).toEqual(['divisor', 'finalYear', 'rmd', 'rule']);
  });

  it('otherPerson, owner died after the RBD (born 1950, died 2024): 10 years with yearly RMDs; 2025 at age 50 → Table I 36.2 (the Pub. 590-B Table I example age) → $2,762.43', () => {
    const r = run({});
    expect(r).toMatchObject({ rule: 'tenYearWithYearlyRmd', divisor: 36.2, finalYear: 2034 });
    expect(r.rmd).toBeCloseTo(2_762.43, 2);
    // minus 1 each year: 2026 → 35.2, 2033 → 28.2; 2034 → the whole balance
    expect(run({ year: 2026 }).divisor).toBe(35.2);
    expect(run({ year: 2033 }).divisor).toBe(28.2);
    expect(run({ year: 2034 })).toEqual({ rule: 'tenYearWithYearlyRmd', rmd: 100_000, divisor: null, finalYear: 2034 });
  });

  it('otherPerson, owner died after the RBD in 2021: yearly RMDs for 2022–2024 waived (IRS Notices 2022-53, 2023-54, 2024-35), due from 2025 at 34.3 − 3 = 31.3', () => {
    const heir = { ownerBirthYear: 1945, ownerDeathYear: 2021, beneficiaryBirthYear: 1970 };
    expect(run({ ...heir, year: 2023 })).toEqual({
      rule: 'tenYearWithYearlyRmd',
      rmd: 0,
      divisor: null,
      finalYear: 2031,
    });
    expect(run({ ...heir, year: 2024 }).rmd).toBe(0);
    const r = run({ ...heir, year: 2025 });
    expect(r.divisor).toBe(31.3); // Table I age 52 in 2022 → 34.3, reduced by 1 for 2023, 2024, 2025
    expect(r.rmd).toBeCloseTo(100_000 / 31.3, 9);
  });

  it('otherPerson, owner died before the RBD (born 1955, died 2025): 10-year rule, nothing yearly, all by 2035', () => {
    expect(run({ ownerBirthYear: 1955, ownerDeathYear: 2025, year: 2026 })).toEqual({
      rule: 'tenYear',
      rmd: 0,
      divisor: null,
      finalYear: 2035,
    });
    expect(run({ ownerBirthYear: 1955, ownerDeathYear: 2025, year: 2035 })).toEqual({
      rule: 'tenYear',
      rmd: 100_000,
      divisor: null,
      finalYear: 2035,
    });
  });

  it('Roth, otherPerson, owner aged 83 at death in 2023: still the plain 10-year rule (treated as dying before the RBD)', () => {
    expect(run({ accountType: 'roth', ownerBirthYear: 1940, ownerDeathYear: 2023, year: 2026 })).toEqual({
      rule: 'tenYear',
      rmd: 0,
      divisor: null,
      finalYear: 2033,
    });
  });

  it('spouse (default: treat as own): born 1952, 74 in 2026 → own RMD, Uniform table 25.5; born 1960 (66) → none yet; Roth → never', () => {
    const spouse = { relationship: 'spouse' as const, ownerBirthYear: 1950, ownerDeathYear: 2024, year: 2026 };
    const r = run({ ...spouse, beneficiaryBirthYear: 1952 });
    expect(r).toMatchObject({ rule: 'treatAsOwn', divisor: 25.5, finalYear: null });
    expect(r.rmd).toBeCloseTo(100_000 / 25.5, 9);
    expect(run({ ...spouse, beneficiaryBirthYear: 1960 })).toEqual({
      rule: 'treatAsOwn',
      rmd: 0,
      divisor: null,
      finalYear: null,
    });
    expect(run({ ...spouse, accountType: 'roth', beneficiaryBirthYear: 1940 })).toEqual({
      rule: 'treatAsOwn',
      rmd: 0,
      divisor: null,
      finalYear: null,
    });
  });

  it('spouse staying a beneficiary, owner died after the RBD: Table I at the spouse’s age each year (76 → 14.1), or the owner’s remaining 12.6 − 3 = 9.6 if longer', () => {
    const r = run({
      relationship: 'spouse',
      spouseChoice: 'remainBeneficiary',
      ownerBirthYear: 1945,
      ownerDeathYear: 2023,
      beneficiaryBirthYear: 1950,
      year: 2026,
    });
    expect(r).toMatchObject({ rule: 'lifeExpectancy', divisor: 14.1, finalYear: null });
  });

  it('spouse staying a beneficiary, owner died before the RBD (born 1958 → 73 in 2031): nothing until 2031, then Table I at 71 = 18.0', () => {
    const s = {
      relationship: 'spouse' as const,
      spouseChoice: 'remainBeneficiary' as const,
      ownerBirthYear: 1958,
      ownerDeathYear: 2024,
      beneficiaryBirthYear: 1960,
    };
    expect(run({ ...s, year: 2026 })).toEqual({ rule: 'lifeExpectancy', rmd: 0, divisor: null, finalYear: null });
    expect(run({ ...s, year: 2031 }).divisor).toBe(18.0);
  });

  it('minorChild (born 2010, parent died 2024 before the RBD): Table I at 15 in 2025 = 69.9, minus 1 each year; 10 years after turning 21 → empty by 2041', () => {
    const c = {
      relationship: 'minorChild' as const,
      ownerBirthYear: 1970,
      ownerDeathYear: 2024,
      beneficiaryBirthYear: 2010,
    };
    expect(run({ ...c, year: 2025 })).toMatchObject({ rule: 'lifeExpectancy', divisor: 69.9, finalYear: 2041 });
    expect(run({ ...c, year: 2030 }).divisor).toBe(64.9);
    expect(run({ ...c, year: 2035 }).divisor).toBe(59.9); // after 21 the yearly RMDs go on (T.D. 10001)
    expect(run({ ...c, year: 2041 }).rmd).toBe(100_000);
  });

  it('minorChild already 21 at the death (born 2000, died 2024) → not eligible: 10-year rule', () => {
    expect(
      run({
        relationship: 'minorChild',
        ownerBirthYear: 1970,
        ownerDeathYear: 2024,
        beneficiaryBirthYear: 2000,
        year: 2025,
      }).rule,
    ).toBe('tenYear');
  });

  it('disabledOrChronicallyIll (born 1990, owner died 2025 before the RBD): Table I at 36 in 2026 = 49.6; empty when the divisor reaches 1 or less (2075)', () => {
    const d = {
      relationship: 'disabledOrChronicallyIll' as const,
      ownerBirthYear: 1960,
      ownerDeathYear: 2025,
      beneficiaryBirthYear: 1990,
    };
    const r = run({ ...d, year: 2026 });
    expect(r).toMatchObject({ rule: 'lifeExpectancy', divisor: 49.6, finalYear: 2075 });
    expect(r.rmd).toBeCloseTo(100_000 / 49.6, 9);
  });

  it('notMoreThan10YearsYounger (sibling born 1948, owner born 1945 died 2023 after the RBD): the longer of 14.1 (own, 76 in 2024) and 11.6 (owner’s 12.6 − 1)', () => {
    const s = {
      relationship: 'notMoreThan10YearsYounger' as const,
      ownerBirthYear: 1945,
      ownerDeathYear: 2023,
      beneficiaryBirthYear: 1948,
    };
    expect(run({ ...s, year: 2024 })).toMatchObject({ rule: 'lifeExpectancy', divisor: 14.1 });
    expect(run({ ...s, year: 2026 }).divisor).toBe(12.1);
    // An older sibling (born 1940, 84 in 2024 → 8.7) uses the owner’s longer remaining 11.6.
    expect(run({ ...s, beneficiaryBirthYear: 1940, year: 2024 }).divisor).toBe(11.6);
  });

  it('notMoreThan10YearsYounger but born 11 years after the owner → other person: the 10-year rule', () => {
    expect(
      run({
        relationship: 'notMoreThan10YearsYounger',
        ownerBirthYear: 1960,
        ownerDeathYear: 2024,
        beneficiaryBirthYear: 1971,
      }).rule,
    ).toBe('tenYear');
  });

  it('estate, owner died before the RBD: 5-year rule (died 2024 → 2029); died 2018 → 2024 because 2020 does not count', () => {
    expect(run({ relationship: 'estate', ownerBirthYear: 1955, ownerDeathYear: 2024, year: 2026 })).toEqual({
      rule: 'fiveYear',
      rmd: 0,
      divisor: null,
      finalYear: 2029,
    });
    expect(run({ relationship: 'estate', ownerBirthYear: 1955, ownerDeathYear: 2018, year: 2022 }).finalYear).toBe(
      2024,
    );
  });

  it('estate, owner died after the RBD at 78 in 2023: owner’s Table I 12.6, minus 1 a year (2026 → 9.6); the divisor reaches 0.6 in 2035', () => {
    const e = { relationship: 'estate' as const, ownerBirthYear: 1945, ownerDeathYear: 2023 };
    expect(run({ ...e, year: 2026 })).toMatchObject({ rule: 'ownerLifeExpectancy', divisor: 9.6, finalYear: 2035 });
    expect(run({ ...e, year: 2035 }).rmd).toBe(100_000);
  });

  it('owner died before 2020 (old rules): a non-eligible beneficiary still stretches over life expectancy', () => {
    expect(run({ ownerBirthYear: 1940, ownerDeathYear: 2019, beneficiaryBirthYear: 1970, year: 2025 })).toMatchObject({
      rule: 'lifeExpectancy',
      divisor: 31.2,
      finalYear: 2056,
    }); // Table I at 50 in 2020 = 36.2, minus 5; 0.2 in 2056
  });

  it('year of death: the owner’s own RMD (Uniform table at 74 → 25.5) if the owner died after the RBD; none before it', () => {
    expect(run({ year: 2024 })).toMatchObject({ divisor: 25.5 });
    expect(run({ ownerBirthYear: 1955, year: 2024 })).toMatchObject({ rmd: 0, divisor: null });
  });
});

describe('planInheritedIra — plain words for bad input, never NaN', () => {
  const good = { ...base, year: 2026 };
  it('death year before the birth year, or after this year', () => {
    expect(planInheritedIra({ ...good, ownerDeathYear: 1940 }).problems[0]).toEqual({
      field: 'ownerDeathYear',
      id: 'deathBeforeBirth',
      deathYear: 1940,
      ownerBirthYear: 1950,
    });
    expect(planInheritedIra({ ...good, ownerDeathYear: 2027 }).problems[0]).toEqual({
      field: 'ownerDeathYear',
      id: 'deathAfterYear',
      deathYear: 2027,
      year: 2026,
    });
  });
  it('a beneficiary older than 120; a negative balance; "not more than 10 years younger" when more is a warning, not an error', () => {
    expect(planInheritedIra({ ...good, beneficiaryBirthYear: 1900 }).problems[0]).toEqual({
      field: 'beneficiaryBirthYear',
      id: 'tooOld',
      birthYear: 1900,
      age: 126,
      year: 2026,
      maxAge: 120,
    });
    expect(planInheritedIra({ ...good, balance: -5 }).problems[0]).toEqual({ field: 'balance', id: 'negativeBalance' });
    const older = planInheritedIra({
      ...good,
      relationship: 'notMoreThan10YearsYounger',
      ownerBirthYear: 1950,
      beneficiaryBirthYear: 1965,
    });
    expect(older).toMatchObject({
      status: 'ok',
      problems: [],
      relationship: 'otherPerson',
      relationshipCheck: { code: 'moreThanTenYounger', yearsYounger: 15 },
    });
  });
  it('a valid case: ok, the rule, schedule to the final year, waiver and excise', () => {
    const p = planInheritedIra(good);
    expect(p.status).toBe('ok');
    expect(p.rule).toBe('tenYearWithYearlyRmd');
    expect(p.schedule[0]).toMatchObject({ year: 2026, divisor: 35.2 });
    expect(p.schedule.at(-1)).toMatchObject({ year: 2034, note: 'final' });
    // Died in 2024: the first yearly minimum is 2025's, after the waivers (2021–2024): none applied.
    expect(p).toMatchObject({ waived: null, penaltyRate: 25, correctedPenaltyRate: 10, relationshipCheck: null });
    expect(p.earlierMinimums).toEqual([
      { year: 2025, kind: 'yearly', excise: 25, correctedExcise: 10, correctBy: 2027 },
    ]);
    expect(p.spouseAlternative).toBeNull();
  });
  it('hostile input → a plain answer, every number finite', () => {
    forAll(
      fc.dictionary(
        fc.constantFrom(
          'accountType',
          'relationship',
          'ownerBirthYear',
          'ownerDeathYear',
          'beneficiaryBirthYear',
          'year',
          'balance',
        ),
        fc.oneof(fc.double(), fc.string(), fc.constant(null)),
      ),
      (raw) => {
        expectAllFinite(planInheritedIra(raw as never));
      },
    );
  });
});

describe('Elena, 74, who inherited her brother’s IRA (issue #42): the relationship the birth years give, the years already due', () => {
  // Her brother was born in 1944 and died in 2023; Elena was born in 1952, 8 years after him, so she is
  // 74 at the end of 2026. Born in 1944, he reached 70½ in 2015 (no birth month: the second half of the
  // year is assumed), so his required beginning date was 1 April 2016 and he died after it.
  const elena = {
    accountType: 'traditional' as const,
    ownerBirthYear: 1944,
    ownerDeathYear: 2023,
    beneficiaryBirthYear: 1952,
    year: 2026,
    balance: 200_000,
  };

  it('as a sister: life expectancy; 2026 divisor 17.2 − 2 = 15.2 (Table I at 72 in 2024), $13,157.89; the account may last to 2041', () => {
    // Pub. 590-B Table I: 72 → 17.2 (Elena in 2024, the year after death), 79 → 11.9 (her brother in
    // 2023). The longer: her 17.2 − 2 = 15.2 in 2026 against his 11.9 − 3 = 8.9. 17.2 − 17 = 0.2 ≤ 1 in 2041.
    const p = planInheritedIra({ ...elena, relationship: 'notMoreThan10YearsYounger' });
    expect(p).toMatchObject({ status: 'ok', rule: 'lifeExpectancy', divisor: 15.2, finalYear: 2041 });
    expect(p.rmd).toBeCloseTo(200_000 / 15.2, 9);
    expect(p.rmd).toBeCloseTo(13_157.89, 2);
    expect(p.relationshipCheck).toBeNull();
    expect(p.rbdYear).toBe(2016);
    expect(p.diedOnOrAfterRbd).toBe(true);
  });

  it('"someone else" preselected: the birth years, 8 apart, make her an eligible designated beneficiary: the same rule and figures, with a warning', () => {
    const p = planInheritedIra({ ...elena, relationship: 'otherPerson' });
    expect(p).toMatchObject({
      status: 'ok',
      relationship: 'notMoreThan10YearsYounger',
      relationshipCheck: { code: 'eligibleByAge', yearsYounger: 8 },
      rule: 'lifeExpectancy',
      divisor: 15.2,
      finalYear: 2041,
    });
    expect(inheritedRmd({ ...elena, relationship: 'otherPerson' })).toEqual(
      inheritedRmd({ ...elena, relationship: 'notMoreThan10YearsYounger' }),
    );
  });

  it('no waiver sentence applies: her minimums for 2024 and 2025 were due (25 %, or 10 % if taken by the end of 2026 and 2027)', () => {
    const p = planInheritedIra({ ...elena, relationship: 'notMoreThan10YearsYounger' });
    expect(p.waived).toBeNull();
    expect(p.earlierMinimums).toEqual([
      { year: 2024, kind: 'yearly', excise: 25, correctedExcise: 10, correctBy: 2026 },
      { year: 2025, kind: 'yearly', excise: 25, correctedExcise: 10, correctBy: 2027 },
    ]);
    expect(p.assumptions.map((a) => a.id)).not.toContain('waived');
  });

  it('had her brother died in 2021: her 2022 minimum missed costs 50 % (before SECURE 2.0 §302), 2023–2025 25 % or 10 %', () => {
    const p = planInheritedIra({ ...elena, ownerDeathYear: 2021, relationship: 'notMoreThan10YearsYounger' });
    expect(p.waived).toBeNull();
    expect(p.earlierMinimums.map((m) => [m.year, m.excise, m.correctedExcise, m.correctBy])).toEqual([
      [2022, 50, 50, 2024],
      [2023, 25, 10, 2025],
      [2024, 25, 10, 2026],
      [2025, 25, 10, 2027],
    ]);
  });
});

describe('relationshipCheck: the answer chosen against the birth years (26 USC §401(a)(9)(E)(ii)(V): not more than 10 years younger)', () => {
  const after = { ownerBirthYear: 1944, ownerDeathYear: 2023, year: 2026, balance: 100_000 };
  it('"someone else" born before the owner is not more than 10 years younger either', () => {
    expect(
      planInheritedIra({ ...after, relationship: 'otherPerson', beneficiaryBirthYear: 1939 }).relationshipCheck,
    ).toEqual({ code: 'eligibleByAge', yearsYounger: -5 });
  });
  it('exactly 10 calendar years apart: the birthdays decide, so the answer chosen stands, with a note either way', () => {
    const other = planInheritedIra({ ...after, relationship: 'otherPerson', beneficiaryBirthYear: 1954 });
    expect(other).toMatchObject({
      relationship: 'otherPerson',
      rule: 'tenYearWithYearlyRmd',
      relationshipCheck: { code: 'birthdaysDecide', yearsYounger: 10, chosen: 'otherPerson' },
    });
    const sibling = planInheritedIra({
      ...after,
      relationship: 'notMoreThan10YearsYounger',
      beneficiaryBirthYear: 1954,
    });
    expect(sibling).toMatchObject({
      relationship: 'notMoreThan10YearsYounger',
      rule: 'lifeExpectancy',
      relationshipCheck: { code: 'birthdaysDecide', yearsYounger: 10, chosen: 'notMoreThan10YearsYounger' },
    });
  });
  it('11 years apart: "someone else" agrees (no check); 9 years apart: a sibling agrees', () => {
    expect(
      planInheritedIra({ ...after, relationship: 'otherPerson', beneficiaryBirthYear: 1955 }).relationshipCheck,
    ).toBeNull();
    expect(
      planInheritedIra({ ...after, relationship: 'notMoreThan10YearsYounger', beneficiaryBirthYear: 1953 })
        .relationshipCheck,
    ).toBeNull();
  });
  it('a child of 24 at the death chose "under 21": the rules for other people, said as a fact', () => {
    expect(
      planInheritedIra({
        relationship: 'minorChild',
        ownerBirthYear: 1970,
        ownerDeathYear: 2024,
        beneficiaryBirthYear: 2000,
        year: 2026,
        balance: 1,
      }),
    ).toMatchObject({ relationship: 'otherPerson', relationshipCheck: { code: 'notMinorAtDeath', ageAtDeath: 24 } });
  });
  it('the other relationships never get a check; nor does "someone else" with no birth year (the form asks for it)', () => {
    for (const relationship of ['spouse', 'disabledOrChronicallyIll', 'estate'] as const)
      expect(planInheritedIra({ ...after, relationship, beneficiaryBirthYear: 1950 }).relationshipCheck).toBeNull();
    expect(inheritedRmd({ ...base, relationship: 'otherPerson', beneficiaryBirthYear: undefined as never }).rule).toBe(
      'tenYearWithYearlyRmd',
    );
  });
});

describe('the waiver, only where it applied (IRS Notices 2022-53, 2023-54, 2024-35: 10-year rule, owner died on or after the RBD)', () => {
  const adultChild = { relationship: 'otherPerson' as const, beneficiaryBirthYear: 1975, year: 2026, balance: 1 };
  it('died in 2020 after the RBD: 2021–2024 waived, by all three notices; 2025 was due', () => {
    const p = planInheritedIra({ ...adultChild, ownerBirthYear: 1940, ownerDeathYear: 2020 });
    expect(p.rule).toBe('tenYearWithYearlyRmd');
    expect(p.waived).toEqual({
      years: [2021, 2022, 2023, 2024],
      notices: ['Notice 2022-53', 'Notice 2023-54', 'Notice 2024-35'],
    });
    expect(p.earlierMinimums.map((m) => m.year)).toEqual([2025]);
    expect(p.assumptions.find((a) => a.id === 'waived')).toMatchObject({
      waivedYears: [2021, 2022, 2023, 2024],
      notices: ['Notice 2022-53', 'Notice 2023-54', 'Notice 2024-35'],
    });
  });
  it('died in 2023 after the RBD: 2024 alone (Notice 2024-35)', () => {
    expect(planInheritedIra({ ...adultChild, ownerBirthYear: 1944, ownerDeathYear: 2023 }).waived).toEqual({
      years: [2024],
      notices: ['Notice 2024-35'],
    });
  });
  it('none: died in 2024; died before the RBD (no yearly minimums); a life-expectancy heir; a Roth IRA', () => {
    expect(planInheritedIra({ ...adultChild, ownerBirthYear: 1944, ownerDeathYear: 2024 }).waived).toBeNull();
    expect(planInheritedIra({ ...adultChild, ownerBirthYear: 1955, ownerDeathYear: 2021 }).waived).toBeNull();
    expect(
      planInheritedIra({
        ...adultChild,
        relationship: 'disabledOrChronicallyIll',
        ownerBirthYear: 1944,
        ownerDeathYear: 2021,
      }).waived,
    ).toBeNull();
    expect(
      planInheritedIra({ ...adultChild, accountType: 'roth', ownerBirthYear: 1944, ownerDeathYear: 2021 }).waived,
    ).toBeNull();
  });
  it('the 10-year rule without yearly minimums: nothing due before the final year; after it, the whole account was due', () => {
    const before = { ...adultChild, ownerBirthYear: 1955, ownerDeathYear: 2021 };
    expect(planInheritedIra(before).earlierMinimums).toEqual([]);
    // An estate, owner died in 2020 before the RBD: empty by 2025 (the 5-year rule); asked about 2026.
    expect(
      planInheritedIra({ relationship: 'estate', ownerBirthYear: 1958, ownerDeathYear: 2020, year: 2026, balance: 1 })
        .earlierMinimums,
    ).toEqual([{ year: 2025, kind: 'final', excise: 25, correctedExcise: 10, correctBy: 2027 }]);
  });
});

describe('planInheritedIra — the explanation says what the schedule does (issue #40: not "Table I at your age, reduced by 1" alone)', () => {
  // An heir older than the owner: owner born 1940, died 2024 at 84, after the RBD (1 April 2011).
  // Owner's remaining life expectancy: Table I at 84 = 8.7 in 2024, so 7.7 in 2025. The heir is 91 in
  // 2025: Table I 5.3. The longer, 7.7, is the divisor (Treas. Reg. §1.401(a)(9)-5(d)(1)(ii)). Not
  // more than 10 years younger (older, in fact), the heir is an eligible designated beneficiary
  // whatever was chosen (26 USC §401(a)(9)(E)(ii)(V)): the life expectancy rule, with a check.
  const olderHeir = {
    ...base,
    relationship: 'otherPerson' as const,
    ownerBirthYear: 1940,
    ownerDeathYear: 2024,
    beneficiaryBirthYear: 1934,
    year: 2025,
  };

  it('uses the owner’s remaining life expectancy when it is longer, and says so in the why and the formula', () => {
    const p = planInheritedIra(olderHeir);
    expect(p.rule).toBe('lifeExpectancy');
    expect(p.relationshipCheck).toEqual({ code: 'eligibleByAge', yearsYounger: -6 });
    expect(p.divisor).toBe(7.7);
    expect(p.why).toContainEqual({ id: 'lifeExpectancy', firstYear: 2025, ownerLonger: 'yes', deathYear: 2024 });
    expect(p.formulas).toContainEqual({ id: 'divisorLonger', own: 'fixed' });
  });

  it('a spouse who stays a beneficiary: looked up again each year, or the owner’s when longer; the formula says both', () => {
    const p = planInheritedIra({ ...olderHeir, relationship: 'spouse', spouseChoice: 'remainBeneficiary' });
    expect(p.divisor).toBe(7.7); // the spouse's own Table I at 91 is 5.3
    expect(p.why).toContainEqual({ id: 'spouseBeneficiary', ownerLonger: 'yes', deathYear: 2024, waitUntil: 2025 });
    expect(p.formulas).toContainEqual({ id: 'divisorLonger', own: 'recalculated' });
  });

  it('when the owner died before the RBD, neither the why nor the formula names the owner’s life expectancy', () => {
    const p = planInheritedIra({
      ...base,
      relationship: 'disabledOrChronicallyIll',
      ownerBirthYear: 1960,
      ownerDeathYear: 2025,
      year: 2026,
    });
    expect(p.rule).toBe('lifeExpectancy');
    expect(p.why).toContainEqual({ id: 'lifeExpectancy', firstYear: 2026, ownerLonger: 'no', deathYear: 2025 });
    expect(p.formulas).toContainEqual({ id: 'divisor', own: 'fixed' });
    expect(p.formulas.map((f) => f.id)).not.toContain('divisorLonger');
  });
});

describe('inheritedRmd — properties', () => {
  it('a positive balance never gives a negative RMD, a divisor of 0 or less, NaN, or an RMD above the balance', () => {
    forAll(
      fc.constantFrom(...INHERITED_ACCOUNT_TYPES),
      fc.constantFrom(...INHERITED_RELATIONSHIPS),
      fc.integer({ min: 1920, max: 1990 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 1920, max: 2020 }),
      fc.integer({ min: 0, max: 40 }),
      fc.double({ min: 0.01, max: 1e9, noNaN: true }),
      fc.constantFrom('treatAsOwn' as const, 'remainBeneficiary' as const),
      (accountType, relationship, ownerBirthYear, ageAtDeath, beneficiaryBirthYear, after, balance, spouseChoice) => {
        const ownerDeathYear = Math.min(ownerBirthYear + 40 + ageAtDeath, 2026);
        const r = inheritedRmd({
          accountType,
          relationship,
          ownerBirthYear,
          ownerDeathYear,
          beneficiaryBirthYear,
          year: ownerDeathYear + after,
          balance,
          spouseChoice,
        });
        expect(Number.isFinite(r.rmd)).toBe(true);
        expect(r.rmd).toBeGreaterThanOrEqual(0);
        expect(r.rmd).toBeLessThanOrEqual(balance);
        if (r.divisor !== null) expect(r.divisor).toBeGreaterThan(0);
        if (r.finalYear !== null && ownerDeathYear + after >= r.finalYear) expect(r.rmd).toBe(balance);
      },
    );
  });
});

describe('planInheritedIra — properties of the facts the tool words', () => {
  it('earlier minimums fall between the death and the year asked, in order; waived years within 2021–2024 and before the final year; never both', () => {
    forAll(
      fc.constantFrom(...INHERITED_ACCOUNT_TYPES),
      fc.constantFrom(...INHERITED_RELATIONSHIPS),
      fc.integer({ min: 1920, max: 1990 }),
      fc.integer({ min: 30, max: 100 }),
      fc.integer({ min: 1920, max: 2020 }),
      fc.integer({ min: 0, max: 40 }),
      (accountType, relationship, ownerBirthYear, ageAtDeath, beneficiaryBirthYear, after) => {
        const ownerDeathYear = Math.min(ownerBirthYear + ageAtDeath, 2026);
        const year = ownerDeathYear + after;
        const p = planInheritedIra({
          accountType,
          relationship,
          ownerBirthYear,
          ownerDeathYear,
          beneficiaryBirthYear,
          year,
          balance: 1000,
        });
        const years = p.earlierMinimums.map((m) => m.year);
        expect(years).toEqual([...years].sort((a, b) => a - b));
        for (const m of p.earlierMinimums) {
          expect(m.year).toBeGreaterThan(ownerDeathYear);
          expect(m.year).toBeLessThan(year);
          expect(m.correctedExcise).toBeLessThanOrEqual(m.excise);
          expect(m.correctBy).toBe(m.year + 2);
        }
        for (const y of p.waived?.years ?? []) {
          expect(y).toBeGreaterThanOrEqual(2021);
          expect(y).toBeLessThanOrEqual(2024);
          expect(y).toBeGreaterThan(ownerDeathYear);
          expect(years).not.toContain(y);
          if (p.finalYear !== null) expect(y).toBeLessThan(p.finalYear);
        }
        if (p.waived) expect(p.rule).toBe('tenYearWithYearlyRmd');
        if (relationship === 'spouse' || relationship === 'disabledOrChronicallyIll' || relationship === 'estate')
          expect(p.relationshipCheck).toBeNull();
      },
    );
  });
});
