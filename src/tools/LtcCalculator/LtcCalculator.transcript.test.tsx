import { formatCurrency } from '../../kit/format';
import * as fieldWords from '../../kit/NumberInput/messages';
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

transcriptOfSteps(
  'long-term care, as heard: total cost and premium announced after Calculate; age capped',
  { tool },
  {
    calculate: pressing(
      { en: 'Moving to Calculate and pressing Enter', es: 'Ir a Calcular y pulsar Intro' },
      calculateWords,
    ),
    old: typing(
      {
        en: 'Typing 90 as the age, above the oldest allowed',
        es: 'Escribir 90 como la edad, más de lo permitido',
      },
      labelled(m.ageLabel),
      '90',
    ),
    again: pressing({ en: 'Pressing Calculate again', es: 'Pulsar Calcular otra vez' }, calculateWords),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.ageLabel()}, `) && p.endsWith(fieldWords.years()))).toBe(true);
    expect(form).toContain(`button, ${calculateWords()}`);
    // The SPEC §3 defaults (age 55, home care, $200 a day) give, as in ltc.test.ts: total care 306,600; premium 212.44 a month.
    const summary = (premium: number) =>
      polite(m.summary({ total: formatCurrency(306_600), premium: formatCurrency(premium) }));
    expect(heard.calculate.announcements).toEqual([summary(212)]);
    expect(heard.old.announcements).toEqual([cappedAbove(85, 'years')]);
    expect(heard.again.announcements).toEqual([summary(2_138)]);
  },
);
