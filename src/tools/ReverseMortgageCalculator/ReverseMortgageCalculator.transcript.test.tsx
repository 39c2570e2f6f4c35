import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const youngest = labelled(m.youngestAgeLabel);

transcriptOfSteps(
  'reverse mortgage, as heard: eligibility in words, the money available, a capped rate',
  { tool },
  {
    young: typing(
      {
        en: 'Typing 60 as the age of the youngest borrower',
        es: 'Escribir 60 como la edad del prestatario más joven',
      },
      youngest,
      '60',
    ),
    ok: typing(
      {
        en: 'Typing 70 as the age of the youngest borrower',
        es: 'Escribir 70 como la edad del prestatario más joven',
      },
      youngest,
      '70',
    ),
    rate: typing(
      {
        en: 'Typing 25 as the expected rate, above the most allowed',
        es: 'Escribir 25 como la tasa esperada, más de lo permitido',
      },
      labelled(m.expectedRateLabel),
      '25',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.homeValueLabel()}, 400,000, ${moneyWords.inDollars()}`))).toBe(
      true,
    );
    expect(heard.young.announcements).toEqual([polite(m.noteTooYoung({ minAge: 62 }))]);
    // Defaults (ReverseMortgageCalculator.test.tsx): HUD PLF row 70, column 6.000 % → 0.415; 99,000 available.
    expect(heard.ok.announcements).toEqual([
      polite(m.summary({ note: m.noteEligible(), amount: formatCurrency(99_000) })),
    ]);
    expect(heard.rate.announcements).toEqual([
      cappedAbove(20, '%'),
      polite(m.noteRateAboveTable({ ceiling: '18.875', expectedRate: '20' })),
    ]);
  },
);
