import { screen } from '@testing-library/react';
import { formatCurrency } from '../../kit/format';
import { sliderValueText } from '../../kit/Slider/Slider';
import { SUMMARY_SETTLE_MS } from '../../kit/ResultsRegion/ResultsRegion';
import { startsWith } from '../shared/testing/storyWords';
import { cappedAbove, polite, pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { GenericCalculator, RECALCULATE_DELAY_MS } from './GenericCalculator';
import * as m from './messages';
import { tool } from './tool';

// SPEC §4: results follow 500 ms after the last change, and the summary is spoken once they have
// been stable for a second, so a listener hears the figures about 1.5 s after they stop.
const HEARD_AFTER_MS = RECALCULATE_DELAY_MS + SUMMARY_SETTLE_MS + 200;

/** The article's config, in the language being recorded: its labels are the words the tool shows. */
let config: { inputs: { id: string; label: string }[]; outputs: { id: string; label: string }[] } | undefined;
const labelOf = (id: string) => [...config!.inputs, ...config!.outputs].find((field) => field.id === id)!.label;
const age = () => startsWith(labelOf('current_age'));
const growthSlider = () => screen.getByRole('slider', { name: startsWith(labelOf('growth')) });
const sliderAt = (percent: number) =>
  `slider, ${labelOf('growth')}, orientated horizontally, max value 8, min value 0, current value ${sliderValueText(percent, { style: 'percent', digits: 1 })}`;
/** The summary: the first two figures, "Years until you retire: 7. Projected savings at retirement: $407,966." */
const summary = (projected: number) =>
  polite(
    `${m.figure({ label: labelOf('years_to_go'), value: '7' })}. ${m.figure({ label: labelOf('projected'), value: formatCurrency(projected) })}.`,
  );

transcriptOfSteps(
  'config-driven calculator (retirement savings gap article), as heard: the first two figures announced; slider speaks percent',
  {
    tool,
    article: {
      slug: 'retirement-savings-gap-calculator',
      config: 'calculator_config',
      render: (articleConfig, title) => {
        config = articleConfig as typeof config;
        return <GenericCalculator title={title} config={articleConfig} />;
      },
    },
  },
  {
    age: typing({ en: 'Typing 60 as the age today', es: 'Escribir 60 como la edad de hoy' }, age, '60', HEARD_AFTER_MS),
    slider: pressingKey(
      {
        en: 'Moving to the “Yearly growth after inflation” slider and pressing Right Arrow',
        es: 'Ir al control deslizante del crecimiento anual después de la inflación y pulsar Flecha derecha',
      },
      growthSlider,
      '{ArrowRight}',
      1,
      HEARD_AFTER_MS,
    ),
    old: typing(
      {
        en: 'Typing 95 as the age today, above the oldest allowed',
        es: 'Escribir 95 como la edad de hoy, más de lo permitido',
      },
      age,
      '95',
      HEARD_AFTER_MS,
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(`textbox, ${labelOf('savings')} (`) && p.includes(', 250,000, '))).toBe(true);
    expect(form).toContain(sliderAt(4));
    // 67 − 60 = 7 years to go; 250,000 × 1.04^7 + 10,000 × (1.04^7 − 1) / 0.04 = 407,966 (the article's formulas).
    expect(heard.age.announcements).toEqual([summary(407_966)]);
    // The thumb speaks its new value with the unit; growth 4.5 %: 250,000 × 1.045^7 + 10,000 × (1.045^7 − 1) / 0.045 = 420,407.
    expect(heard.slider.phrases).toEqual([sliderAt(4), sliderAt(4.5), summary(420_407)]);
    expect(heard.old.announcements[0]).toBe(cappedAbove(90, 'years'));
  },
);
