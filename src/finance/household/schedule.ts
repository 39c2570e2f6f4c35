/**
 * Everything about a plan's years that does not depend on the market, worked out once per plan: who is
 * alive, ages, filing status, Social Security and pensions, one-off amounts, which years owe an RMD and
 * with which divisor, which years may convert. Each market path then only walks these arrays.
 */
import { rmdDivisor } from '../tax/rmd';
import { rmdStartAge } from '../rules/tax/rmdTable';
import { ADDITIONAL_DEDUCTION_AGE } from '../rules/tax/taxYears';
import { diesMonth, yearlyBenefits } from './socialSecurity';
import type { Plan, PlanPerson } from './readInput';
import { taxRules, type PlanStatus, type TaxRules } from './yearTax';

/** Medicare (and so IRMAA) starts at 65: 42 USC 1395c (age 65 entitlement to Part A; Parts B and D follow). */
const MEDICARE_AGE = 65;

export interface Schedule {
  years: number;
  firstYear: number;
  couple: boolean;
  rules: TaxRules;
  /** Ages at the end of each year (−1 where the person is not in the plan or no longer alive). */
  ageA: Int16Array;
  ageB: Int16Array;
  status: PlanStatus[];
  age65: Uint8Array;
  onMedicare: Uint8Array;
  senior: Uint8Array;
  /** Social Security, today's dollars. */
  ssA: Float64Array;
  ssB: Float64Array;
  /** Pensions with a cost-of-living raise (today's dollars) and without (the fixed dollars paid). */
  pensionReal: Float64Array;
  pensionFixed: Float64Array;
  /** One-off amounts, today's dollars: received, of which gain, and spent. */
  oneOffIn: Float64Array;
  oneOffGain: Float64Array;
  oneOffOut: Float64Array;
  /** RMD divisor of each owner's traditional savings (0: none due). */
  rmdDivisorA: Float64Array;
  rmdDivisorB: Float64Array;
  /** Whether each owner's traditional savings may be converted this year. */
  convertA: Uint8Array;
  convertB: Uint8Array;
  /** The year index from which the owner's traditional savings belong to the survivor (−1: never). */
  rolloverA: number;
  rolloverB: number;
}

export function buildSchedule(plan: Plan): Schedule {
  const { firstYear, people } = plan;
  const [A, B] = people as [PlanPerson, PlanPerson | undefined];
  const lastYear = Math.max(...people.map((p) => p.birthYear + p.lastAge));
  const years = Math.max(1, lastYear - firstYear + 1);
  const ageIn = (p: PlanPerson | undefined, i: number) => {
    if (!p) return -1;
    const age = firstYear + i - p.birthYear;
    return age <= p.lastAge ? age : -1;
  };
  const s: Schedule = {
    years,
    firstYear,
    couple: B !== undefined,
    rules: taxRules(firstYear),
    ageA: new Int16Array(years),
    ageB: new Int16Array(years),
    status: [],
    age65: new Uint8Array(years),
    onMedicare: new Uint8Array(years),
    senior: new Uint8Array(years),
    ...(() => {
      const ss = yearlyBenefits(people, firstYear, years);
      return { ssA: ss.a, ssB: ss.b };
    })(),
    pensionReal: new Float64Array(years),
    pensionFixed: new Float64Array(years),
    oneOffIn: new Float64Array(years),
    oneOffGain: new Float64Array(years),
    oneOffOut: new Float64Array(years),
    rmdDivisorA: new Float64Array(years),
    rmdDivisorB: new Float64Array(years),
    convertA: new Uint8Array(years),
    convertB: new Uint8Array(years),
    rolloverA: -1,
    rolloverB: -1,
  };
  const converting = plan.conversion.kind !== 'none';
  const untilRmd = plan.conversion.kind !== 'none' && plan.conversion.untilRmd;
  for (let i = 0; i < years; i++) {
    const a = ageIn(A, i);
    const b = ageIn(B, i);
    s.ageA[i] = a;
    s.ageB[i] = b;
    const alive = [a, b].filter((age) => age >= 0);
    // Joint while both are alive, the year of a death included; single from the next year (26 USC §2(a), §6013(a)(2)).
    const status: PlanStatus = alive.length === 2 ? 'marriedJoint' : 'single';
    s.status.push(status);
    s.age65[i] = alive.filter((age) => age >= ADDITIONAL_DEDUCTION_AGE).length;
    s.onMedicare[i] = alive.filter((age) => age >= MEDICARE_AGE).length;
    const year = firstYear + i;
    s.senior[i] = year >= s.rules.seniorFirstYear && year <= s.rules.seniorLastYear ? 1 : 0;
    const owner = (p: PlanPerson, age: number, spouseAge: number, divisors: Float64Array, convert: Uint8Array) => {
      if (age < 0) return;
      const start = rmdStartAge(p.birthYear, p.birthMonth);
      // The spouse is taken as the sole beneficiary; a spouse alive at the start of the year counts all year.
      if (age >= start)
        divisors[i] = rmdDivisor({ ownerAge: age, spouseSoleBeneficiaryAge: spouseAge >= 0 ? spouseAge : null });
      if (converting && (!untilRmd || age < start)) convert[i] = 1;
    };
    owner(A, a, b, s.rmdDivisorA, s.convertA);
    if (B) owner(B, b, a, s.rmdDivisorB, s.convertB);
  }
  // The survivor rolls the deceased's traditional savings into their own from the year after the death
  // (a person past the planning age has left the plan the same way).
  if (B) {
    const lastIndex = (p: PlanPerson) => p.birthYear + p.lastAge - firstYear;
    const rollover = (p: PlanPerson, otherAges: Int16Array) => {
      const next = lastIndex(p) + 1;
      return next > 0 && next < years && otherAges[next]! >= 0 ? next : -1;
    };
    s.rolloverA = rollover(A, s.ageB);
    s.rolloverB = rollover(B, s.ageA);
  }
  addPensions(plan, s);
  addOneOffs(plan, s);
  return s;
}

function addPensions(plan: Plan, s: Schedule) {
  const [A, B] = plan.people as [PlanPerson, PlanPerson | undefined];
  for (const pension of plan.pensions) {
    const owner = pension.owner === 'b' && B ? B : A;
    const spouse = owner === A ? B : A;
    const into = pension.costOfLivingRaise ? s.pensionReal : s.pensionFixed;
    const ownerDies = diesMonth(owner);
    const spouseDies = spouse ? diesMonth(spouse) : 0;
    const starts = owner.birthYear * 12 + owner.birthMonth - 1 + pension.startAge * 12;
    for (let i = 0; i < s.years; i++) {
      const y = s.firstYear + i;
      // Months paid this year: to the owner until the death, then the survivor's share while the spouse lives.
      const ownerMonths = Math.max(0, Math.min(ownerDies, y * 12 + 12) - Math.max(starts, y * 12));
      const survivorMonths = Math.max(0, Math.min(spouseDies, y * 12 + 12) - Math.max(starts, ownerDies, y * 12));
      into[i]! += pension.monthly * (ownerMonths + pension.survivorShare * survivorMonths);
    }
  }
}

function addOneOffs(plan: Plan, s: Schedule) {
  const [A, B] = plan.people as [PlanPerson, PlanPerson | undefined];
  for (const o of plan.oneOffs) {
    const owner = o.owner === 'b' && B ? B : A;
    const i = owner.birthYear + o.age - s.firstYear;
    if (i < 0 || i >= s.years) continue;
    if (o.amount >= 0) {
      s.oneOffIn[i]! += o.amount;
      s.oneOffGain[i]! += o.amount * o.gainShare;
    } else s.oneOffOut[i]! += -o.amount;
  }
}
