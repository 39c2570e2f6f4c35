import { formatCurrency } from '../../kit/format';
import * as fieldWords from '../../kit/NumberInput/messages';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const age = labelled(m.ageLabel);
const balance = labelled(m.balanceLabel);

transcriptOfSteps(
  'RMD calculator, as heard: labels with units, money as money, a clamped age, a short live summary',
  { tool, timeout: 60_000 },
  {
    age: typing(
      { en: 'Typing 72 as the age and leaving the field', es: 'Escribir 72 como la edad y salir de la casilla' },
      age,
      '72',
    ),
    balance: typing(
      {
        en: 'Typing 265,000 as the balance and leaving the field',
        es: 'Escribir 265,000 como el saldo y salir de la casilla',
      },
      balance,
      '265000',
    ),
    due: typing(
      { en: 'Typing 73 as the age and leaving the field', es: 'Escribir 73 como la edad y salir de la casilla' },
      age,
      '73',
    ),
    tooOld: typing(
      {
        en: 'Typing 130 as the age, above the oldest allowed, and leaving the field',
        es: 'Escribir 130 como la edad, más de lo permitido, y salir de la casilla',
      },
      age,
      '130',
    ),
  },
  ({ form, heard, sr }) => {
    expect(form[0]).toBe(`region, ${sr.title}`);
    expect(form).toContain(
      `textbox, ${m.ageLabel()}, 73, ${m.ageHintBorn({ taxYear: 2026, birthYear: 1953, startAge: 73 })} ${fieldWords.years()}`,
    );
    expect(form).toContain(
      `combobox, ${m.spouseSoleLabel()}, ${m.spouseSoleHint()}, has popup listbox, not expanded, no autocomplete`,
    );
    expect(form).toContain(`textbox, ${m.balanceLabel()}, 500,000, ${moneyWords.inDollars()} ${m.balanceHint()}`);
    expect(heard.age.announcements).toEqual([
      polite(m.summaryNotDue({ taxYear: 2026, age: 73, amount: formatCurrency(18_868) })),
    ]);
    expect(heard.balance.announcements).toEqual([
      polite(m.summaryNotDue({ taxYear: 2026, age: 73, amount: formatCurrency(10_000) })),
    ]);
    expect(heard.due.announcements).toEqual([
      polite(m.summaryDue({ taxYear: 2026, amount: formatCurrency(10_000), monthly: formatCurrency(833) })),
    ]);
    expect(heard.tooOld.announcements).toEqual([
      cappedAbove(110, 'years'),
      polite(m.summaryDue({ taxYear: 2026, amount: formatCurrency(75_714), monthly: formatCurrency(6_310) })),
    ]);
  },
);
