import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/locale';
import { planInheritedIra } from '../../finance/estate/inheritedIraPlan';
import { assumptionWords, formulaWords, problemWords, rowNoteWords, ruleWords, whyWords } from './inheritedWords';

// The engine returns facts (src/finance/estate/inheritedIraPlan.ts); these are the words the tool
// gives them. The English is the sentences the engine wrote before (issue I2: the same words for an
// English reader); the Spanish is the folder's messages.es.json.
const good = {
  accountType: 'traditional' as const,
  relationship: 'otherPerson' as const,
  ownerBirthYear: 1950,
  ownerDeathYear: 2024,
  beneficiaryBirthYear: 1975,
  balance: 250_000,
  year: 2026,
};
// An heir older than the owner (inheritedIra.test.ts works the divisor out): the owner's remaining
// life expectancy is the longer, so the why and the formula name it.
const olderHeir = { ...good, ownerBirthYear: 1940, beneficiaryBirthYear: 1934, year: 2025 };

describe('the inherited IRA engine’s facts in English', () => {
  afterEach(() => setLocale('en'));

  it('problems with the years and the balance, as the form shows them', () => {
    setLocale('en');
    const words = (input: object) => planInheritedIra({ ...good, ...input }).problems.map(problemWords);
    expect(words({ ownerDeathYear: 1940 })).toEqual([
      "The year of death, 1940, is before the owner's birth year, 1950. Check both years.",
    ]);
    expect(words({ ownerDeathYear: 2027 })).toEqual([
      'The year of death, 2027, is after 2026. Enter 2026 or an earlier year.',
    ]);
    expect(words({ beneficiaryBirthYear: 1900 })[0]).toBe(
      'Born in 1900, you would be 126 at the end of 2026; the IRS tables stop at 120. Check your birth year.',
    );
    expect(words({ balance: -5 })).toEqual([
      'The balance cannot be below $0. Enter the balance on 31 December of last year, or 0.',
    ]);
  });

  it('the rule, the why, the final row and How this is calculated for an adult child (owner died in 2024 after the RBD)', () => {
    setLocale('en');
    const p = planInheritedIra(good);
    expect(ruleWords(p.rule)).toBe('10-year rule, with a yearly minimum');
    expect(p.why.map(whyWords)).toEqual([
      'You are a beneficiary who is not an eligible designated beneficiary.',
      "Born in 1950, the owner's RMDs began at 72, so the required beginning date was 1 April 2023. Dying in 2024 counts as on or after that date.",
      "Empty the account by 31 December 2034. Because the owner died on or after the required beginning date, a yearly minimum is due in the years before. Its divisor is Table I at your age in 2025, reduced by 1 each year, or the owner's remaining life expectancy when that is longer: Table I at the owner's age in 2024, reduced by 1 each year after.",
    ]);
    expect(rowNoteWords(p.schedule.at(-1)!.note)).toBe('Final year: take the rest');
    expect(rowNoteWords(p.schedule[0]!.note)).toBe('—');
    expect(p.assumptions.map(assumptionWords)).toEqual([
      {
        label: 'Rule',
        value: '10-year rule, with a yearly minimum',
        source: expect.stringMatching(/^SECURE Act §401/),
      },
      {
        label: 'Required beginning date',
        value: '1 April 2023 (RMD age 72 for someone born in 1950)',
        source: expect.any(String),
      },
      { label: 'Divisor for 2026', value: '35.2 (Table I (Single Life Expectancy))', source: expect.any(String) },
      { label: 'Table I row', value: 'age 50 in 2025 → 36.2', source: expect.any(String) },
      {
        label: 'Missed-RMD excise tax',
        value: '25 %, 10 % if corrected by the end of 2028 at the latest (Form 5329)',
        source: expect.any(String),
      },
      { label: 'Schedule growth', value: '5 % a year after each withdrawal (illustration)' },
    ]);
    expect(p.formulas.map(formulaWords)).toEqual([
      'RMD = balance on 31 December of last year ÷ divisor',
      "Divisor = the longer of Table I at your age in the year after death, minus 1 for each later year and the owner's remaining life expectancy = Table I at the owner's age in the year of death, minus 1 for each later year",
      'In the final year: take the whole balance',
    ]);
  });

  it('the other reasons: the 10th and 5th year, 2020 skipped, a spouse, a Roth IRA, a waiver', () => {
    setLocale('en');
    const why = (input: object) => planInheritedIra({ ...good, ...input }).why.map(whyWords);
    expect(why({ ownerBirthYear: 1958, ownerDeathYear: 2025 })[2]).toBe(
      'Empty the account by 31 December 2035, the 10th year after the death. No yearly minimum is due before then, because the owner died before the required beginning date.',
    );
    expect(why({ relationship: 'estate', ownerBirthYear: 1958, ownerDeathYear: 2018 })).toEqual([
      'You are an estate (or a charity or a trust that does not pass through to people).',
      "Born in 1958, the owner's RMDs began at 73, so the required beginning date was 1 April 2032. Dying in 2018 counts as before that date.",
      'An estate must empty the account by 31 December 2024, the 5th year after the death (2020 does not count). No yearly minimum is due before then.',
    ]);
    expect(why({ ...olderHeir, relationship: 'spouse', spouseChoice: 'remainBeneficiary' })[2]).toBe(
      "As a beneficiary, your divisor is Table I at your age each year (looked up again every year), or the owner's remaining life expectancy when that is longer: Table I at the owner's age in 2024, reduced by 1 each year after.",
    );
    expect(why({ relationship: 'spouse', beneficiaryBirthYear: 1952 })[2]).toBe(
      'As your own IRA, RMDs start at your own RMD age (73), from the Uniform Lifetime Table. You may instead stay a beneficiary, which lets you take money out before 59½ with no 10 % early-withdrawal tax.',
    );
    expect(why({ accountType: 'roth' })[1]).toBe(
      'For a Roth IRA the owner is always treated as dying before the required beginning date.',
    );
    expect(why({ ownerBirthYear: 1951, ownerDeathYear: 2025 })[1]).toBe(
      "Born in 1951, the owner's RMDs began at 73, so the required beginning date was 1 April 2025. Dying in 2025 counts as on or after that date (death in that same year is taken as on or after 1 April unless you say it was before).",
    );
    const waived = planInheritedIra({ ...good, ownerBirthYear: 1940, ownerDeathYear: 2020 });
    expect(waived.assumptions.map(assumptionWords).find((a) => a.label === 'Missed yearly RMDs waived')?.value).toBe(
      '2021, 2022, 2023, 2024 (10-year rule, owner died on or after the required beginning date; Notice 2022-53, Notice 2023-54, Notice 2024-35)',
    );
    expect(rowNoteWords(waived.schedule[0]!.note)).toBe('—');
  });
});

describe('the same facts in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('the rule, a problem, the why, the notes, How this is calculated', () => {
    setLocale('es');
    const p = planInheritedIra(good);
    expect(ruleWords(p.rule)).toBe('Regla de los 10 años, con un mínimo anual');
    expect(planInheritedIra({ ...good, balance: -5 }).problems.map(problemWords)).toEqual([
      'El saldo no puede ser menor de $0. Escriba el saldo al 31 de diciembre del año pasado, o 0.',
    ]);
    expect(p.why.map(whyWords)[1]).toBe(
      'Como nació en 1950, las RMD del dueño empezaban a los 72 años, así que su fecha de inicio obligatoria (required beginning date) era el 1 de abril de 2023. Morir en 2024 cuenta como morir en esa fecha o después.',
    );
    expect(rowNoteWords('final')).toBe('Último año: saque el resto');
    expect(assumptionWords(p.assumptions[1]!).value).toBe(
      '1 de abril de 2023 (edad de RMD: 72 años para quien nació en 1950)',
    );
    expect(p.formulas.map(formulaWords)[0]).toBe('RMD = saldo al 31 de diciembre del año pasado ÷ divisor');
    expect(whyWords({ id: 'tenYear', finalYear: 2035, ruleYears: 10 })).toBe(
      'Vacíe la cuenta a más tardar el 31 de diciembre de 2035, el año número 10 después de la muerte. Antes no hay mínimo anual, porque el dueño murió antes de su fecha de inicio obligatoria.',
    );
  });
});
