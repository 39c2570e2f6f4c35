import { formatCurrency, formatCurrencyCents } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { choosing, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

/** The summary for the two of them in 2026. */
const summary = (total: number, monthly: number, tail: { irmaa: number; tier: number } | 'notEntered') =>
  polite(
    m.summary({
      who: 'couple',
      total: formatCurrency(total),
      year: 2026,
      monthly: formatCurrency(monthly),
      tail: tail === 'notEntered' ? tail : 'irmaa',
      irmaa: tail === 'notEntered' ? '' : formatCurrency(tail.irmaa),
      tier: tail === 'notEntered' ? '' : tail.tier,
      topTier: 5,
    }),
  );

transcriptOfSteps(
  'Medicare cost, as heard: the year’s total and monthly premiums announced after each change',
  { tool },
  {
    couple: choosing(
      {
        en: 'Choosing “Two of us (a couple)” in “Who is covered”',
        es: 'Elegir «Los dos (una pareja)» en «Quién tiene la cobertura»',
      },
      labelled(m.peopleLabel),
      m.peopleTwo,
    ),
    copays: typing(
      { en: 'Typing 3,000 of expected copays', es: 'Escribir 3,000 de copagos esperados' },
      labelled(m.outOfPocketLabel),
      '3000',
    ),
    joint: choosing(
      {
        en: 'Choosing “Married filing jointly” for the tax return',
        es: 'Elegir «Casado que presenta una declaración conjunta» para la declaración de impuestos',
      },
      labelled(m.filingStatusLabel),
      m.filingJoint,
    ),
    income: typing(
      {
        en: 'Typing 300,000 of income two years ago (MAGI)',
        es: 'Escribir 300,000 de ingresos de hace dos años (MAGI)',
      },
      labelled(m.magiLabel),
      '300000',
    ),
  },
  ({ form, heard }) => {
    expect(form).toContain(
      `textbox, ${m.partBPremiumLabel()}, 202.90, ${moneyWords.inDollars()} ${m.partBHintYear({ year: 2026, amount: formatCurrencyCents(202.9) })}`,
    );
    expect(form).toContain(
      `textbox, ${m.magiLabel()}, ${moneyWords.inDollars()} ${m.magiHintYear({ incomeYear: 2024, year: 2026 })}`,
    );
    // The income box opens blank (issue I6, item 2: not entered is not $0), and the summary says so.
    // Two people double the totals: 2 × 6,485.68 = 12,971.36; premiums 2 × 391.89 = 783.78 a month.
    expect(heard.couple.announcements).toEqual([summary(12_971, 784, 'notEntered')]);
    // Copays 1,500 → 3,000 for each of the two: + 2 × 1,500.
    expect(heard.copays.announcements).toEqual([summary(15_971, 784, 'notEntered')]);
    // 2026 joint tier 2 (over 274,000, up to 342,000): each pays 405.80 − 202.90 = 202.90 more for Part B and 37.50 for Part D,
    // 240.40 a month; for two, 480.80 a month, 5,769.60 a year: 15,971.36 + 5,769.60 = 21,740.96; 783.78 + 480.80 = 1,264.58.
    expect(heard.income.announcements).toEqual([summary(21_741, 1_265, { irmaa: 5_770, tier: 2 })]);
  },
);
