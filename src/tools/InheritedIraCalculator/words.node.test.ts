import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/locale';
import { planInheritedIra } from '../../finance/estate/inheritedIraPlan';
import { earlierMinimumsWords, relationshipCheckWords, thisYearExciseWords, waiverWords, yearsInWords } from './words';

// Elena (issue #42): born 1952, 8 years after her brother (born 1944, died 2023 after his required
// beginning date); asked about 2026 (inheritedIra.test.ts works her figures out by hand).
const elena = {
  accountType: 'traditional' as const,
  ownerBirthYear: 1944,
  ownerDeathYear: 2023,
  beneficiaryBirthYear: 1952,
  year: 2026,
  balance: 200_000,
};

describe('the inherited IRA tool’s words for its facts', () => {
  it('years as a reader says them: one, two, a run, a gap', () => {
    expect(yearsInWords([2024])).toBe('2024');
    expect(yearsInWords([2025, 2024])).toBe('2024 and 2025');
    expect(yearsInWords([2021, 2022, 2023, 2024])).toBe('2021 to 2024');
    expect(yearsInWords([2019, 2021, 2022])).toBe('2019, 2021 and 2022');
  });

  it('Elena with "someone else" chosen: why the results use the life expectancy rule, and the answer that matches', () => {
    const p = planInheritedIra({ ...elena, relationship: 'otherPerson' });
    expect(relationshipCheckWords(p.relationshipCheck, elena)).toBe(
      'You were born in 1952, 8 years after the owner (1944). Someone not more than 10 years younger than the owner, such as a brother or sister, can spread the withdrawals over their own life expectancy, so the results use that rule. To match, choose “A brother, sister or other person not more than 10 years younger than the owner”.',
    );
  });

  it('Elena: no waiver sentence; her 2024 and 2025 minimums were due, and how to put a missed one right', () => {
    const p = planInheritedIra({ ...elena, relationship: 'notMoreThan10YearsYounger' });
    expect(waiverWords(p.waived)).toBeUndefined();
    expect(earlierMinimumsWords(p.earlierMinimums)).toEqual([
      'Yearly minimums were due for 2024 and 2025, each by 31 December of its year. If you missed one, take it now and file Form 5329 for the year it was missed.',
      'The excise tax is 25 % of the amount missed, or 10 % if you take it in time: at the latest by 31 December 2026 for 2024 and 31 December 2027 for 2025 (sooner if the IRS writes to you about it first).',
      'On the same form you can ask the IRS to waive the tax if the shortfall came from a reasonable mistake that you are putting right.',
    ]);
    expect(thisYearExciseWords(2026, p.penaltyRate, p.correctedPenaltyRate)).toBe(
      'A minimum you miss for 2026 costs an excise tax of 25 % of the shortfall, or 10 % if you take it by 31 December 2028 at the latest.',
    );
  });

  it('an adult child whose parent died in 2020 after the RBD: the waiver, with its years and notices', () => {
    const p = planInheritedIra({
      relationship: 'otherPerson',
      ownerBirthYear: 1940,
      ownerDeathYear: 2020,
      beneficiaryBirthYear: 1975,
      year: 2026,
      balance: 1,
    });
    expect(waiverWords(p.waived)).toBe(
      'The IRS waived the yearly minimums for 2021 to 2024 under the 10-year rule (Notices 2022-53, 2023-54 and 2024-35): if you missed them, you owe no excise tax for them.',
    );
  });

  it('a missed minimum of 2022 was taxed at 50 %, with no lower rate', () => {
    const p = planInheritedIra({ ...elena, ownerDeathYear: 2021, relationship: 'notMoreThan10YearsYounger' });
    expect(earlierMinimumsWords(p.earlierMinimums)).toContain('For 2022 the excise tax was 50 % of the amount missed.');
  });

  it('the other checks in words: more than 10 years younger; 10 calendar years apart; a child 21 or older', () => {
    const years = { ownerBirthYear: 1950, beneficiaryBirthYear: 1965, ownerDeathYear: 2024 };
    expect(relationshipCheckWords({ code: 'moreThanTenYounger', yearsYounger: 15 }, years)).toMatch(
      /^You were born in 1965, 15 years after the owner \(1950\)\. That is more than 10 years younger, so the rules for other people apply/,
    );
    expect(
      relationshipCheckWords(
        { code: 'birthdaysDecide', yearsYounger: 10, chosen: 'otherPerson' },
        { ...years, beneficiaryBirthYear: 1960 },
      ),
    ).toMatch(/Your birthdays decide: if yours falls on or before the owner’s in the calendar year/);
    expect(
      relationshipCheckWords({ code: 'notMinorAtDeath', ageAtDeath: 24 }, { ...years, beneficiaryBirthYear: 2000 }),
    ).toBe(
      'Born in 2000, you were 24 in 2024, the year the owner died. A child counts as a minor only when under 21 then, so the rules for other people apply, and the results use them.',
    );
    expect(relationshipCheckWords(null, years)).toBeUndefined();
  });
});

describe('the same facts in Spanish (words.messages.es.json)', () => {
  afterEach(() => setLocale('en'));

  it('years, the warning and the waiver: "y", "a", "después que", the plural of Aviso', () => {
    setLocale('es');
    expect(yearsInWords([2024, 2025])).toBe('2024 y 2025');
    expect(yearsInWords([2021, 2022, 2023, 2024])).toBe('2021 a 2024');
    const p = planInheritedIra({ ...elena, relationship: 'otherPerson' });
    expect(relationshipCheckWords(p.relationshipCheck, elena)).toMatch(
      /^Usted nació en 1952, 8 años después que el dueño de la cuenta \(1944\)\. Una persona que no es más de 10 años menor/,
    );
    expect(
      relationshipCheckWords({ code: 'eligibleByAge', yearsYounger: 1 }, { ...elena, beneficiaryBirthYear: 1945 }),
    ).toMatch(/^Usted nació en 1945, 1 año después que/);
    const waived = planInheritedIra({
      relationship: 'otherPerson',
      ownerBirthYear: 1940,
      ownerDeathYear: 2020,
      beneficiaryBirthYear: 1975,
      year: 2026,
      balance: 1,
    }).waived;
    expect(waiverWords(waived)).toBe(
      'El IRS eximió las distribuciones mínimas anuales de 2021 a 2024 bajo la regla de los 10 años (Avisos 2022-53, 2023-54 y 2024-35): si no las sacó, no debe el impuesto adicional (excise tax) por ellas.',
    );
  });

  it('Elena’s minimums already due, with the form by its Spanish and English names and the dates as Spanish writes them', () => {
    setLocale('es');
    const p = planInheritedIra({ ...elena, relationship: 'notMoreThan10YearsYounger' });
    const words = earlierMinimumsWords(p.earlierMinimums);
    expect(words[0]).toBe(
      'Había que sacar distribuciones mínimas anuales para 2024 y 2025, cada una a más tardar el 31 de diciembre de su año. Si no sacó alguna, sáquela ahora y presente el Formulario 5329 (Form 5329) del año en que no la sacó.',
    );
    expect(words[1]).toContain('31 de diciembre de 2026 para 2024 y 31 de diciembre de 2027 para 2025');
    expect(thisYearExciseWords(2026, p.penaltyRate, p.correctedPenaltyRate)).toBe(
      'Si no saca la distribución mínima de 2026, tendrá que pagar un impuesto adicional del 25% de lo que falte, o del 10% si la saca a más tardar el 31 de diciembre de 2028.',
    );
  });
});
