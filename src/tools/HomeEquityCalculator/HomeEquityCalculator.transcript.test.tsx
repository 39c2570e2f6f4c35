import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

transcriptOfSteps(
  'home equity, as heard: equity and share announced after a change; a capped rate',
  { tool },
  {
    balance: typing(
      {
        en: 'Typing 380,000 as the mortgage balance',
        es: 'Escribir 380,000 como el saldo de la hipoteca',
      },
      labelled(m.mortgageBalanceLabel),
      '380000',
    ),
    rate: typing(
      {
        en: 'Typing 25 as the interest rate, above the most allowed',
        es: 'Escribir 25 como la tasa de interés, más de lo permitido',
      },
      labelled(m.interestRateLabel),
      '25',
    ),
  },
  ({ form, heard }) => {
    expect(
      form.some((p) => p.startsWith(`textbox, ${m.mortgageBalanceLabel()}, 250,000, ${moneyWords.inDollars()}`)),
    ).toBe(true);
    // 400,000 − 380,000 = 20,000 → 5 % (HomeEquityCalculator.test.tsx).
    const summary = (future: number) =>
      polite(
        m.summary({
          equity: formatCurrency(20_000),
          percent: (5).toFixed(1),
          years: 5,
          future: formatCurrency(future),
        }),
      );
    expect(heard.balance.announcements).toEqual([summary(138_471)]);
    expect(heard.rate.announcements).toEqual([cappedAbove(20, '%'), summary(96_145)]);
  },
);
