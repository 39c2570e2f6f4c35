/**
 * What the survivor receives if one of a couple dies at a chosen age, with the claims chosen, and
 * the switch strategies (one benefit first, the other later) that pay more later on. The couple's
 * month-by-month model: coupleModel.ts.
 */
import { round2 } from '../core/num';
import { ownBenefitAt, survivorFraMonths } from './socialSecuritySpouse';
import {
  FIRST_CLAIM,
  LAST_CLAIM,
  claimedAmounts,
  incomeAt,
  readClaimedCouple,
  readDeathAge,
  survivorBenefitOf,
  type CoupleInput,
  type Person,
} from './coupleModel';

export interface IfOneDiesInput extends Partial<CoupleInput> {
  /** Who dies: 'a' or 'b'. */
  who: unknown;
  /** Age at death of the one who dies, years. */
  deathAge: unknown;
  /** Claim ages in months chosen for A and B (e.g. the best pair). */
  claimA: unknown;
  claimB: unknown;
}

export interface SwitchOption {
  /** Plain label, e.g. "Survivor benefit from 64, then your own from 70". */
  firstBenefit: 'survivor' | 'own';
  firstFromAge: number;
  firstMonthly: number;
  thenFromAge: number;
  thenMonthly: number;
}

export interface IfOneDiesResult {
  survivorName: string;
  deceasedName: string;
  /** Survivor's age in whole years when the spouse dies. */
  survivorAgeAtDeath: number;
  /** Monthly incomes in the month before the death. */
  survivorBefore: number;
  deceasedBefore: number;
  householdBefore: number;
  /** The survivor's own benefit (0 if not yet claimed at the death) and the widow(er)'s benefit. */
  survivorOwn: number;
  widowBenefit: number;
  /** Age (months) at which the widow(er)'s benefit starts in this plan (the death, or 60). */
  widowStartsAtAge: number;
  /** The survivor's monthly income after the death: the larger of own and widow(er)'s benefit. */
  survivorAfter: number;
  householdDrop: number;
  /** Taking one benefit first and switching later, when that pays more later on. */
  switchOptions: SwitchOption[];
}

/** What the survivor receives if one of the couple dies at a chosen age, with the claims chosen. */
export function ifOneDies(input: Partial<IfOneDiesInput> = {}): IfOneDiesResult {
  const { today, A, B, ca, cb } = readClaimedCouple(input);
  const aDies = input.who !== 'b';
  const [d, s, cd, cs] = aDies ? [A, B, ca, cb] : [B, A, cb, ca];
  // The one who dies: at the chosen age, never before this month.
  const deathAge = readDeathAge(input.deathAge, d.deathAge);
  const dead: Person = { ...d, deathAge, dies: Math.max(today + 1, d.born + Math.round(deathAge * 12)) };
  const survivor: Person = { ...s, dies: Math.max(s.dies, dead.dies + 1) };
  const before = dead.dies - 1;
  // The survivor is A of the pair, the one who dies B.
  const { amounts: x, widowAStarts } = claimedAmounts(survivor, dead, cs, cd);
  const ownS = x.ownA;
  const survivorBefore = incomeAt(before, survivor, dead, cs, cd, ownS, x.spousalA, 0, Number.MAX_SAFE_INTEGER);
  const deceasedBefore = incomeAt(before, dead, survivor, cd, cs, x.ownB, x.spousalB, 0, Number.MAX_SAFE_INTEGER);
  const widow = { amount: x.survivorA, starts: widowAStarts };
  const ownNow = dead.dies >= survivor.born + cs ? ownS : 0;
  const survivorAfter = Math.max(ownNow, dead.dies >= widow.starts ? widow.amount : 0);

  const switchOptions: SwitchOption[] = [];
  const ageAtDeath = widow.starts - survivor.born;
  const claimedOwnBeforeDeath = survivor.born + cs <= dead.dies;
  // 1. Widow(er)'s benefit now, own benefit later at 70 (only if the own benefit has not started yet).
  if (!claimedOwnBeforeDeath && ageAtDeath < LAST_CLAIM) {
    const ownAt70 = ownBenefitAt(survivor.pia, LAST_CLAIM, survivor.birth);
    if (ownAt70 > widow.amount)
      switchOptions.push({
        firstBenefit: 'survivor',
        firstFromAge: ageAtDeath,
        firstMonthly: widow.amount,
        thenFromAge: LAST_CLAIM,
        thenMonthly: ownAt70,
      });
  }
  // 2. Own benefit now, unreduced widow(er)'s benefit later at the survivor's FRA.
  const sFra = AGE_SURVIVOR_FRA(survivor);
  if (ageAtDeath < sFra) {
    const ownFirst = claimedOwnBeforeDeath
      ? ownS
      : ownBenefitAt(survivor.pia, Math.max(FIRST_CLAIM, ageAtDeath), survivor.birth);
    const widowAtFra = survivorBenefitOf(survivor, dead, cd, sFra);
    if (widowAtFra > ownFirst && widowAtFra > widow.amount) {
      switchOptions.push({
        firstBenefit: 'own',
        firstFromAge: Math.max(FIRST_CLAIM, ageAtDeath),
        firstMonthly: ownFirst,
        thenFromAge: sFra,
        thenMonthly: widowAtFra,
      });
    }
  }
  return {
    survivorName: survivor.name,
    deceasedName: dead.name,
    survivorAgeAtDeath: Math.floor((dead.dies - survivor.born) / 12),
    survivorBefore: round2(survivorBefore),
    deceasedBefore: round2(deceasedBefore),
    householdBefore: round2(survivorBefore + deceasedBefore),
    survivorOwn: ownNow,
    widowBenefit: widow.amount,
    widowStartsAtAge: ageAtDeath,
    survivorAfter: round2(survivorAfter),
    householdDrop: round2(Math.max(0, survivorBefore + deceasedBefore - survivorAfter)),
    switchOptions,
  };
}

const AGE_SURVIVOR_FRA = (p: Person) => survivorFraMonths(p.birth);
