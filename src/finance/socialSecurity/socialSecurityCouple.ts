/**
 * Couple claiming comparison: every pair of claiming ages, month by month from 62 to 70, for two
 * spouses, with spouse's benefits (deemed filing; not before the worker files) and the widow(er)'s
 * benefit after the first death. Amounts are in today's dollars (benefits rise with prices), and
 * each pair is scored by the present value of household benefits at a real discount rate, from this
 * month until both have died at the assumed ages. Per-person amounts are precomputed, so each of the
 * 97 × 97 pairs costs a handful of additions.
 */
import { readNumber, round2 } from '../core/num';
import { ownBenefitAt } from './socialSecuritySpouse';
import { COUPLE_FALLBACK_DISCOUNT_PERCENT } from '../rules/socialSecurity/socialSecurityClaiming';
import {
  COUPLE_BOUNDS,
  FIRST_CLAIM,
  LAST_CLAIM,
  claimedAmounts,
  incomeAt,
  readClaimedCouple,
  readCouple,
  spousalExcessFrom,
  widowBenefit,
  type CoupleAmounts,
  type CoupleInput,
  type Person,
} from './coupleModel';

/** The familiar pairs the comparison also shows: both at 62, both at full retirement age, both at 70. */
export type FamiliarPair = 'both62' | 'bothFra' | 'both70';

export interface CouplePair {
  /** Claim ages in months. */
  claimA: number;
  claimB: number;
  /** Present value of household benefits, today's dollars. */
  presentValue: number;
  /** How much less than the best pair (0 for the best). */
  giveUp: number;
}

export interface CoupleYearRow {
  year: number;
  ageA: number | null;
  ageB: number | null;
  incomeA: number;
  incomeB: number;
  household: number;
}

export type { CoupleAmounts };

export interface CoupleResult {
  names: { a: string; b: string };
  fraA: number;
  fraB: number;
  ageNowA: number;
  ageNowB: number;
  deathAgeA: number;
  deathAgeB: number;
  best: CouplePair;
  /** The next best pairs, best first. */
  runnersUp: CouplePair[];
  /** Some familiar pairs for comparison: both at 62, both at FRA, both at 70 (when still open). */
  /** Familiar pairs: `id` names which (the tool words it); `label` is the English name the engine's tests read. */
  familiar: { id: FamiliarPair; pair: CouplePair }[];
  amounts: CoupleAmounts;
  yearly: CoupleYearRow[];
  pairsCompared: number;
}

export function compareCoupleClaiming(input: Partial<CoupleInput> = {}): CoupleResult {
  const { today, A, B } = readCouple(input);
  const rate =
    readNumber(
      input.realDiscountPercent,
      COUPLE_BOUNDS.realDiscountPercent.min,
      COUPLE_BOUNDS.realDiscountPercent.max,
      COUPLE_FALLBACK_DISCOUNT_PERCENT,
    ) / 100;

  // U[k] = sum of monthly discount factors for the first k months from today.
  const end = Math.max(A.dies, B.dies, today);
  const span = end - today;
  const monthly = (1 + rate) ** (-1 / 12);
  const U = new Float64Array(span + 1);
  let v = 1;
  for (let k = 0; k < span; k++) {
    U[k + 1] = U[k]! + v;
    v *= monthly;
  }
  /** Discounted number of months in [from, to) (absolute months), counting only from today. */
  const seg = (from: number, to: number): number => {
    const i = Math.min(span, Math.max(0, from - today));
    const j = Math.min(span, Math.max(0, to - today));
    return j > i ? U[j]! - U[i]! : 0;
  };

  const own = (p: Person) => p.claimAges.map((c) => ownBenefitAt(p.pia, c, p.birth));
  const ownA = own(A);
  const ownB = own(B);
  const widowA = B.claimAges.map((cb) => widowBenefit(A, B, cb));
  const widowB = A.claimAges.map((ca) => widowBenefit(B, A, ca));
  const spousalA = spousalExcessFrom(A, B);
  const spousalB = spousalExcessFrom(B, A);
  const ownPartB = B.claimAges.map((cb, j) => ownB[j]! * seg(B.born + cb, B.dies));

  const bothAlive = Math.min(A.dies, B.dies);
  const nA = A.claimAges.length;
  const nB = B.claimAges.length;
  const values = new Float64Array(nA * nB);
  for (let i = 0; i < nA; i++) {
    const ca = A.claimAges[i]!;
    const startA = A.born + ca;
    const oA = ownA[i]!;
    const ownPartA = oA * seg(startA, A.dies);
    const wB = widowB[i]!;
    for (let j = 0; j < nB; j++) {
      const cb = B.claimAges[j]!;
      const startB = B.born + cb;
      const oB = ownB[j]!;
      let pv = ownPartA + ownPartB[j]!;
      // Spouse's benefits start when both have filed (deemed filing; never before the worker files).
      const spousalStarts = startA > startB ? startA : startB;
      if (spousalStarts < bothAlive)
        pv += (spousalA(ca, oA, spousalStarts) + spousalB(cb, oB, spousalStarts)) * seg(spousalStarts, bothAlive);
      if (B.dies < A.dies) {
        const w = widowA[j]!;
        pv +=
          w.amount * seg(w.starts, Math.min(startA, A.dies)) +
          Math.max(0, w.amount - oA) * seg(Math.max(w.starts, startA), A.dies);
      } else if (A.dies < B.dies) {
        pv +=
          wB.amount * seg(wB.starts, Math.min(startB, B.dies)) +
          Math.max(0, wB.amount - oB) * seg(Math.max(wB.starts, startB), B.dies);
      }
      values[i * nB + j] = pv;
    }
  }
  const pairAt = (k: number): CouplePair => ({
    claimA: A.claimAges[Math.floor(k / nB)]!,
    claimB: B.claimAges[k % nB]!,
    presentValue: values[k]!,
    giveUp: 0,
  });
  // Best first; on a tie the earlier claims win (the scan meets them first).
  let topIndex = 0;
  for (let k = 1; k < values.length; k++) if (values[k]! > values[topIndex]! + 1e-9) topIndex = k;
  const top = pairAt(topIndex);
  const finish = (p: CouplePair): CouplePair => ({
    ...p,
    presentValue: round2(p.presentValue),
    giveUp: round2(Math.max(0, top.presentValue - p.presentValue)),
  });
  const best = finish(top);
  // The next best pairs that differ from every pair already listed by at least a whole year for someone,
  // so the list is not a dozen near-copies of the best.
  const listed: CouplePair[] = [top];
  const runnersUp: CouplePair[] = [];
  while (runnersUp.length < 5) {
    let next = -1;
    for (let k = 0; k < values.length; k++) {
      if (next >= 0 && values[k]! <= values[next]! + 1e-9) continue;
      const ca = A.claimAges[Math.floor(k / nB)]!;
      const cb = B.claimAges[k % nB]!;
      if (listed.every((q) => Math.abs(q.claimA - ca) >= 12 || Math.abs(q.claimB - cb) >= 12)) next = k;
    }
    if (next < 0) break;
    const p = pairAt(next);
    listed.push(p);
    runnersUp.push(finish(p));
  }
  const indexOf = (p: Person, c: number) => p.claimAges.indexOf(c);
  // The tool words each pair by its id (SocialSecurityCalculator's couple catalog).
  const familiar: { id: FamiliarPair; pair: CouplePair }[] = [];
  const addFamiliar = (id: FamiliarPair, ca: number, cb: number) => {
    const i = indexOf(A, ca);
    const j = indexOf(B, cb);
    if (i >= 0 && j >= 0) familiar.push({ id, pair: finish(pairAt(i * nB + j)) });
  };
  addFamiliar('both62', FIRST_CLAIM, FIRST_CLAIM);
  addFamiliar('bothFra', A.fra, B.fra);
  addFamiliar('both70', LAST_CLAIM, LAST_CLAIM);

  const claimed = claimedAmounts(A, B, best.claimA, best.claimB);
  return {
    names: { a: A.name, b: B.name },
    fraA: A.fra,
    fraB: B.fra,
    ageNowA: A.ageNow,
    ageNowB: B.ageNow,
    deathAgeA: A.deathAge,
    deathAgeB: B.deathAge,
    best,
    runnersUp,
    familiar,
    amounts: claimed.amounts,
    yearly: yearlyIncome(A, B, best.claimA, best.claimB, claimed, today),
    pairsCompared: values.length,
  };
}

export interface CoupleClaimsInput extends Partial<CoupleInput> {
  /** Claim ages in months (62 × 12 to 70 × 12), already chosen. */
  claimA: unknown;
  claimB: unknown;
}

/**
 * Each spouse's Social Security year by year (today's dollars) for claim ages already chosen and the ages at
 * death given: the same own, spouse's and widow(er)'s benefits as the comparison, without searching the
 * pairs. The household plan (src/finance/household) reads its incomes from here.
 */
export function coupleYearlyIncome(input: Partial<CoupleClaimsInput> = {}): CoupleYearRow[] {
  const { today, A, B, ca, cb } = readClaimedCouple(input);
  return yearlyIncome(A, B, ca, cb, claimedAmounts(A, B, ca, cb), today);
}

function yearlyIncome(
  A: Person,
  B: Person,
  ca: number,
  cb: number,
  { amounts: x, widowAStarts, widowBStarts }: ReturnType<typeof claimedAmounts>,
  today: number,
): CoupleYearRow[] {
  const rows: CoupleYearRow[] = [];
  const last = Math.max(A.dies, B.dies);
  for (let year = Math.floor(today / 12); year * 12 < last; year++) {
    let incomeA = 0;
    let incomeB = 0;
    for (let m = Math.max(today, year * 12); m < year * 12 + 12; m++) {
      incomeA += incomeAt(m, A, B, ca, cb, x.ownA, x.spousalA, x.survivorA, widowAStarts);
      incomeB += incomeAt(m, B, A, cb, ca, x.ownB, x.spousalB, x.survivorB, widowBStarts);
    }
    const age = (p: Person) => {
      const months = year * 12 + 11 - p.born;
      return months >= 0 && months < p.dies - p.born ? Math.floor(months / 12) : null;
    };
    rows.push({
      year,
      ageA: age(A),
      ageB: age(B),
      incomeA: round2(incomeA),
      incomeB: round2(incomeB),
      household: round2(incomeA + incomeB),
    });
  }
  return rows;
}
