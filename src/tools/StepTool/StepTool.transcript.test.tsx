import { screen } from '@testing-library/react';
import * as kitWords from '../../kit/messages';
import * as questionWords from '../../kit/Field/messages';
import * as fieldWords from '../../kit/NumberInput/messages';
import { startsWith } from '../shared/testing/storyWords';
import { cappedAbove, polite, pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { StepTool } from './StepTool';
import { tool } from './tool';

/** The article's config, in the language being recorded: its titles and labels are the words the tool shows. */
type Config = {
  steps: { title: string; inputs: { id: string; label: string }[]; outputs: { id: string; label: string }[] }[];
};
let config: Config | undefined;
const step = (n: number) => config!.steps[n - 1]!;
const labelOf = (n: number, id: string) =>
  [...step(n).inputs, ...step(n).outputs].find((field) => field.id === id)!.label;
const stepHeading = (n: number) => `heading, ${m.stepNumber({ step: n })} ${step(n).title}, level 3`;
const age = () => startsWith(labelOf(1, 'age'));
const next = () => m.next();
/** A step's summary: its first two figures, "Label: value. Label: value." */
const summary = (n: number, first: [string, string], second: [string, string]) =>
  polite(
    `${m.figure({ label: labelOf(n, first[0]), value: first[1] })}. ${m.figure({ label: labelOf(n, second[0]), value: second[1] })}.`,
  );

transcriptOfSteps(
  'step wizard (long-term care decision article), as heard: each step’s heading takes focus, its figures are announced',
  {
    tool,
    formTitle: {
      en: 'Reading step 1 from the heading to the end of its questions',
      es: 'Lectura del paso 1 desde el encabezado hasta el final de sus preguntas',
    },
    timeout: 120_000,
    article: {
      slug: 'long-term-care-insurance-decision-tool',
      config: 'tool_config',
      render: (articleConfig, title) => {
        config = articleConfig as Config;
        return <StepTool title={title} config={articleConfig} />;
      },
    },
  },
  {
    age: typing({ en: 'Step 1: typing 75 as the age', es: 'Paso 1: escribir 75 como la edad' }, age, '75'),
    old: typing(
      {
        en: 'Step 1: typing 95 as the age, above the oldest allowed',
        es: 'Paso 1: escribir 95 como la edad, más de lo permitido',
      },
      age,
      '95',
    ),
    next2: pressing({ en: 'Pressing Next: step 2', es: 'Pulsar Siguiente: paso 2' }, next),
    savings: typing(
      { en: 'Step 2: typing 500,000 of savings', es: 'Paso 2: escribir 500,000 de ahorros' },
      () => startsWith(labelOf(2, 'assets')),
      '500000',
    ),
    next3: pressing({ en: 'Pressing Next: step 3', es: 'Pulsar Siguiente: paso 3' }, next),
    next4: pressing({ en: 'Pressing Next: step 4', es: 'Pulsar Siguiente: paso 4' }, next),
    next5: pressing({ en: 'Pressing Next: step 5', es: 'Pulsar Siguiente: paso 5' }, next),
    complete: pressing({ en: 'Pressing Complete', es: 'Pulsar Terminar' }, m.completeButton),
  },
  ({ form, heard }) => {
    expect(form).toContain(stepHeading(1));
    expect(form).toContain(
      `textbox, ${labelOf(1, 'age')} ${questionWords.required()}, 60, ${fieldWords.years()}, required`,
    );
    expect(heard.age.announcements).toEqual([summary(1, ['age_window', kitWords.no()], ['health_ok', kitWords.yes()])]);
    expect(heard.old.announcements[0]).toBe(cappedAbove(90, 'years'));
    // Each step: focus moves to its heading, so its number and title are heard first.
    expect(heard.next2.phrases).toContain(stepHeading(2));
    expect(heard.next2.announcements).toEqual([summary(2, ['care_years', '0'], ['middle_assets', kitWords.no()])]);
    // 500,000 / 127,750 = 3.9 years.
    expect(heard.savings.announcements).toEqual([summary(2, ['care_years', '3.9'], ['middle_assets', kitWords.yes()])]);
    expect(heard.next3.phrases).toContain(stepHeading(3));
    expect(heard.next4.phrases).toContain(stepHeading(4));
    expect(heard.next5.phrases).toContain(stepHeading(5));
    expect(heard.complete.phrases).toContain(`heading, ${m.complete()}, level 3`);
    expect(screen.getByRole('heading', { name: m.complete() })).toHaveFocus();
  },
);
