import { useEffect, useId, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  HowCalculated,
  MoneyInput,
  ResultCard,
  ResultList,
  Select,
  StatusBadge,
  VisuallyHidden,
  cx,
  formatCurrency,
} from '../../kit';
import { summarizeHomeModifications } from '../../finance';
import {
  HOME_MODIFICATION_BOUNDS,
  HOME_MODIFICATION_CATEGORIES,
  HOME_MODIFICATION_PRIORITIES,
  HOME_MODIFICATION_TIMELINES,
  type HomeModItemState,
  type HomeModPriority,
  type HomeModSelection,
} from '../../finance/home/homeModification';
import { HOME_MODIFICATION_SELECTIONS_ID, toolInputsStore } from '../../storage/keys';
import { Fieldset, LiveCalculator } from '../shared/layout/Calculator';
import { exampleHint } from '../shared/form/ToolField';
import { useToolInputs } from '../shared/form/useToolInputs';
import type { ToolProps } from '../types';
import * as s from './HomeModificationPlanner.css';
import { DEFAULTS, plannerScenarioInputs, scenario } from './scenario';
import {
  assumptionWords,
  budgetMessage,
  categoryName,
  formulaWords,
  itemDescription,
  itemName,
  phaseHeading,
  priorityOptionWords,
  timelineWords,
} from './homeModWords';
import { explained } from '../shared/core/explained';
import * as m from './messages';

const TOOL_ID = 'home-modification';
/**
 * Selections live under their own key: useToolInputs already keeps budget and timeline (flat
 * fields) under `tool-inputs-home-modification`, and two shapes under one key would each reject the
 * other's data and wipe it. The id is the storage layer's, so "Forget" finds it (toolStorageKeys).
 */
export const SELECTIONS_STORE_ID = HOME_MODIFICATION_SELECTIONS_ID;

const selectionSchema = v.array(
  v.object({
    id: v.string(),
    selected: v.boolean(),
    priority: v.picklist(HOME_MODIFICATION_PRIORITIES),
  }),
);
type Selections = v.InferOutput<typeof selectionSchema>;

function selectionsStore() {
  return toolInputsStore<Selections>(SELECTIONS_STORE_ID, { schema: selectionSchema, fallback: () => [] });
}

const flatDefaults = {
  budget: DEFAULTS.budget,
  timeline: DEFAULTS.timeline as string,
};

function ItemCard({
  item,
  onToggle,
  onPriority,
}: {
  item: HomeModItemState;
  onToggle: (id: string) => void;
  onPriority: (id: string, priority: HomeModPriority) => void;
}) {
  const uid = useId();
  const descriptionId = `${uid}-description`;
  const selectId = `${uid}-priority`;
  const name = itemName(item.id);
  return (
    <li
      className={cx(s.card[item.priority], item.selected ? s.selectedCard : undefined)}
      data-state={item.selected ? 'selected' : 'unselected'}
    >
      <button
        type="button"
        className={s.toggle}
        aria-pressed={item.selected}
        aria-describedby={descriptionId}
        onClick={() => onToggle(item.id)}
      >
        <span className={cx(s.tick, item.selected ? s.tickOn : undefined)} aria-hidden="true">
          {item.selected ? '✓' : ''}
        </span>
        <span>
          <span className={s.itemName}>{name}</span>{' '}
          <span className={s.itemLine}>
            <span className={s.itemCost}>{formatCurrency(item.cost)}</span>
            <span aria-hidden="true"> · {item.selected ? m.selected() : m.notSelected()}</span>
          </span>
        </span>
      </button>
      <p className={s.description} id={descriptionId}>
        {itemDescription(item.id)} {m.prioritySentence({ priority: item.priority })}
      </p>
      <div className={s.priorityField}>
        <label className={s.priorityLabel} htmlFor={selectId}>
          {m.priorityLabel()} <VisuallyHidden>{m.priorityFor({ item: name })}</VisuallyHidden>
        </label>
        <select
          id={selectId}
          className={s.select}
          value={item.priority}
          onChange={(e) => onPriority(item.id, e.target.value as HomeModPriority)}
        >
          {HOME_MODIFICATION_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {priorityOptionWords(p)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

/** Home Modification Planner (SPEC §3 items, §4 toggling and budget status, §5 budget and timeline, §8 budget messages, §9 default budget and phases): pick items, set priorities, see totals and phases live. */
export function HomeModificationPlanner(_props: ToolProps) {
  // Budget and timeline start at example values, marked until the reader changes them (H7). The
  // totals come from the items the reader chooses, never from examples alone, so no results lead.
  const { inputs, update, examples } = useToolInputs(TOOL_ID, flatDefaults);
  const hint = (id: keyof typeof flatDefaults, text: string) => (examples.has(id) ? exampleHint(text) : text);
  const [selections, setSelections] = useState<Selections>(() =>
    typeof window === 'undefined' ? [] : selectionsStore().read(),
  );
  const changed = useRef(false);

  useEffect(() => {
    if (changed.current) selectionsStore().write(selections);
  }, [selections]);

  const change = (id: string, patch: (current: Selections[number]) => Selections[number]) => {
    changed.current = true;
    setSelections((previous) => {
      const current = previous.find((x) => x.id === id) ?? { id, selected: false, priority: 'none' as const };
      const next = patch(current);
      const rest = previous.filter((x) => x.id !== id);
      // Keep only entries that differ from the untouched state, so storage stays small.
      return next.selected || next.priority !== 'none' ? [...rest, next] : rest;
    });
  };
  const toggle = (id: string) => change(id, (c) => ({ ...c, selected: !c.selected }));
  const setPriority = (id: string, priority: HomeModPriority) => change(id, (c) => ({ ...c, priority }));

  const result = useMemo(
    () =>
      summarizeHomeModifications({
        items: selections as HomeModSelection[],
        budget: inputs.budget,
        timeline: inputs.timeline,
      }),
    [selections, inputs.budget, inputs.timeline],
  );
  const scenarioInputs = useMemo(
    () => plannerScenarioInputs(inputs.budget, inputs.timeline, selections),
    [selections, inputs.budget, inputs.timeline],
  );
  const timelineLabel = timelineWords(result.timeline)();
  const count = result.selectedItems.length;
  const budgetWords = budgetMessage(result.budgetStatus, result.budgetDifference);
  const total = formatCurrency(result.totals.overall);

  return (
    <LiveCalculator
      form={{ toolId: TOOL_ID, scenario, inputs: scenarioInputs, examples }}
      inputsLabel={m.inputsLabel()}
      inputs={
        <>
          <Fieldset legend={m.budgetAndTimeline()}>
            <MoneyInput
              label={m.budgetLabel()}
              hint={hint('budget', m.budgetHint())}
              value={inputs.budget}
              min={HOME_MODIFICATION_BOUNDS.budget.min}
              max={HOME_MODIFICATION_BOUNDS.budget.max}
              step={HOME_MODIFICATION_BOUNDS.budget.step}
              onValueChange={(value) => update('budget', value)}
            />
            <Select
              label={m.timelineLabel()}
              hint={hint('timeline', m.timelineHint())}
              options={HOME_MODIFICATION_TIMELINES.map((t) => ({ value: t.id, label: timelineWords(t.id)() }))}
              value={result.timeline}
              onValueChange={(value) => update('timeline', value)}
            />
          </Fieldset>
          <p className={s.plain}>{m.chooseHelp()}</p>
          {HOME_MODIFICATION_CATEGORIES.map((category) => (
            <Fieldset key={category.id} legend={categoryName(category.id)}>
              <ul className={s.cardList}>
                {result.items
                  .filter((item) => item.category === category.id)
                  .map((item) => (
                    <ItemCard key={item.id} item={item} onToggle={toggle} onPriority={setPriority} />
                  ))}
              </ul>
            </Fieldset>
          ))}
        </>
      }
      title={m.resultsTitle()}
      summary={
        count === 0
          ? m.noItems()
          : budgetWords
            ? m.summaryWithBudget({ count, total, budget: budgetWords })
            : m.summary({ count, total })
      }
    >
      <ResultCard
        label={m.totalLabel()}
        value={result.totals.overall}
        emphasis="primary"
        description={count === 0 ? m.noItemsHelp() : m.itemsChosen({ count })}
      />
      {result.budgetStatus !== 'none' ? (
        <div className={s.budgetMessage}>
          <p className={s.plain}>
            <StatusBadge tone={result.budgetStatus === 'exceeded' ? 'critical' : 'success'}>{budgetWords}</StatusBadge>
          </p>
          {result.budgetStatus === 'exceeded' ? <p className={s.hint}>{m.overBudgetHint()}</p> : null}
        </div>
      ) : null}
      <ResultList
        items={[
          { label: m.highPriority(), value: result.totals.high },
          { label: m.mediumPriority(), value: result.totals.medium },
          { label: m.lowPriority(), value: result.totals.low },
          { label: m.priorityNoneSet(), value: result.totals.none },
          { label: m.total(), value: result.totals.overall },
          { label: m.budgetLabel(), value: result.budget },
        ]}
      />
      <section aria-labelledby={`${TOOL_ID}-phases`}>
        <h4 className={s.sectionHeading} id={`${TOOL_ID}-phases`}>
          {m.whenHeading()}
        </h4>
        <p>{m.whenLead({ timeline: timelineLabel })}</p>
        <ul className={s.phaseList}>
          {result.phases.map((phase) => (
            <li key={phase.id} className={s.phase}>
              <h5 className={s.phaseHeading}>{phaseHeading(phase.id)}</h5>
              {phase.items.length === 0 ? (
                <p className={s.plain}>{m.noItemsInPhase()}</p>
              ) : (
                <>
                  <ul className={s.itemsList}>
                    {phase.items.map((item) => (
                      <li key={item.id}>{m.itemCost({ item: itemName(item.id), cost: formatCurrency(item.cost) })}</li>
                    ))}
                  </ul>
                  <p className={s.plain}>{m.phaseTotal({ total: formatCurrency(phase.total) })}</p>
                </>
              )}
              {!phase.withinTimeline ? (
                <p className={s.plain}>{m.phaseAfterTimeline({ timeline: timelineLabel })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <HowCalculated {...explained(result, assumptionWords, formulaWords)} />
    </LiveCalculator>
  );
}
