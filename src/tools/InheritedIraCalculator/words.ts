/**
 * The inherited IRA tool's sentences for the facts its engine returns (src/finance/estate/
 * inheritedIraChecks.ts): the relationship check, the waiver and the minimums already due. Every
 * figure comes from the facts or the rules, never typed here.
 */
import type { EarlierMinimum, RelationshipCheck, WaivedMinimums } from '../../finance/estate/inheritedIraPlan';
import {
  AGE_OF_MAJORITY,
  ELIGIBLE_MAX_YEARS_YOUNGER,
  MISSED_RMD_CORRECTION,
  TEN_YEAR_RULE_YEARS,
} from '../../finance/rules/tax/rmdTable';
import { OTHER_PERSON_LABEL, SIBLING_LABEL } from './fields';

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "2024", "2024 and 2025", "2022 to 2024", "2019, 2021 and 2022": runs of three or more as a range. */
export function yearsInWords(years: readonly number[]): string {
  const runs: number[][] = [];
  for (const y of [...years].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === y - 1) run.push(y);
    else runs.push([y]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]} to ${run.at(-1)}`] : run.map((y) => String(y))));
  return list.format(parts);
}

interface BirthYears {
  ownerBirthYear: number;
  beneficiaryBirthYear: number;
  ownerDeathYear: number;
}

function bornSentence({ ownerBirthYear, beneficiaryBirthYear }: BirthYears): string {
  const gap = beneficiaryBirthYear - ownerBirthYear;
  if (gap === 0) return `You were born in ${beneficiaryBirthYear}, the same year as the owner.`;
  const years = `${Math.abs(gap)} ${Math.abs(gap) === 1 ? 'year' : 'years'}`;
  return `You were born in ${beneficiaryBirthYear}, ${years} ${gap > 0 ? 'after' : 'before'} the owner (${ownerBirthYear}).`;
}

/**
 * The warning beside "Who are you to the owner?" when the answer and the birth years disagree: it
 * says which rule the results use, and which answer matches the years. Not an error: the results
 * stay on screen.
 */
export function relationshipCheckWords(check: RelationshipCheck | null, years: BirthYears): string | undefined {
  if (!check) return undefined;
  const gap = ELIGIBLE_MAX_YEARS_YOUNGER;
  switch (check.code) {
    case 'eligibleByAge':
      return `${bornSentence(years)} Someone not more than ${gap} years younger than the owner, such as a brother or sister, can spread the withdrawals over their own life expectancy, so the results use that rule. To match, choose “${SIBLING_LABEL}”.`;
    case 'moreThanTenYounger':
      return `${bornSentence(years)} That is more than ${gap} years younger, so the rules for other people apply, and the results use them. Check both birth years, or choose another answer.`;
    case 'birthdaysDecide':
      return check.chosen === 'otherPerson'
        ? `${bornSentence(years)} Your birthdays decide: if yours falls on or before the owner’s in the calendar year, you are not more than ${gap} years younger and can spread the withdrawals over your life expectancy. Then choose “${SIBLING_LABEL}”.`
        : `${bornSentence(years)} Your birthdays decide: if yours falls after the owner’s in the calendar year, you are more than ${gap} years younger and the rules for other people apply. Then choose “${OTHER_PERSON_LABEL}”.`;
    case 'notMinorAtDeath':
      return `Born in ${years.beneficiaryBirthYear}, you were ${check.ageAtDeath} in ${years.ownerDeathYear}, the year the owner died. A child counts as a minor only when under ${AGE_OF_MAJORITY} then, so the rules for other people apply, and the results use them.`;
  }
}

/** Only where the waivers applied: which years, and which IRS notices. */
export function waiverWords(waived: WaivedMinimums | null): string | undefined {
  if (!waived) return undefined;
  const notices = list.format(waived.notices.map((n) => n.replace(/^Notice /, '')));
  return `The IRS waived the yearly minimums for ${yearsInWords(waived.years)} under the ${TEN_YEAR_RULE_YEARS}-year rule (${waived.notices.length > 1 ? 'Notices' : 'Notice'} ${notices}): if you missed them, you owe no excise tax for them.`;
}

const dayOf = (year: number) => `31 December ${year}`;

/**
 * The minimums already due before this year, and how a missed one is put right: take it, report it
 * on Form 5329 for the year it was missed, at the lower rate if corrected in time.
 */
export function earlierMinimumsWords(earlier: readonly EarlierMinimum[]): string[] {
  if (earlier.length === 0) return [];
  const yearly = earlier.filter((m) => m.kind === 'yearly').map((m) => m.year);
  const final = earlier.find((m) => m.kind === 'final');
  const out: string[] = [];
  const due: string[] = [];
  if (yearly.length > 0)
    due.push(
      `Yearly minimums were due for ${yearsInWords(yearly)}${final ? '' : ', each by 31 December of its year'}.`,
    );
  if (final) due.push(`The whole account was due to be taken out by ${dayOf(final.year)}.`);
  out.push(
    `${due.join(' ')} If you missed one, take it now and file ${MISSED_RMD_CORRECTION.form} for the year it was missed.`,
  );
  const lower = earlier.filter((m) => m.correctedExcise < m.excise);
  const flat = earlier.filter((m) => m.correctedExcise >= m.excise);
  if (lower.length > 0) {
    const first = lower[0]!;
    const deadlines = list.format(lower.map((m) => `${dayOf(m.correctBy)} for ${m.year}`));
    const when =
      lower.length === 1 ? `by ${dayOf(first.correctBy)} at the latest` : `in time: at the latest by ${deadlines}`;
    out.push(
      `The excise tax is ${first.excise} % of the amount missed, or ${first.correctedExcise} % if you take it ${when} (sooner if the IRS writes to you about it first).`,
    );
  }
  if (flat.length > 0)
    out.push(
      `For ${yearsInWords(flat.map((m) => m.year))} the excise tax was ${flat[0]!.excise} % of the amount missed.`,
    );
  out.push(
    `On the same form you can ask the IRS to waive the tax if the shortfall came from a reasonable mistake that you are putting right.`,
  );
  return out;
}

/** The excise tax on this year's minimum, if it is missed. */
export function thisYearExciseWords(year: number, excise: number, correctedExcise: number): string {
  return `A minimum you miss for ${year} costs an excise tax of ${excise} % of the shortfall${
    correctedExcise < excise
      ? `, or ${correctedExcise} % if you take it by ${dayOf(year + MISSED_RMD_CORRECTION.windowYears)} at the latest`
      : ''
  }.`;
}
