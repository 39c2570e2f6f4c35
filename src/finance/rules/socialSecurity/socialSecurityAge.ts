/**
 * How SSA counts a person's age, and the full retirement age (FRA) tables for retirement and
 * spouse's benefits (one table) and for widow(er)'s benefits (another).
 */
import { fraMonthsPast65 } from './socialSecurityClaiming.ts';

/**
 * A person attains an age on the day before their birthday (common-law rule, 20 CFR 404.2(c)(4)),
 * so someone born on the 1st of a month attains every age in the month before, and someone born
 * on 1 January belongs to the previous year's birth cohort. Source: SSA "Retirement benefits:
 * full retirement age" (footnote "If you were born on January 1st, refer to the previous year";
 * "If you were born on the 1st of the month, we figure your benefit as if your birthday was in the
 * previous month"); POMS RS 00615.003.
 * So the day of the month on which SSA's birth month moves one month back is the 1st.
 */
export const SS_AGE_ATTAINED_DAY_BEFORE = 1;

/**
 * Full retirement age for retirement and spouse's benefits, in months past 65, by birth year
 * (the year after applying the 1 January rule). Source: POMS RS 00615.003 (Social Security Act
 * §216(l)(1)); SSA "Retirement benefits: full retirement age": 1937 or earlier 65; 1938–1942 add
 * 2 months a year; 1943–1954 66; 1955 66 + 2 months … 1959 66 + 10 months; 1960 and later 67.
 * The same table as `fraMonthsPast65` in socialSecurityClaiming.ts (which it re-exports).
 */
export { fraMonthsPast65 as retirementFraMonthsPast65 };

/**
 * Full retirement age for widow(er)'s benefits, in months past 65, by birth year (after the
 * 1 January rule). It runs two years behind the retirement table: the law keys it to the year of
 * attaining 60 where the retirement table keys it to the year of attaining 62 (Social Security Act
 * §216(l)(1)–(3)), so it is that table read two birth years earlier. Source: POMS RS 00615.301 and
 * RS 00615.003B chart; 20 CFR 404.409(b); SSA "Survivors benefits: survivors planning — full
 * retirement age for survivors": 1939 or earlier 65; 1940 65 + 2 months; 1941 65 + 4; 1942 65 + 6;
 * 1943 65 + 8; 1944 65 + 10; 1945–1956 66; 1957 66 + 2; 1958 66 + 4; 1959 66 + 6; 1960 66 + 8;
 * 1961 66 + 10; 1962 and later 67.
 */
export const SS_SURVIVOR_FRA_YEARS_BEHIND = 2;
export function survivorFraMonthsPast65(birthYear: number): number {
  return fraMonthsPast65(birthYear - SS_SURVIVOR_FRA_YEARS_BEHIND);
}
