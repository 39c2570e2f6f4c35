import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import {
  cappedAbove,
  labelled,
  polite,
  pressing,
  transcriptOfSteps,
  typing,
} from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

transcriptOfSteps(
  'HSA, as heard: nothing until Analyze, then balance and tax saving in two sentences; the contribution capped',
  { tool },
  {
    analyze: pressing(
      { en: 'Moving to “Analyze my HSA” and pressing Enter', es: 'Ir a «Analizar mi HSA» y pulsar Intro' },
      m.analyze,
    ),
    tooMuch: typing(
      {
        en: 'Typing 9,000 as the contribution, above the 2026 limit',
        es: 'Escribir 9,000 como el aporte, más del límite de 2026',
      },
      labelled(m.contributionLabel),
      '9000',
    ),
    again: pressing({ en: 'Pressing “Analyze my HSA” again', es: 'Pulsar «Analizar mi HSA» otra vez' }, m.analyze),
  },
  ({ form, heard }) => {
    // The tool opens on 2026 (Rev. Proc. 2025-19: self-only limit 4,400).
    const limitHint = m.contributionHint({ year: 2026, coverage: 'self', limit: formatCurrency(4_400) });
    expect(
      form.some(
        (p) =>
          p.startsWith(`textbox, ${m.contributionLabel()}, `) &&
          p.includes(moneyWords.inDollars()) &&
          p.includes(limitHint),
      ),
    ).toBe(true);
    expect(form).toContain(`button, ${m.analyze()}`);
    // Spec default inputs (HsaCalculator.test.tsx): 421,907 at 65, tax savings 913 this year.
    const summary = (balance: number, contribution: number, savings: number) =>
      polite(
        m.summary({
          balance: formatCurrency(balance),
          contribution: formatCurrency(contribution),
          savings: formatCurrency(savings),
        }),
      );
    expect(heard.analyze.announcements).toEqual([summary(421_907, 4_150, 913)]);
    expect(heard.tooMuch.announcements).toEqual([cappedAbove(4_400, '$')]);
    expect(heard.again.announcements).toEqual([summary(447_323, 4_400, 968)]);
  },
);
