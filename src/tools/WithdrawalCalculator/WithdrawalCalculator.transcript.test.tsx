import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { calculateWords } from '../shared/testing/storyWords';
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

const age = labelled(m.ageLabel);

transcriptOfSteps(
  'withdrawal calculator, as heard: nothing until Calculate, then the saving and the tax in two sentences',
  { tool },
  {
    calculate: pressing(
      { en: 'Moving to Calculate and pressing Enter', es: 'Ir a Calcular y pulsar Intro' },
      calculateWords,
    ),
    age: typing({ en: 'Typing 64 as the age', es: 'Escribir 64 como la edad' }, age, '64'),
    again: pressing({ en: 'Pressing Calculate again', es: 'Pulsar Calcular otra vez' }, calculateWords),
    old: typing(
      {
        en: 'Typing 90 as the age, above the oldest allowed',
        es: 'Escribir 90 como la edad, más de lo permitido',
      },
      age,
      '90',
    ),
  },
  ({ form, heard }) => {
    expect(form).toContain(`group, ${m.fieldsetIncome()}`);
    expect(form).toContain(
      `textbox, ${m.annualIncomeNeedLabel()}, 80,000, ${moneyWords.inDollars()} ${m.annualIncomeNeedHint()}`,
    );
    expect(form.some((p) => p.startsWith(`textbox, ${m.expectedReturnLabel()}, `) && p.endsWith('%'))).toBe(true);
    // Defaults on the 2026 tax year (WithdrawalCalculator.test.tsx, Rev. Proc. 2025-32): saves 3,011.60, tax 3,004; at 64 the tax is 3,970.
    const summary = (savings: number, tax: number) =>
      polite(m.summary({ savings: formatCurrency(savings), need: formatCurrency(80_000), tax: formatCurrency(tax) }));
    expect(heard.calculate.announcements).toEqual([summary(3_012, 3_004)]);
    expect(heard.age.announcements).toEqual([]);
    expect(heard.again.announcements).toEqual([summary(3_810, 3_970)]);
    expect(heard.old.announcements).toEqual([cappedAbove(85, 'years')]);
  },
);
