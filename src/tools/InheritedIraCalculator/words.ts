/**
 * The inherited IRA tool's sentences for the facts its engine returns (src/finance/estate/
 * inheritedIraChecks.ts): the relationship check, the waiver and the minimums already due, in the
 * reader's language (words.messages.*.json). Every figure comes from the facts or the rules, never
 * typed here; years are written as the IRS writes them, without a thousands separator.
 */
import type { EarlierMinimum, RelationshipCheck, WaivedMinimums } from '../../finance/estate/inheritedIraPlan';
import {
  AGE_OF_MAJORITY,
  ELIGIBLE_MAX_YEARS_YOUNGER,
  MISSED_RMD_CORRECTION,
  TEN_YEAR_RULE_YEARS,
} from '../../finance/rules/tax/rmdTable';
import { text } from '../../i18n/text';
import { OTHER_PERSON_LABEL, SIBLING_LABEL } from './fields';
import * as m from './words.messages';

/** "a, b and c": the commas as both languages write them, the last link from the catalog. */
function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return m.listLast({ head: parts.slice(0, -1).join(', '), last: parts.at(-1)! });
}

/** "2024", "2024 and 2025", "2022 to 2024", "2019, 2021 and 2022": runs of three or more as a range. */
export function yearsInWords(years: readonly number[]): string {
  const runs: number[][] = [];
  for (const y of [...years].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === y - 1) run.push(y);
    else runs.push([y]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [m.yearRange({ from: String(run[0]), to: String(run.at(-1)) })] : run.map((y) => String(y)),
  );
  return listOf(parts);
}

interface BirthYears {
  ownerBirthYear: number;
  beneficiaryBirthYear: number;
  ownerDeathYear: number;
}

function bornSentence({ ownerBirthYear, beneficiaryBirthYear }: BirthYears): string {
  const gap = beneficiaryBirthYear - ownerBirthYear;
  if (gap === 0) return m.bornSameYear({ beneficiaryBirthYear: String(beneficiaryBirthYear) });
  return m.bornApart({
    beneficiaryBirthYear: String(beneficiaryBirthYear),
    ownerBirthYear: String(ownerBirthYear),
    gap: Math.abs(gap),
    direction: gap > 0 ? 'after' : 'before',
  });
}

/**
 * The warning beside "Who are you to the owner?" when the answer and the birth years disagree: it
 * says which rule the results use, and which answer matches the years. Not an error: the results
 * stay on screen.
 */
export function relationshipCheckWords(check: RelationshipCheck | null, years: BirthYears): string | undefined {
  if (!check) return undefined;
  const maxYounger = String(ELIGIBLE_MAX_YEARS_YOUNGER);
  const siblingAnswer = text(SIBLING_LABEL);
  switch (check.code) {
    case 'eligibleByAge':
      return m.eligibleByAge({ born: bornSentence(years), maxYounger, siblingAnswer });
    case 'moreThanTenYounger':
      return m.moreThanTenYounger({ born: bornSentence(years), maxYounger });
    case 'birthdaysDecide':
      return check.chosen === 'otherPerson'
        ? m.birthdaysDecideAsOther({ born: bornSentence(years), maxYounger, siblingAnswer })
        : m.birthdaysDecideAsSibling({ born: bornSentence(years), maxYounger, otherAnswer: text(OTHER_PERSON_LABEL) });
    case 'notMinorAtDeath':
      return m.notMinorAtDeath({
        beneficiaryBirthYear: String(years.beneficiaryBirthYear),
        ageAtDeath: String(check.ageAtDeath),
        ownerDeathYear: String(years.ownerDeathYear),
        majority: String(AGE_OF_MAJORITY),
      });
  }
}

/** Only where the waivers applied: which years, and which IRS notices. */
export function waiverWords(waived: WaivedMinimums | null): string | undefined {
  if (!waived) return undefined;
  return m.waived({
    years: yearsInWords(waived.years),
    ruleYears: String(TEN_YEAR_RULE_YEARS),
    count: waived.notices.length,
    notices: listOf(waived.notices.map((n) => n.replace(/^Notice /, ''))),
  });
}

const dayOf = (year: number) => m.yearEnd({ year: String(year) });

/**
 * The minimums already due before this year, and how a missed one is put right: take it, report it
 * on Form 5329 for the year it was missed, at the lower rate if corrected in time.
 */
export function earlierMinimumsWords(earlier: readonly EarlierMinimum[]): string[] {
  if (earlier.length === 0) return [];
  const yearly = earlier.filter((e) => e.kind === 'yearly').map((e) => e.year);
  const final = earlier.find((e) => e.kind === 'final');
  const due: string[] = [];
  if (yearly.length > 0)
    due.push(final ? m.yearlyDue({ years: yearsInWords(yearly) }) : m.yearlyDueEach({ years: yearsInWords(yearly) }));
  if (final) due.push(m.finalDue({ date: dayOf(final.year) }));
  const out = [m.putRight({ due: due.join(' '), formNumber: MISSED_RMD_CORRECTION.formNumber })];
  const lower = earlier.filter((e) => e.correctedExcise < e.excise);
  const flat = earlier.filter((e) => e.correctedExcise >= e.excise);
  if (lower.length > 0) {
    const first = lower[0]!;
    const rates = { excise: String(first.excise), corrected: String(first.correctedExcise) };
    out.push(
      lower.length === 1
        ? m.lowerExciseOne({ ...rates, date: dayOf(first.correctBy) })
        : m.lowerExciseMany({
            ...rates,
            deadlines: listOf(lower.map((e) => m.deadlineFor({ date: dayOf(e.correctBy), year: String(e.year) }))),
          }),
    );
  }
  if (flat.length > 0)
    out.push(m.flatExcise({ years: yearsInWords(flat.map((e) => e.year)), excise: String(flat[0]!.excise) }));
  out.push(m.reasonableMistake());
  return out;
}

/** The excise tax on this year's minimum, if it is missed. */
export function thisYearExciseWords(year: number, excise: number, correctedExcise: number): string {
  return correctedExcise < excise
    ? m.thisYearExciseLower({
        year: String(year),
        excise: String(excise),
        corrected: String(correctedExcise),
        date: dayOf(year + MISSED_RMD_CORRECTION.windowYears),
      })
    : m.thisYearExcise({ year: String(year), excise: String(excise) });
}
