import { screen } from '@testing-library/react';
import * as todaysDollarsWords from '../shared/layout/TodaysDollars.messages';
import { CUT, withAnyCount, withCuts } from '../shared/testing/storyWords';
import { labelled, pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

/**
 * The plan's parts arrive from a worker one after another (the count first, then the most that
 * lasted), as fast as the machine allows: the reading starts once the first answer is announced,
 * and each step waits until its own answer's whole sentence is heard, not for a set time.
 */
const firstAnswerAnnounced = () =>
  (document.querySelector('[data-results-summary]')?.textContent ?? '') !== '' &&
  document.querySelector('[aria-busy="true"]') === null;

/** "In <count> of <total> historical start years, your savings lasted until you were 95." */
const lastedIn = (count: string | number) => () =>
  withAnyCount((total) => m.historyAnswer({ count, total, who: 'one', planningAge: 95 }));
const todaysDollars = () => todaysDollarsWords.toggleLabel();

transcriptOfSteps(
  'Retirement income plan, as heard: the quick start read first, the answer in words announced once whole',
  { tool, timeout: 180_000, ready: firstAnswerAnnounced },
  {
    single: typing(
      {
        en: 'Typing 0 as the spouse’s age (planning alone) and leaving the field',
        es: 'Escribir 0 como la edad del cónyuge (plan para usted solo) y salir de la casilla',
      },
      labelled(m.spouseAgeLabel),
      '0',
      lastedIn(CUT),
    ),
    spending: typing(
      {
        en: 'Typing 400,000 as the yearly spending and leaving the field',
        es: 'Escribir 400,000 como el gasto anual y salir de la casilla',
      },
      labelled(m.spendingLabel),
      '400000',
      lastedIn(0),
    ),
    dollars: pressingKey(
      {
        en: 'Unticking “Show in today’s dollars” with the space bar: the chart and the table follow each year’s own dollars',
        es: 'Desmarcar «Mostrar en dólares de hoy» con la barra espaciadora: el gráfico y la tabla pasan a los dólares de cada año',
      },
      () => screen.getByRole('checkbox', { name: todaysDollars() }),
      ' ',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((line) => line.startsWith(`group, ${m.quickStart()}`))).toBe(true);
    expect(
      form.some((line) => line.startsWith(`textbox, ${m.spouseAgeLabel()}, 63, `) && line.includes(m.spouseAgeHint())),
    ).toBe(true);
    expect(form.some((line) => line.includes(m.moreDetails()))).toBe(true);
    expect(heard.single.announcements.at(-1)).toMatch(lastedIn(CUT)());
    const hintStart = m.todaysDollarsHint({ year: CUT, inflationPercent: CUT }).split(CUT)[0]!;
    expect(heard.dollars.phrases.join(' ')).toContain(`checkbox, ${todaysDollars()}, ${hintStart}`);
    expect(screen.getByRole('checkbox', { name: todaysDollars() })).not.toBeChecked();
    expect(
      screen.getByRole('table', { name: withCuts(m.yearsCaption({ market: CUT, dollars: 'own' })) }),
    ).toBeInTheDocument();
    const spending = heard.spending.announcements.at(-1);
    expect(spending).toMatch(lastedIn(0)());
    expect(spending).toMatch(withCuts(m.worstRanOut({ year: CUT, who: 'one', ageA: CUT, ageB: CUT })));
  },
);
