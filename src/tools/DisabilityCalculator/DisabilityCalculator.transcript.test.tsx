import { screen } from '@testing-library/react';
import { formatCurrency } from '../../kit/format';
import { sliderValueText } from '../../kit/Slider/Slider';
import { calculateWords, startsWith } from '../shared/testing/storyWords';
import {
  cappedAbove,
  labelled,
  polite,
  pressing,
  pressingKey,
  transcriptOfSteps,
  typing,
} from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const shareSlider = () => screen.getByRole('slider', { name: startsWith(m.coverageAmountLabel()) });
const percentSpoken = (n: number) => sliderValueText(n, { style: 'percent' });

transcriptOfSteps(
  'disability, as heard: the slider and its twin speak percent, the monthly benefit announced after Calculate',
  { tool },
  {
    calculate: pressing(
      { en: 'Moving to Calculate and pressing Enter', es: 'Ir a Calcular y pulsar Intro' },
      calculateWords,
    ),
    slider: pressingKey(
      {
        en: 'Moving to the “Share of income to replace” slider and pressing Right Arrow twice',
        es: 'Ir al control deslizante «Parte del ingreso que quiere reemplazar» y pulsar Flecha derecha dos veces',
      },
      shareSlider,
      '{ArrowRight}',
      2,
    ),
    twin: typing(
      {
        en: 'Typing 95 in the slider’s typed twin, above the most allowed',
        es: 'Escribir 95 en la casilla gemela del control deslizante, más de lo permitido',
      },
      labelled(m.coverageAmountLabel),
      '95',
    ),
    again: pressing({ en: 'Pressing Calculate again', es: 'Pulsar Calcular otra vez' }, calculateWords),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${m.coverageAmountLabel()}, 60, `) && p.endsWith('%'))).toBe(true);
    expect(
      form.some(
        (p) => p.startsWith(`slider, ${m.coverageAmountLabel()}`) && p.endsWith(`current value ${percentSpoken(60)}`),
      ),
    ).toBe(true);
    // SPEC §9 defaults: 60 % × 75,000 / 12 = 3,750 a month; premium 35 × 3,750 / 1,000 = 131.25.
    const summary = (benefit: number, percent: number, premium: number) =>
      polite(
        m.summary({
          benefit: formatCurrency(benefit),
          percent: percent.toFixed(1),
          premium: formatCurrency(premium),
        }),
      );
    expect(heard.calculate.announcements).toEqual([summary(3_750, 60, 131)]);
    expect(heard.slider.phrases.map((p) => p.replace(/^.*current value /, ''))).toEqual(
      [60, 61, 62].map(percentSpoken),
    );
    expect(heard.twin.announcements[0]).toBe(cappedAbove(80, '%'));
    // 80 % × 75,000 / 12 = 5,000, capped at 80 % of the 5,000 monthly expenses: 4,000.
    expect(heard.again.announcements).toEqual([summary(4_000, 64, 140)]);
  },
);
