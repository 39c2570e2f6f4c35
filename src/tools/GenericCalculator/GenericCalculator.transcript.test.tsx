import { screen } from '@testing-library/react';
import { loadArticle } from '../../articles/contentIndex';
import { RECALCULATE_DELAY_MS } from './GenericCalculator';
import { GenericCalculator } from './GenericCalculator';
import { SUMMARY_SETTLE_MS } from '../../kit/ResultsRegion/ResultsRegion';
import { endOfForm, startTranscript } from '../shared/screenReaderTranscript';

const FILE = 'src/tools/GenericCalculator/GenericCalculator.transcript.test.tsx';
const AGE = 'Typing 60 as the age today';
const SLIDER = 'Moving to the “Yearly growth after inflation” slider and pressing Right Arrow';
const OLD = 'Typing 95 as the age today, above the oldest allowed';
// Results follow the inputs after the calculator's own pause, then the summary settles.
const WAIT = RECALCULATE_DELAY_MS + SUMMARY_SETTLE_MS + 200;

it('config-driven calculator (retirement savings gap article), as heard: the first two figures announced; slider speaks percent', { timeout: 90_000 }, async () => {
  const article = await loadArticle('retirement-savings-gap-calculator');
  const config = article?.calculator_config;
  expect(config).toBeDefined();
  const sr = await startTranscript('generic-calculator', <GenericCalculator title="Retirement savings gap calculator" config={config} />, 'Retirement savings gap calculator');
  const form = await sr.readUntil('Reading from the heading to the end of the form', endOfForm);
  await sr.typeInto(AGE, /^Your age today/, '60', WAIT);
  await sr.perform(
    SLIDER,
    async (user) => {
      screen.getByRole('slider', { name: /^Yearly growth after inflation/ }).focus();
      await user.keyboard('{ArrowRight}');
    },
    WAIT,
  );
  await sr.typeInto(OLD, /^Your age today/, '95', WAIT);
  const { expected, actual } = await sr.finish(FILE);

  expect(form[1]).toBe('heading, Retirement savings gap calculator, level 2');
  expect(form.some((p) => /^textbox, Retirement savings today \(required\), 250,000, In dollars\./.test(p))).toBe(true);
  expect(form).toContain('slider, Yearly growth after inflation, orientated horizontally, max value 8, min value 0, current value 4 percent');
  // 67 − 60 = 7 years to go.
  expect(sr.announcements(AGE)).toHaveLength(1);
  expect(sr.announcements(AGE)[0]).toMatch(/^polite: Years until you retire: 7\. Projected savings at retirement: \$[\d,]+\.$/);
  expect(sr.section(SLIDER)?.phrases[0]).toMatch(/^slider, Yearly growth after inflation, .*current value 4 percent$/);
  expect(sr.announcements(SLIDER)).toHaveLength(1);
  expect(sr.announcements(OLD)[0]).toBe('polite: The most you can enter is 90 years. We used 90 years.');
  expect(actual).toBe(expected);
});
