import { formatCurrency, formatCurrencyCents } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

transcriptOfSteps(
  'healthcare cost, as heard: total and yearly cost announced after a change; a clamped retirement age',
  { tool },
  {
    partB: typing(
      { en: 'Emptying the Part B premium', es: 'Borrar la prima de la Parte B' },
      labelled(m.medicareBLabel),
      '',
    ),
    retire: typing(
      {
        en: 'Typing 80 as the retirement age, above the oldest allowed',
        es: 'Escribir 80 como la edad de jubilación, más de lo permitido',
      },
      labelled(m.retirementAgeLabel),
      '80',
    ),
  },
  ({ form, heard }) => {
    expect(form).toContain(
      `textbox, ${m.medicareBLabel()}, 202.90, ${moneyWords.inDollars()} ${m.medicareBHint({ year: 2026, premium: formatCurrencyCents(202.9) })}`,
    );
    expect(form.some((p) => new RegExp(`^textbox, ${m.ltcProbabilityLabel()}, \\d+, %$`).test(p))).toBe(true);
    // A blank Part B counts as 0: (45 + 125 + 150) × 12 + 3,700 = 7,540 a year today (SPEC §5: blank input counts as 0).
    const summary = (total: number, years: number) =>
      polite(m.summary({ total: formatCurrency(total), years, today: formatCurrency(7_540) }));
    expect(heard.partB.announcements).toEqual([summary(392_673, 18)]);
    expect(heard.retire.announcements).toEqual([cappedAbove(75, 'years'), summary(306_495, 10)]);
  },
);
