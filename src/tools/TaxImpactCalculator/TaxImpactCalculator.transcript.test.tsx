import { formatCurrency, formatPercent } from '../../kit/format';
import * as fieldWords from '../../kit/NumberInput/messages';
import * as moneyWords from '../../kit/MoneyInput/messages';
import * as filingWords from '../shared/core/filingStatus.messages';
import {
  cappedAbove,
  choosing,
  labelled,
  polite,
  transcriptOfSteps,
  typing,
} from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const age = labelled(m.ageLabel);
const deathYear = labelled(m.deathYearLabel);
/** The summary: the year's tax, its share of the income and the top bracket (then what a death changes). */
const summary = (tax: number, rate: number, income: number, top: number, ...more: string[]) =>
  polite(
    [
      m.summaryTax({
        taxYear: 2026,
        tax: formatCurrency(tax),
        rate: formatPercent(rate, 1),
        income: formatCurrency(income),
      }),
      m.summaryTopBracket({ rate: formatPercent(top) }),
      ...more,
    ].join(' '),
  );

transcriptOfSteps(
  'tax impact, as heard: live summary after each settled change, and a clamped age',
  { tool },
  {
    age: typing({ en: 'Typing 66 as the age', es: 'Escribir 66 como la edad' }, age, '66'),
    social: typing(
      { en: 'Typing 30,000 of Social Security', es: 'Escribir 30,000 de Seguro Social' },
      labelled(m.socialSecurityLabel),
      '30000',
    ),
    pension: typing(
      { en: 'Typing 20,000 of pension', es: 'Escribir 20,000 de pensión' },
      labelled(m.pensionLabel),
      '20000',
    ),
    traditional: typing(
      {
        en: 'Typing 30,000 of traditional withdrawals',
        es: 'Escribir 30,000 de retiros de cuentas tradicionales',
      },
      labelled(m.traditionalLabel),
      '30000',
    ),
    old: typing(
      {
        en: 'Typing 120 as the age, above the oldest allowed',
        es: 'Escribir 120 como la edad, más de lo permitido',
      },
      age,
      '120',
    ),
    joint: choosing(
      {
        en: 'Choosing “Married filing jointly”',
        es: 'Elegir «Casado que presenta una declaración conjunta»',
      },
      labelled(m.filingStatusLabel),
      filingWords.marriedJoint,
    ),
    spouse: typing(
      { en: 'Typing 62 as the spouse’s age', es: 'Escribir 62 como la edad del cónyuge' },
      labelled(m.spouseAgeLabel),
      '62',
    ),
    spouseSs: typing(
      {
        en: 'Typing 10,000 as the spouse’s part of the Social Security',
        es: 'Escribir 10,000 como la parte del Seguro Social del cónyuge',
      },
      labelled(m.spouseSocialSecurityLabel),
      '10000',
    ),
    death: typing(
      {
        en: 'Typing 2027 as the year one of you dies',
        es: 'Escribir 2027 como el año en que muere uno de los dos',
      },
      deathYear,
      '2027',
    ),
    early: typing(
      { en: 'Typing 2020, before the tax year', es: 'Escribir 2020, antes del año tributario' },
      deathYear,
      '2020',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.ageLabel()}, `) && p.endsWith(fieldWords.years()))).toBe(true);
    expect(form).toContain(`textbox, ${m.socialSecurityLabel()}, ${moneyWords.inDollars()} ${m.socialSecurityHint()}`);
    // No income yet: nothing to announce until the first figure arrives.
    expect(heard.age.announcements).toEqual([]);
    expect(heard.social.announcements).toEqual([summary(0, 0, 30_000, 10)]);
    // Known answer 6,016 for the 2026 default year (single, 66; TaxImpactCalculator.test.tsx, Rev. Proc. 2025-32).
    expect(heard.traditional.announcements).toEqual([summary(6_016, 7.5, 80_000, 22)]);
    expect(heard.old.announcements[0]).toBe(cappedAbove(100, 'years'));
    // Joint, both 65 or over (the spouse's age starts at 65): SS taxable 6,000 + 0.85 × (65,000 − 44,000) = 23,850; AGI 73,850;
    // deduction 32,200 + 2 × 1,650 + 2 × 6,000 = 47,500; taxable 26,350 → 2,480 + 1,550 × 12 % = 2,666.
    expect(heard.joint.announcements).toEqual([summary(2_666, 3.3, 80_000, 12)]);
    // Spouse 62: one 65+ amount and one senior deduction fewer: 39,850; taxable 34,000 → 2,480 + 9,200 × 12 % = 3,584.
    expect(heard.spouse.announcements).toEqual([summary(3_584, 4.5, 80_000, 12)]);
    // No year yet: nothing about a death in the summary.
    expect(heard.spouseSs.announcements).toEqual([]);
    // You (100, the clamped age; past the survivor full retirement age) keep your own 20,000 of the 30,000 in 2028.
    // Single: provisional 10,000 + 50,000 = 60,000, over 34,000 → 4,500 + 85 % × 26,000 = 26,600, cap 17,000 → AGI 67,000;
    //   deduction 16,100 + 2,050 + 6,000 = 24,150 → taxable 42,850 → 1,240 + 12 % × 30,450 = 4,894.
    // Joint in 2028 (the spouse 64: one 65+ amount, as in 2026): 3,584 again, so +1,310 on 10,000 less income (Rev. Proc. 2025-32).
    expect(heard.death.announcements).toEqual([
      summary(
        3_584,
        4.5,
        80_000,
        12,
        m.widowFirstYear({
          deathYear: 2027,
          year: 2028,
          change: 'rises',
          amount: formatCurrency(1_310),
          lost: formatCurrency(10_000),
        }),
      ),
    ]);
    expect(heard.early.announcements).toEqual([
      summary(3_584, 4.5, 80_000, 12, m.errorBeforeTaxYear({ deathYear: 2020, taxYear: 2026 })),
    ]);
  },
);
