import { formatCurrency, formatPercent } from '../../kit/format';
import * as fieldWords from '../../kit/NumberInput/messages';
import * as moneyWords from '../../kit/MoneyInput/messages';
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

/** The summary: the recommendation, the tax now and the net benefit, then how the tax was found. */
const summary = (amount: number, taxCost: number, netBenefit: number) =>
  polite(
    `${m.liveSummary({
      recommendation: m.notFavorable(),
      amount: formatCurrency(amount),
      taxCost: formatCurrency(taxCost),
      netBenefit: formatCurrency(netBenefit),
    })} ${m.limitNoIncome()}`,
  );

transcriptOfSteps(
  'Roth conversion, as heard: recommendation and net benefit announced; the amount capped at the balance',
  { tool },
  {
    bracket: choosing(
      { en: 'Choosing 32% as the tax bracket now', es: 'Elegir 32% como el tramo de impuestos de ahora' },
      labelled(m.currentTaxBracketLabel),
      () => formatPercent(32),
    ),
    tooMuch: typing(
      {
        en: 'Typing 600,000 to convert, more than the balance',
        es: 'Escribir 600,000 para convertir, más que el saldo',
      },
      labelled(m.conversionAmountLabel),
      '600000',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.iraBalanceLabel()}, 500,000, ${moneyWords.inDollars()}`))).toBe(
      true,
    );
    expect(
      form.some(
        (p) => p.startsWith(`textbox, ${m.yearsUntilRetirementLabel()}, `) && p.endsWith(` ${fieldWords.years()}`),
      ),
    ).toBe(true);
    expect(heard.bracket.phrases.at(-2)).toBe(formatPercent(32));
    // 32 % of the 100,000 converted is paid now.
    expect(heard.bracket.announcements).toEqual([summary(100_000, 32_000, -19_672)]);
    // Capped at the 500,000 balance: 32 % of it is 160,000.
    expect(heard.tooMuch.announcements).toEqual([cappedAbove(500_000, '$'), summary(500_000, 160_000, -98_358)]);
  },
);
