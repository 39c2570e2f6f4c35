import { screen } from '@testing-library/react';
import { articleConfig, pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { SUMMARY_SETTLE_MS } from '../../kit/ResultsRegion/ResultsRegion';
import { GenericCalculator, RECALCULATE_DELAY_MS } from './GenericCalculator';
import { tool } from './tool';

const TITLE = 'Retirement savings gap calculator';
// SPEC §4: results follow 500 ms after the last change, and the summary is spoken once they have
// been stable for a second, so a listener hears the figures about 1.5 s after they stop.
const HEARD_AFTER_MS = RECALCULATE_DELAY_MS + SUMMARY_SETTLE_MS + 200;
const growthSlider = () => screen.getByRole('slider', { name: /^Yearly growth after inflation/ });

transcriptOfSteps(
  'config-driven calculator (retirement savings gap article), as heard: the first two figures announced; slider speaks percent',
  {
    tool,
    frameTitle: TITLE,
    render: async () => (
      <GenericCalculator
        title={TITLE}
        config={await articleConfig('retirement-savings-gap-calculator', 'calculator_config')}
      />
    ),
  },
  {
    age: typing('Typing 60 as the age today', /^Your age today/, '60', HEARD_AFTER_MS),
    slider: pressingKey(
      'Moving to the “Yearly growth after inflation” slider and pressing Right Arrow',
      growthSlider,
      '{ArrowRight}',
      1,
      HEARD_AFTER_MS,
    ),
    old: typing('Typing 95 as the age today, above the oldest allowed', /^Your age today/, '95', HEARD_AFTER_MS),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Retirement savings today \(required\), 250,000, In dollars\./.test(p))).toBe(
      true,
    );
    expect(form).toContain(
      'slider, Yearly growth after inflation, orientated horizontally, max value 8, min value 0, current value 4 percent',
    );
    // 67 − 60 = 7 years to go; 250,000 × 1.04^7 + 10,000 × (1.04^7 − 1) / 0.04 = 407,966 (the article's formulas).
    expect(heard.age.announcements).toEqual([
      'polite: Years until you retire: 7. Projected savings at retirement: $407,966.',
    ]);
    // The thumb speaks its new value with the unit; growth 4.5 %: 250,000 × 1.045^7 + 10,000 × (1.045^7 − 1) / 0.045 = 420,407.
    expect(heard.slider.phrases).toEqual([
      'slider, Yearly growth after inflation, orientated horizontally, max value 8, min value 0, current value 4 percent',
      'slider, Yearly growth after inflation, orientated horizontally, max value 8, min value 0, current value 4.5 percent',
      'polite: Years until you retire: 7. Projected savings at retirement: $420,407.',
    ]);
    expect(heard.old.announcements[0]).toBe('polite: The most you can enter is 90 years. We used 90 years.');
  },
);
