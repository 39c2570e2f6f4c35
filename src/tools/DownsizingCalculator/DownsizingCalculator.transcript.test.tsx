import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

transcriptOfSteps(
  'downsizing, as heard: cash freed or needed and the monthly change, said in words',
  { tool },
  {
    price: typing(
      {
        en: 'Typing 400,000 as the price of the new home',
        es: 'Escribir 400,000 como el precio de la nueva vivienda',
      },
      labelled(m.newHomePriceLabel),
      '400000',
    ),
    selling: typing(
      {
        en: 'Typing 50 as the selling costs, above the most allowed',
        es: 'Escribir 50 como los costos de venta, más de lo permitido',
      },
      labelled(m.sellingCostLabel),
      '50',
    ),
  },
  ({ form, heard }) => {
    expect(
      form.some((p) => p.startsWith(`textbox, ${m.newHomePriceLabel()}, 300,000, ${moneyWords.inDollars()}`)),
    ).toBe(true);
    expect(form.some((p) => p.startsWith(`textbox, ${m.sellingCostLabel()}, 6, `) && p.endsWith('%'))).toBe(true);
    // A pricier new home needs 90,000 of cash (DownsizingCalculator.test.tsx).
    expect(heard.price.announcements).toEqual([
      polite(m.summary({ frees: 'no', cash: formatCurrency(90_000), saves: 'yes', monthly: formatCurrency(1_429) })),
    ]);
    expect(heard.selling.announcements[0]).toBe(cappedAbove(20, '%'));
  },
);
