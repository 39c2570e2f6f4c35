import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  Button,
  Disclaimer,
  Field,
  HowCalculated,
  MoneyInput,
  NumberInput,
  ResultList,
  Select,
  Slider,
  useNotice,
  formatForDisplayType,
  formatValue,
} from '../../kit';
import * as fieldStyles from '../../kit/Field/Field.css';
import { genericCalculatorInputsId, slugifyTitle } from '../../storage/keys';
import { savedCalculationsStore } from '../../storage/savedStores';
import { ConfigProblem, describeConfigIssues } from '../formula/ConfigProblem';
import { toFormulaNumber } from '../formula';
import { Fieldset, LiveCalculator } from '../shared/layout/Calculator';
import { exampleHint } from '../shared/form/ToolField';
import { downloadData, downloadTextSummary } from '../shared/layout/downloadSummary';
import { todayIso } from '../shared/form/today';
import { toolStyles } from '../shared/layout/ToolLayout';
import { useToolInputs } from '../shared/form/useToolInputs';
import type { ToolProps } from '../types';
import { calculateOutputs, type CalculatorValues } from './calculate';
import { calculatorConfigSchema, type CalculatorConfig, type CalculatorInput } from './config';
import { scenarioFor } from './scenario';
import type { ToolStorageId } from '../toolIds.generated';
import * as m from './messages';
import { configUnitWords } from './configUnit';

export { calculateOutputs } from './calculate';

/** SPEC §4: results follow the inputs after this pause, so typing does not recalculate on every key. */
export const RECALCULATE_DELAY_MS = 500;

function decimalsOf(step: number | undefined): number {
  if (step === undefined) return 0;
  const text = String(step);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

function defaultFor(input: CalculatorInput): number | string {
  if (input.type === 'text') return input.default_value === undefined ? '' : String(input.default_value);
  if (input.type === 'select')
    return input.default_value === undefined ? (input.options?.[0]?.value ?? '') : String(input.default_value);
  return toFormulaNumber(input.default_value ?? input.min ?? 0);
}

/** A name in a formula: an input's id, or an earlier output's (a letter or "_", then letters, digits, "_"). */
const FORMULA_NAME = /(?<![\w.])[A-Za-z_]\w*/g;

/**
 * A formula as the reader reads it: each input's or output's id replaced by its label, in the article's
 * language ("max(“Retirement age” - “Your age”, 0)"); the functions (max, min, pow…) and figures stay.
 */
export function formulaInWords(formula: string, labels: ReadonlyMap<string, string>): string {
  return formula.replace(FORMULA_NAME, (name) => {
    const label = labels.get(name);
    return label === undefined ? name : m.formulaTerm({ label });
  });
}

/** "How this is calculated" for a config: each output's formula in the words of its labels, and how blanks and failures read. */
export function explainConfig(config: CalculatorConfig): {
  formulas: string[];
  assumptions: { label: string; value: string }[];
} {
  const labels = new Map<string, string>([
    ...config.inputs.map((input): [string, string] => [input.id, input.label]),
    ...config.outputs.map((output): [string, string] => [output.id, output.label]),
  ]);
  return {
    formulas: config.outputs.map((output) => `${output.label} = ${formulaInWords(output.formula, labels)}`),
    assumptions: [
      { label: m.blankEntries(), value: m.countAsZero() },
      { label: m.failingFormula(), value: m.showsZero() },
    ],
  };
}

/** The generic calculator (SPEC §2 a standalone screen, §3 the config, §4 results 500 ms after a change, §8 a failing formula gives 0): inputs and formula outputs come from the article's `calculator_config`. */
export function GenericCalculator({ config, title }: ToolProps) {
  const parsed = useMemo(() => v.safeParse(calculatorConfigSchema, config ?? {}), [config]);
  useEffect(() => {
    if (!parsed.success)
      console.warn(`[generic-calculator] "${title}": calculator_config ${describeConfigIssues(parsed.issues)}`);
  }, [parsed, title]);
  if (!parsed.success) return <ConfigProblem kind="calculator" />;
  return <CalculatorBody config={parsed.output} title={title} />;
}

interface CalculationState {
  outputs: Record<string, number> | null;
  error: string | null;
  lastCalculated: string | null;
}

/** The first two figures in words, announced when they settle (the rest is on screen). */
function summaryOf(config: CalculatorConfig, outputs: CalculationState['outputs']): string | undefined {
  if (!outputs) return undefined;
  const figures = config.outputs.slice(0, 2).map((output) =>
    m.figure({
      label: output.label,
      value: formatValue(outputs[output.id] ?? 0, formatForDisplayType(output.display_type)),
    }),
  );
  return figures.length > 0 ? `${figures.join('. ')}.` : undefined;
}

function CalculatorBody({ config, title }: { config: CalculatorConfig; title: string }) {
  const defaults = useMemo(
    () => Object.fromEntries(config.inputs.map((input) => [input.id, defaultFor(input)])) as CalculatorValues,
    [config],
  );
  const toolKey = genericCalculatorInputsId(title) as ToolStorageId;
  const { inputs, update, reset, examples } = useToolInputs(toolKey, defaults);
  // A figure still at the config's default is an example, marked as the other tools mark theirs
  // (issue H7); a text field has no figure to mistake for the reader's own.
  const isExample = (input: CalculatorInput) => input.type !== 'text' && examples.has(input.id);
  const onlyExamples =
    config.inputs.some(isExample) && config.inputs.every((input) => input.type === 'text' || examples.has(input.id));
  const scenario = useMemo(() => scenarioFor(config, defaults), [config, defaults]);
  // The first results arrive on their own after loading; only results that follow the visitor's
  // own changes are announced, and only once recalculated (never the figures being replaced).
  const [changedByVisitor, setChangedByVisitor] = useState(false);
  const [state, setState] = useState<CalculationState>({ outputs: null, error: null, lastCalculated: null });
  const [calculating, setCalculating] = useState(true);
  const [resets, setResets] = useState(0);
  const notice = useNotice();
  const explanation = useMemo(() => explainConfig(config), [config]);

  useEffect(() => {
    setCalculating(true);
    const timer = window.setTimeout(() => {
      try {
        setState({ outputs: calculateOutputs(config, inputs), error: null, lastCalculated: new Date().toISOString() });
      } catch (error) {
        console.warn('[generic-calculator] calculation failed', error);
        setState({ outputs: null, error: m.calculationFailed(), lastCalculated: null });
      }
      setCalculating(false);
    }, RECALCULATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [config, inputs, resets]);

  // Stable, so a keystroke re-renders only the field it changed (and the results), not every field.
  const handleChange = useCallback(
    (id: string, value: number | string) => {
      setChangedByVisitor(true);
      // In the same render as the typed value, so the visitor sees "Calculating..." on that
      // keystroke's frame rather than one render later.
      setCalculating(true);
      update(id, value);
    },
    [update],
  );

  function handleReset() {
    reset();
    setState({ outputs: null, error: null, lastCalculated: null });
    setResets((n) => n + 1);
  }

  const record = () => ({
    title,
    inputs: Object.fromEntries(config.inputs.map((input) => [input.id, inputs[input.id] ?? defaults[input.id] ?? 0])),
    outputs: state.outputs ?? {},
    timestamp: new Date().toISOString(),
  });

  function handleSave() {
    savedCalculationsStore.write([...savedCalculationsStore.read(), record()]);
    notice.notify(m.calculationSaved());
  }

  let results: ReactNode;
  if (state.error) {
    results = <p role="alert">{state.error}</p>;
  } else if (!state.outputs) {
    results = <p>{calculating ? m.calculating() : m.changeAValue()}</p>;
  } else {
    const outputs = state.outputs;
    results = (
      <>
        {calculating ? <p>{m.calculating()}</p> : null}
        <ResultList
          items={config.outputs.map((output) => ({
            id: output.id,
            label: output.label,
            value: outputs[output.id] ?? 0,
            format: formatForDisplayType(output.display_type),
            description: output.description,
          }))}
        />
        {/* A download says what it gives (issue H7 §5): words to read, or the data file of SPEC §7, named from the title and ending -calculation.json. */}
        <div className={toolStyles.buttonRow}>
          <Button onClick={handleSave}>{m.saveCalculation()}</Button>
          <Button
            variant="secondary"
            onClick={() =>
              void downloadTextSummary(`${slugifyTitle(title) || 'calculation'}-summary.txt`, {
                title: m.summaryTitle({ title }),
                date: todayIso(),
                fields: scenario.fields,
                inputs,
                examples,
                sections: [
                  {
                    heading: m.yourResults(),
                    lines: config.outputs.map((output) =>
                      m.figure({
                        label: output.label,
                        value: formatValue(outputs[output.id] ?? 0, formatForDisplayType(output.display_type)),
                      }),
                    ),
                  },
                ],
              })
            }
          >
            {m.downloadSummary()}
          </Button>
          <Button variant="secondary" onClick={() => void downloadData({ title, kind: 'calculation' }, record())}>
            {m.downloadData()}
          </Button>
        </div>
        <HowCalculated formulas={explanation.formulas} assumptions={explanation.assumptions} />
      </>
    );
  }

  return (
    <>
      <LiveCalculator
        form={{ toolId: toolKey, scenario, inputs, onlyExamples, examples }}
        inputs={
          <>
            <Fieldset legend={m.yourNumbers()}>
              {config.inputs.map((input) => (
                <CalculatorField
                  key={input.id}
                  input={input}
                  value={inputs[input.id] ?? defaults[input.id] ?? ''}
                  example={isExample(input)}
                  onChange={handleChange}
                />
              ))}
            </Fieldset>
            <div className={toolStyles.buttonRow}>
              <Button variant="secondary" onClick={handleReset}>
                {m.reset()}
              </Button>
            </div>
          </>
        }
        title={m.yourResults()}
        summary={changedByVisitor && !calculating ? summaryOf(config, state.outputs) : undefined}
      >
        {results}
      </LiveCalculator>
      {config.disclaimer ? (
        <Disclaimer>
          <p>{config.disclaimer}</p>
        </Disclaimer>
      ) : null}
      {notice.element}
    </>
  );
}

const CalculatorField = memo(function CalculatorField({
  input,
  value,
  example,
  onChange: onChangeById,
}: {
  input: CalculatorInput;
  value: number | string;
  /** Still the config's default: the hint starts with the "Example" tag (H7). */
  example: boolean;
  onChange: (id: string, value: number | string) => void;
}) {
  const onChange = (next: number | string) => onChangeById(input.id, next);
  // What every kind of control is told: its label, help and whether it is required.
  const common = {
    label: input.label,
    hint: example ? exampleHint(input.help_text) : input.help_text,
    required: input.required,
  };
  const numeric = toFormulaNumber(value);
  const decimals = decimalsOf(input.step);
  switch (input.type) {
    case 'select':
      return <Select {...common} options={input.options ?? []} value={String(value)} onValueChange={onChange} />;
    case 'range': {
      const min = input.min ?? 0;
      const max = input.max ?? 100;
      const style = input.unit === '$' ? 'currency' : input.unit === '%' ? 'percent' : 'number';
      return (
        <Slider
          {...common}
          value={numeric}
          min={min}
          max={Math.max(min, max)}
          step={input.step || 1}
          format={{ style }}
          unit={style === 'number' && input.unit ? configUnitWords(input.unit) : undefined}
          onValueChange={onChange}
        />
      );
    }
    case 'text':
      return (
        <Field {...common}>
          {(control) => (
            <input
              {...control}
              type="text"
              className={fieldStyles.control()}
              value={String(value)}
              placeholder={input.placeholder}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      );
    default: {
      // The money and number inputs read the figure the same way; a number also has its step and unit.
      const figure = { ...common, value: numeric, min: input.min, max: input.max, decimals, onValueChange: onChange };
      if (input.unit === '$') return <MoneyInput {...figure} />;
      return (
        <NumberInput {...figure} step={input.step || 1} unit={input.unit ? configUnitWords(input.unit) : undefined} />
      );
    }
  }
});
