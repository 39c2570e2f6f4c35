import { screen } from '@testing-library/react';
import { pressing, pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

const shareSlider = () => screen.getByRole('slider', { name: /^Share of income to replace/ });

transcriptOfSteps(
  'disability, as heard: the slider and its twin speak percent, the monthly benefit announced after Calculate',
  { tool },
  {
    calculate: pressing('Moving to Calculate and pressing Enter', 'Calculate'),
    slider: pressingKey(
      'Moving to the “Share of income to replace” slider and pressing Right Arrow twice',
      shareSlider,
      '{ArrowRight}',
      2,
    ),
    twin: typing('Typing 95 in the slider’s typed twin, above the most allowed', /^Share of income to replace/, '95'),
    again: pressing('Pressing Calculate again', 'Calculate'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Share of income to replace, 60, .*%$/.test(p))).toBe(true);
    expect(
      form.some((p) => p.startsWith('slider, Share of income to replace') && p.endsWith('current value 60 percent')),
    ).toBe(true);
    // SPEC §9 defaults: 60 % × 75,000 / 12 = 3,750 a month; premium 35 × 3,750 / 1,000 = 131.25.
    expect(heard.calculate.announcements).toEqual([
      'polite: A policy could pay $3,750 a month, 60.0% of your income, for an estimated $131 a month.',
    ]);
    expect(heard.slider.phrases.map((p) => p.replace(/^.*current value /, ''))).toEqual([
      '60 percent',
      '61 percent',
      '62 percent',
    ]);
    expect(heard.twin.announcements[0]).toBe('polite: The most you can enter is 80%. We used 80%.');
    // 80 % × 75,000 / 12 = 5,000, capped at 80 % of the 5,000 monthly expenses: 4,000.
    expect(heard.again.announcements).toEqual([
      'polite: A policy could pay $4,000 a month, 64.0% of your income, for an estimated $140 a month.',
    ]);
  },
);
