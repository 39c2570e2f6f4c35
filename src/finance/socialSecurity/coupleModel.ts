/**
 * The month-by-month model of a couple's Social Security that the claiming comparison
 * (socialSecurityCouple.ts) and the "if one of you dies" view (socialSecurityIfOneDies.ts) share:
 * each person read from the inputs, the spouse's benefit on the other's record, the widow(er)'s
 * benefit, and each person's income in a given month. Ages and dates are absolute month indexes
 * (year × 12 + month − 1).
 */
import { readNumber } from '../core/num';
import {
  floorToDime,
  ownBenefitAt,
  readBirthDate,
  retirementFraMonths,
  spousalReductionFactor,
  survivorBenefit,
  type SsaBirth,
} from './socialSecuritySpouse';
import { lifeTableDeathAge } from '../rules/socialSecurity/socialSecurityLifeTable';
import { SS_LATEST_CLAIM_AGE } from '../rules/socialSecurity/socialSecurityClaiming';
import { SS_SPOUSAL_EARLIEST_AGE_MONTHS, SS_SPOUSAL_SHARE_OF_PIA } from '../rules/socialSecurity/socialSecuritySpousal';
import { SS_SURVIVOR_EARLIEST_AGE_MONTHS } from '../rules/socialSecurity/socialSecuritySurvivor';

export interface CouplePersonInput {
  name: unknown;
  birthYear: unknown;
  /** 1–12. */
  birthMonth: unknown;
  /** Monthly benefit at full retirement age (PIA), US$. */
  pia: unknown;
  /** Age at death assumed (years, may have a fraction); blank or 0 → the life table's default (SSA period life table 2022). */
  deathAge?: unknown;
  /** 'female', 'male' or anything else (not stated: the average of the two): which life table column gives the default age at death. */
  sex?: unknown;
}

export interface CoupleInput {
  a: CouplePersonInput;
  b: CouplePersonInput;
  /** Real (after inflation) yearly discount rate, percent. */
  realDiscountPercent: unknown;
  /** This month (defaults to 2026-01 when unreadable). */
  today: { year: unknown; month: unknown };
}

export const COUPLE_BOUNDS = {
  birthYear: { min: 1930, max: 2010 },
  pia: { min: 0, max: 6000 },
  deathAge: { min: 62, max: 110 },
  realDiscountPercent: { min: 0, max: 10 },
} as const;

export const FIRST_CLAIM = SS_SPOUSAL_EARLIEST_AGE_MONTHS;
export const LAST_CLAIM = SS_LATEST_CLAIM_AGE * 12;

export interface Person {
  name: string;
  birth: SsaBirth;
  birthDate: string;
  /** Absolute month index (year × 12 + month − 1) of the birth month. */
  born: number;
  pia: number;
  fra: number;
  ageNow: number;
  deathAge: number;
  /** Absolute month of death (payments run up to the month before). */
  dies: number;
  /** Claim ages (months) still open to choose. */
  claimAges: number[];
}

/** An age at death (years, may have a fraction) within COUPLE_BOUNDS, else `fallback`. */
export const readDeathAge = (value: unknown, fallback: number): number =>
  readNumber(value, COUPLE_BOUNDS.deathAge.min, COUPLE_BOUNDS.deathAge.max, fallback);

export function readPerson(input: Partial<CouplePersonInput> | undefined, fallbackName: string, today: number): Person {
  const p = input ?? {};
  const birthYear = Math.round(readNumber(p.birthYear, COUPLE_BOUNDS.birthYear.min, COUPLE_BOUNDS.birthYear.max, 1962));
  const birthMonth = Math.round(readNumber(p.birthMonth, 1, 12, 1));
  // Only the year and month are asked; the 15th keeps SSA's 1st-of-month and 1 January rules out of play.
  const birthDate = `${birthYear}-${String(birthMonth).padStart(2, '0')}-15`;
  const birth = readBirthDate(birthDate)!;
  const born = birthYear * 12 + birthMonth - 1;
  const ageNow = Math.max(0, today - born);
  const defaultDeath = lifeTableDeathAge(Math.floor(ageNow / 12), p.sex);
  const fromTable =
    p.deathAge === '' || p.deathAge === undefined || p.deathAge === null || p.deathAge === 0 || p.deathAge === '0';
  const deathAge = readDeathAge(fromTable ? defaultDeath : p.deathAge, defaultDeath);
  const first = Math.min(LAST_CLAIM, Math.max(FIRST_CLAIM, ageNow));
  const claimAges: number[] = [];
  for (let c = first; c <= LAST_CLAIM; c++) claimAges.push(c);
  const name = typeof p.name === 'string' && p.name.trim() !== '' ? p.name.trim().slice(0, 40) : fallbackName;
  return {
    name,
    birth,
    birthDate,
    born,
    pia: readNumber(p.pia, COUPLE_BOUNDS.pia.min, COUPLE_BOUNDS.pia.max, 0),
    fra: retirementFraMonths(birth),
    ageNow,
    deathAge,
    dies: born + Math.round(deathAge * 12),
    claimAges,
  };
}

/** Both spouses as the model reads them, and this month (year × 12 + month − 1; January 2026 when missing). */
export function readCouple(input: Partial<CoupleInput>): { today: number; A: Person; B: Person } {
  const todayYear = Math.round(readNumber(input.today?.year, 2000, 2200, 2026));
  const todayMonth = Math.round(readNumber(input.today?.month, 1, 12, 1));
  const today = todayYear * 12 + todayMonth - 1;
  return { today, A: readPerson(input.a, 'Person 1', today), B: readPerson(input.b, 'Person 2', today) };
}

/** A chosen claim age, in months: FIRST_CLAIM to LAST_CLAIM, the latest when missing or unreadable. */
export const readClaim = (value: unknown): number => Math.round(readNumber(value, FIRST_CLAIM, LAST_CLAIM, LAST_CLAIM));

/** Both spouses, this month and the claim ages already chosen (`ca` for A, `cb` for B; see readClaim). */
export function readClaimedCouple(input: Partial<CoupleInput> & { claimA?: unknown; claimB?: unknown }) {
  return { ...readCouple(input), ca: readClaim(input.claimA), cb: readClaim(input.claimB) };
}

/** Each spouse's monthly benefits for one pair of claims, today's dollars. */
export interface CoupleAmounts {
  ownA: number;
  ownB: number;
  spousalA: number;
  spousalB: number;
  /** Widow(er)'s benefit A would get if B dies at the assumed age (before comparing with A's own). */
  survivorA: number;
  survivorB: number;
}

/**
 * What A (claiming at ca) and B (at cb) draw: own benefits, the spouse's benefits once both have filed (deemed
 * filing; never before the worker files), and each one's widow(er)'s benefit with the month it would start.
 */
export function claimedAmounts(
  A: Person,
  B: Person,
  ca: number,
  cb: number,
): { amounts: CoupleAmounts; widowAStarts: number; widowBStarts: number } {
  const ownA = ownBenefitAt(A.pia, ca, A.birth);
  const ownB = ownBenefitAt(B.pia, cb, B.birth);
  const spousalStarts = Math.max(A.born + ca, B.born + cb);
  const widowA = widowBenefit(A, B, cb);
  const widowB = widowBenefit(B, A, ca);
  return {
    amounts: {
      ownA,
      ownB,
      spousalA: spousalExcessFrom(A, B)(ca, ownA, spousalStarts),
      spousalB: spousalExcessFrom(B, A)(cb, ownB, spousalStarts),
      survivorA: widowA.amount,
      survivorB: widowB.amount,
    },
    widowAStarts: widowA.starts,
    widowBStarts: widowB.starts,
  };
}

/**
 * The excess spouse's benefit of `p` on `worker`'s record: half the worker's PIA less p's own PIA (or own
 * benefit with credits when p claims after FRA: deemed filing), reduced for p's age when it starts.
 */
export function spousalExcessFrom(
  p: Person,
  worker: Person,
): (cp: number, ownAtClaim: number, starts: number) => number {
  const half = floorToDime(worker.pia * SS_SPOUSAL_SHARE_OF_PIA);
  return (cp, ownAtClaim, starts) => {
    const excess = Math.max(0, half - (cp > p.fra ? ownAtClaim : p.pia));
    return excess > 0 ? floorToDime(excess * spousalReductionFactor(p.fra - (starts - p.born))) : 0;
  };
}

/** The widow(er)'s benefit of `s` when `d` (who claimed at cd) dies; starts at death or at 60. */
export function widowBenefit(s: Person, d: Person, cd: number): { amount: number; starts: number } {
  const starts = Math.max(d.dies, s.born + SS_SURVIVOR_EARLIEST_AGE_MONTHS);
  return { amount: survivorBenefitOf(s, d, cd, starts - s.born), starts };
}

/** The survivor's benefit `s` draws from `startAgeMonths` of age on `d`'s record (d claimed at cd and has died). */
export function survivorBenefitOf(s: Person, d: Person, cd: number, startAgeMonths: number): number {
  return survivorBenefit({
    deceasedPia: d.pia,
    deceasedBirthDate: d.birthDate,
    deceasedClaimAgeMonths: cd,
    deceasedDeathAgeMonths: d.dies - d.born,
    survivorBirthDate: s.birthDate,
    survivorStartAgeMonths: startAgeMonths,
  });
}

/** Monthly income of each person in absolute month m, for one pair. */
export function incomeAt(
  m: number,
  p: Person,
  q: Person,
  cp: number,
  cq: number,
  o: number,
  spousal: number,
  widow: number,
  widowStarts: number,
): number {
  if (m >= p.dies) return 0;
  const ownNow = m >= p.born + cp ? o : 0;
  if (m >= q.dies) return Math.max(ownNow, m >= widowStarts ? widow : 0);
  return ownNow + (m >= Math.max(p.born + cp, q.born + cq) ? spousal : 0);
}
