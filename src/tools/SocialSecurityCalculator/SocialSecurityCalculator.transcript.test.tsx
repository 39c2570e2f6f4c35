import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import {
  cappedAbove,
  choosing,
  labelled,
  polite,
  transcriptOfSteps,
  typing,
} from '../shared/testing/screenReaderTranscript';
import * as calculatorWords from './calculator.messages';
import * as m from './messages';
import { tool } from './tool';

const birthYear = labelled(m.birthYearLabel);

transcriptOfSteps(
  'Social Security, as heard: the year unspoken as a number with a comma, the best claiming age announced',
  { tool },
  {
    year: typing(
      { en: 'Typing 1960 as the birth year', es: 'Escribir 1960 como el año de nacimiento' },
      birthYear,
      '1960',
    ),
    benefit: typing(
      { en: 'Typing 1,000 as the monthly benefit', es: 'Escribir 1,000 como el beneficio mensual' },
      labelled(m.fraBenefitLabel),
      '1000',
    ),
    tooLate: typing(
      {
        en: 'Typing 2020 as the birth year, after the latest allowed',
        es: 'Escribir 2020 como el año de nacimiento, después del último permitido',
      },
      birthYear,
      '2020',
    ),
    couple: choosing(
      { en: 'Choosing “Me and my spouse” in “Plan for”', es: 'Elegir «Mi cónyuge y yo» en «Planear para»' },
      labelled(m.modeLabel),
      m.modeCouple,
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.birthYearLabel()}, 1964, `))).toBe(true);
    expect(form.some((p) => p.startsWith(`textbox, ${m.fraBenefitLabel()}, 2,000, ${moneyWords.inDollars()}`))).toBe(
      true,
    );
    // SSA known answers, born 1960 with $1,000: 70 → 1,240 × 180 = 223,200 by 85 (the most).
    expect(heard.benefit.announcements).toEqual([
      polite(
        calculatorWords.summaryBest({
          fra: calculatorWords.fraAge({ years: 67 }),
          lifeExpectancy: 85,
          age: 70,
          amount: formatCurrency(223_200),
        }),
      ),
    ]);
    expect(heard.tooLate.announcements[0]).toBe(cappedAbove(2010, undefined, false));
    // Choosing the couple view keeps focus on “Plan for” (the same control in both views) and announces the new results.
    expect(heard.couple.announcements).toEqual([polite(calculatorWords.coupleSummary())]);
  },
);
