import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadData } from '../shared/layout/downloadSummary';
import * as v from 'valibot';
import {
  Button,
  Checkbox,
  Field,
  HowCalculated,
  NumberInput,
  ProgressBar,
  ResultList,
  ResultsRegion,
  Select,
  StepIndicator,
  VisuallyHidden,
  useNotice,
  formatForDisplayType,
  formatNumber,
  formatValue,
  type ResultItem,
} from '../../kit';
import * as fieldStyles from '../../kit/Field/Field.css';
import { savedToolsStore, toolProgressStore } from '../../storage/savedStores';
import type { StoredTime } from '../../storage/schemas';
import type { SavedToolSnapshot, ToolProgress } from '../../storage/savedSchemas';
import { ConfigProblem, describeConfigIssues } from '../formula/ConfigProblem';
import { FormulaError, checkTree, evaluateTree, toFormulaNumber } from '../formula';
import { Fieldset } from '../shared/form/Fieldset';
import { toolStyles } from '../shared/layout/ToolLayout';
import { useConfirmedReset } from '../shared/layout/useConfirmedReset';
import type { ToolProps } from '../types';
import * as styles from './StepTool.css';
import { toolConfigSchema, type Step, type StepInput, type StepOutput, type ToolConfig } from './config';
import { configUnitWords } from '../GenericCalculator/configUnit';
import * as m from './messages';

type FieldValue = string | number | boolean;

/** The config-driven step-by-step tool (SPEC §2 "Generic step-by-step tool" screen and buttons, §3 config and progress, §4 moves and autosave, §7 storage and download, §8 unreadable progress starts fresh). */
export function StepTool({ config, title, headingLevel = 3 }: ToolProps) {
  const parsed = useMemo(() => v.safeParse(toolConfigSchema, config ?? {}), [config]);
  useEffect(() => {
    if (!parsed.success) console.warn(`[step-tool] "${title}": tool_config ${describeConfigIssues(parsed.issues)}`);
  }, [parsed, title]);
  if (!parsed.success) return <ConfigProblem kind="tool" />;
  return <StepToolBody config={parsed.output} title={title} headingLevel={headingLevel} />;
}

function freshProgress(): ToolProgress {
  return { currentStep: 0, completedSteps: [], stepData: {}, isComplete: false, startTime: new Date().toISOString() };
}

function timeOf(time: StoredTime | undefined): number {
  if (time === undefined) return Number.NaN;
  return typeof time === 'number' ? time : Date.parse(time);
}

function defaultValue(input: StepInput): FieldValue {
  if (input.type === 'checkbox') return input.default_value === true || input.default_value === 'true';
  if (input.type === 'number') return toFormulaNumber(input.default_value ?? 0);
  if (input.type === 'select') return input.default_value === undefined ? '' : String(input.default_value);
  return input.default_value === undefined ? '' : String(input.default_value);
}

/** Percent complete = (completed steps, plus 1 if finished) / total steps (SPEC §4 gives this formula). */
export function percentComplete(progress: Pick<ToolProgress, 'completedSteps' | 'isComplete'>, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, ((progress.completedSteps.length + (progress.isComplete ? 1 : 0)) / total) * 100);
}

/** Restored progress that no longer fits the config (fewer steps now) is pulled back into range. */
function fitToConfig(progress: ToolProgress, stepCount: number): ToolProgress {
  const last = stepCount - 1;
  return {
    ...progress,
    currentStep: Math.min(progress.currentStep, last),
    completedSteps: progress.completedSteps.filter((index) => index <= last),
  };
}

function valueOf(config: ToolConfig, progress: ToolProgress, stepIndex: number, input: StepInput): FieldValue {
  const stored = progress.stepData[String(stepIndex)]?.[input.id];
  return stored === undefined ? defaultValue(input) : stored;
}

function allVariables(config: ToolConfig, progress: ToolProgress): Map<string, number> {
  const variables = new Map<string, number>();
  config.steps.forEach((step, index) => {
    for (const input of step.inputs) variables.set(input.id, toFormulaNumber(valueOf(config, progress, index, input)));
  });
  return variables;
}

function findAnswer(config: ToolConfig, progress: ToolProgress, id: string): FieldValue | undefined {
  for (const [index, step] of config.steps.entries()) {
    const input = step.inputs.find((candidate) => candidate.id === id);
    if (input) return valueOf(config, progress, index, input);
  }
  return undefined;
}

function describeOptionAnswer(config: ToolConfig, id: string, value: FieldValue): FieldValue {
  for (const step of config.steps) {
    const input = step.inputs.find((candidate) => candidate.id === id);
    const option = input?.options?.find((o) => o.value === String(value));
    if (option) return option.label;
  }
  return value;
}

/** What an output shows: its formula's value over every step's answers, or the answer with the same id. */
/** The step's first two figures in words, announced when they settle after an answer changes. */
function summaryOf(items: ResultItem[]): string {
  return `${items
    .slice(0, 2)
    .map((item) => m.figure({ label: String(item.label), value: formatValue(item.value, item.format) }))
    .join('. ')}.`;
}

export function outputItem(config: ToolConfig, progress: ToolProgress, output: StepOutput): ResultItem {
  let value: FieldValue;
  if (output.formula) {
    try {
      value = evaluateTree(checkTree(output.tree), allVariables(config, progress));
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      console.warn(`[step-tool] output "${output.id}" could not be calculated: ${error.message}`);
      value = 0;
    }
  } else {
    value = describeOptionAnswer(config, output.id, findAnswer(config, progress, output.id) ?? '');
  }
  const type = output.display_type;
  if (type === 'boolean')
    return {
      id: output.id,
      label: output.label,
      value: typeof value === 'string' ? value !== '' && value !== '0' : Boolean(value),
      description: output.description,
    };
  if (type === 'text')
    return {
      id: output.id,
      label: output.label,
      value: value === '' ? m.notAnswered() : String(value),
      description: output.description,
    };
  return {
    id: output.id,
    label: output.label,
    value: toFormulaNumber(value),
    format: formatForDisplayType(type),
    description: output.description,
  };
}

/** "How this is calculated" lines: each worked-out output's formula as the config writes it. */
function Explained({ outputs }: { outputs: readonly StepOutput[] }) {
  const formulas = outputs.filter((output) => output.formula).map((output) => `${output.label} = ${output.formula}`);
  if (formulas.length === 0) return null;
  return <HowCalculated formulas={formulas} assumptions={[{ label: m.blankAnswers(), value: m.countAsZero() }]} />;
}

function countDataPoints(progress: ToolProgress): number {
  return Object.values(progress.stepData).reduce(
    (sum, fields) => sum + Object.values(fields).filter((value) => value !== '').length,
    0,
  );
}

function StepToolBody({ config, title, headingLevel }: { config: ToolConfig; title: string; headingLevel: 2 | 3 }) {
  const store = toolProgressStore(title);
  const total = config.steps.length;
  // An unreadable saved copy is reported by the store (console warning) and we start fresh (SPEC §8: a console warning, then a fresh start).
  const [progress, setProgress] = useState<ToolProgress>(() => {
    const saved = store.read();
    return saved ? fitToConfig(saved, total) : freshProgress();
  });
  const notice = useNotice();
  const confirmedReset = useConfirmedReset(
    { title: m.resetTitle(), message: m.resetMessage(), confirm: m.resetConfirm() },
    reset,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  useEffect(() => {
    if (focusHeading.current) headingRef.current?.focus();
    focusHeading.current = false;
  });

  function commit(next: ToolProgress) {
    setProgress(next);
    store.write(next);
  }

  function setField(stepIndex: number, id: string, value: FieldValue) {
    const key = String(stepIndex);
    commit({ ...progress, stepData: { ...progress.stepData, [key]: { ...progress.stepData[key], [id]: value } } });
  }

  function next() {
    focusHeading.current = true;
    const { currentStep } = progress;
    if (currentStep >= total - 1) {
      commit({ ...progress, isComplete: true, completionTime: new Date().toISOString() });
      return;
    }
    const completedSteps = progress.completedSteps.includes(currentStep)
      ? progress.completedSteps
      : [...progress.completedSteps, currentStep].sort((a, b) => a - b);
    commit({ ...progress, completedSteps, currentStep: currentStep + 1 });
  }

  function previous() {
    if (progress.currentStep === 0) return;
    focusHeading.current = true;
    commit({ ...progress, currentStep: progress.currentStep - 1 });
  }

  function reset() {
    store.remove();
    setProgress(freshProgress());
    focusHeading.current = true;
  }

  const snapshot = (): SavedToolSnapshot => ({
    title,
    description: config.description ?? '',
    steps: config.steps,
    stepData: progress.stepData,
    completedSteps: progress.completedSteps,
    isComplete: progress.isComplete,
    startTime: progress.startTime,
    completionTime: progress.completionTime,
    timestamp: new Date().toISOString(),
  });

  function save() {
    savedToolsStore.write([...savedToolsStore.read(), snapshot()]);
    notice.notify(m.toolSaved());
  }

  const percent = percentComplete(progress, total);
  const stepsCompleted = progress.completedSteps.length + (progress.isComplete ? 1 : 0);

  if (progress.isComplete) {
    const minutes =
      Math.max(0, Math.round((timeOf(progress.completionTime) - timeOf(progress.startTime)) / 60000)) || 0;
    const allOutputs = config.steps.flatMap((step) =>
      step.outputs.map((output) => outputItem(config, progress, output)),
    );
    return (
      <div className={styles.root}>
        <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
          {m.complete()}
        </Heading>
        {config.completion_message ? <p>{config.completion_message}</p> : null}
        <ResultList
          items={[
            { id: 'minutes', label: m.timeTaken(), value: m.minutes({ count: minutes }) },
            {
              id: 'steps',
              label: m.stepsCompleted(),
              value: m.stepsOf({ done: formatNumber(Math.min(stepsCompleted, total)), total: formatNumber(total) }),
            },
            {
              id: 'data',
              label: m.dataPoints(),
              value: countDataPoints(progress),
              format: { style: 'number' },
            },
          ]}
        />
        {allOutputs.length > 0 ? (
          <ResultsRegion title={m.answersAtAGlance()} headingLevel={(headingLevel + 1) as 3 | 4}>
            <ResultList items={allOutputs} />
            <Explained outputs={config.steps.flatMap((s) => s.outputs)} />
          </ResultsRegion>
        ) : null}
        <div className={toolStyles.buttonRow}>
          <Button onClick={save}>{m.saveResults()}</Button>
          <Button variant="secondary" onClick={() => void downloadData({ title, kind: 'tool-progress' }, snapshot())}>
            {m.download()}
          </Button>
          <Button variant="secondary" onClick={reset}>
            {m.startOver()}
          </Button>
        </div>
        {notice.element}
      </div>
    );
  }

  const index = progress.currentStep;
  const step = config.steps[index] as Step;
  const isLast = index === total - 1;
  const stepItems = step.outputs.map((output) => outputItem(config, progress, output));

  return (
    <div className={styles.root}>
      <StepIndicator
        current={index + 1}
        total={total}
        titles={config.steps.map((s) => s.title)}
        completed={progress.completedSteps}
      />
      <ProgressBar value={percent} label={m.progressLabel()} step={index + 1} totalSteps={total} />
      <Heading ref={headingRef} tabIndex={-1} className={styles.heading}>
        {/* The space sits outside the hidden span: a trailing space inside it is dropped from the
            accessible name by some engines, which then read "Step 2:Your savings". */}
        <VisuallyHidden>{m.stepNumber({ step: formatNumber(index + 1) })}</VisuallyHidden> {step.title}
      </Heading>
      {step.description ? <p>{step.description}</p> : null}
      {step.inputs.some((input) => input.required) ? (
        <p>
          {m.requiredBefore()} <span aria-hidden="true">*</span>
          <VisuallyHidden>{m.requiredHidden()}</VisuallyHidden> {m.requiredAfter()}
        </p>
      ) : null}
      <form
        noValidate
        aria-label={m.stepQuestions({ step: formatNumber(index + 1) })}
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        {step.inputs.length > 0 ? (
          <Fieldset legend={m.yourAnswers()}>
            {step.inputs.map((input) => (
              <StepField
                key={`${index}-${input.id}`}
                input={input}
                value={valueOf(config, progress, index, input)}
                onChange={(value) => setField(index, input.id, value)}
              />
            ))}
          </Fieldset>
        ) : null}
      </form>
      {stepItems.length > 0 ? (
        <ResultsRegion
          title={m.whatAnswersShow()}
          headingLevel={(headingLevel + 1) as 3 | 4}
          summary={summaryOf(stepItems)}
        >
          <ResultList items={stepItems} />
          <Explained outputs={step.outputs} />
        </ResultsRegion>
      ) : null}
      {step.guidance ? (
        <aside aria-label={m.guidance()} className={styles.guidance}>
          <SubHeading className={styles.heading}>{m.guidance()}</SubHeading>
          <p>{step.guidance}</p>
        </aside>
      ) : null}
      <div className={toolStyles.buttonRow}>
        <Button variant="secondary" onClick={previous} disabled={index === 0}>
          {m.previous()}
        </Button>
        <Button onClick={next}>{isLast ? m.completeButton() : m.next()}</Button>
      </div>
      <div className={toolStyles.buttonRow}>
        <Button variant="secondary" onClick={save}>
          {m.saveProgress()}
        </Button>
        <Button variant="secondary" onClick={confirmedReset.ask}>
          {m.resetTool()}
        </Button>
      </div>
      {confirmedReset.dialog}
      {notice.element}
    </div>
  );
}

function RequiredMark() {
  return (
    <>
      {' '}
      <span aria-hidden="true">*</span>
      <VisuallyHidden>{m.required()}</VisuallyHidden>
    </>
  );
}

function StepField({
  input,
  value,
  onChange,
}: {
  input: StepInput;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
}) {
  // What the controls that take a required flag are told: label, help, required.
  const common = { label: input.label, hint: input.help_text, required: input.required };
  switch (input.type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={toFormulaNumber(value)}
          min={input.min}
          max={input.max}
          step={input.step || 1}
          decimals={
            input.step !== undefined && !Number.isInteger(input.step)
              ? (String(input.step).split('.')[1]?.length ?? 0)
              : 0
          }
          unit={input.unit === undefined ? undefined : configUnitWords(input.unit)}
          onValueChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={
            <>
              {input.label}
              {input.required ? <RequiredMark /> : null}
            </>
          }
          hint={input.help_text}
          checked={value === true}
          onCheckedChange={onChange}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          options={input.options ?? []}
          value={value === '' ? undefined : String(value)}
          placeholder={input.placeholder ?? m.chooseOne()}
          onValueChange={onChange}
        />
      );
    default:
      return (
        <Field {...common}>
          {(control) => (
            <input
              {...control}
              type={input.type === 'date' ? 'date' : 'text'}
              className={fieldStyles.control()}
              value={String(value)}
              placeholder={input.placeholder}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
  }
}
