import { useEffect, useMemo, useRef, useState } from 'react';
import { downloadData } from '../shared/layout/downloadSummary';
import * as v from 'valibot';
import { Button, Checklist, ProgressBar, ResultList, useNotice, type ChecklistItem } from '../../kit';
import { checklistProgressStore, savedChecklistsStore } from '../../storage/savedStores';
import type { StoredTime } from '../../storage/schemas';
import type { ChecklistProgress, SavedChecklist } from '../../storage/savedSchemas';
import { ConfigProblem, describeConfigIssues } from '../formula/ConfigProblem';
import { toolStyles } from '../shared/layout/ToolLayout';
import { useConfirmedReset } from '../shared/layout/useConfirmedReset';
import type { ToolProps } from '../types';
import * as styles from './GenericChecklist.css';
import { checklistConfigSchema, estimatedMinutes, type ChecklistConfig } from './config';
import * as m from './messages';

/** Said when progress or results are saved (read when shown). */
export const checklistSavedMessage = (): string => m.savedMessage();

/** The config-driven checklist (SPEC §3 "Checklist config" items and categories, §4 "Checklist" toggles and summary, §7 kept in browser storage, §8 unreadable progress only warns). */
export function GenericChecklist({ config, title, headingLevel = 3 }: ToolProps) {
  const parsed = useMemo(() => v.safeParse(checklistConfigSchema, config ?? {}), [config]);
  useEffect(() => {
    if (!parsed.success)
      console.warn(`[checklist] "${title}": checklist_config ${describeConfigIssues(parsed.issues)}`);
  }, [parsed, title]);
  if (!parsed.success) return <ConfigProblem kind="checklist" />;
  return <ChecklistBody config={parsed.output} title={title} headingLevel={headingLevel} />;
}

function timeOf(time: StoredTime | undefined): number {
  if (time === undefined) return Number.NaN;
  return typeof time === 'number' ? time : Date.parse(time);
}

/** SPEC §3 totalTimeSpent: whole minutes from the start to completion (or to now while unfinished), rounded. */
export function minutesSpent(
  progress: Pick<ChecklistProgress, 'startTime' | 'completionTime'>,
  now: number = Date.now(),
): number {
  const end = progress.completionTime === undefined ? now : timeOf(progress.completionTime);
  return Math.max(0, Math.round((end - timeOf(progress.startTime)) / 60000)) || 0;
}

function freshProgress(): ChecklistProgress {
  return { items: {}, startTime: new Date().toISOString(), isComplete: false };
}

function ChecklistBody({
  config,
  title,
  headingLevel,
}: {
  config: ChecklistConfig;
  title: string;
  headingLevel: 2 | 3;
}) {
  const store = checklistProgressStore(title);
  // The store itself warns about unreadable saved progress and hands back null (SPEC §8: unreadable checklist progress is ignored with a console warning).
  const [progress, setProgress] = useState<ChecklistProgress>(() => store.read() ?? freshProgress());
  const notice = useNotice();
  const reset = useConfirmedReset(
    { title: m.resetTitle(), message: m.resetMessage(), confirm: m.resetConfirm() },
    startOver,
  );
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const moveFocus = useRef<'summary' | 'list' | null>(null);
  const Heading = `h${headingLevel}` as const;

  const total = config.items.length;
  const completedIds = config.items.filter((item) => progress.items[item.id]?.isCompleted).map((item) => item.id);
  const completed = completedIds.length;
  const percentage = total === 0 ? 0 : (completed / total) * 100;
  const isComplete = total > 0 && completed === total;
  const minutesDone = config.items
    .filter((item) => progress.items[item.id]?.isCompleted)
    .reduce((sum, item) => sum + estimatedMinutes(item.estimated_time), 0);

  useEffect(() => {
    if (moveFocus.current === 'summary') summaryHeading.current?.focus();
    if (moveFocus.current === 'list') listTop.current?.focus();
    moveFocus.current = null;
  });

  function commit(next: ChecklistProgress) {
    setProgress(next);
    store.write(next);
  }

  function toggle(id: string) {
    const now = new Date().toISOString();
    const current = progress.items[id];
    const nowDone = !current?.isCompleted;
    const items = {
      ...progress.items,
      [id]: { isCompleted: nowDone, completedAt: nowDone ? now : undefined, notes: current?.notes ?? '' },
    };
    const allDone = config.items.every((item) => items[item.id]?.isCompleted);
    if (allDone) moveFocus.current = 'summary';
    commit({ ...progress, items, isComplete: allDone, completionTime: allDone ? now : undefined });
  }

  function setNotes(id: string, notes: string) {
    const current = progress.items[id];
    commit({
      ...progress,
      items: {
        ...progress.items,
        [id]: { isCompleted: current?.isCompleted ?? false, completedAt: current?.completedAt, notes },
      },
    });
  }

  function startOver() {
    store.remove();
    setProgress(freshProgress());
    moveFocus.current = 'list';
  }

  const snapshot = (): SavedChecklist => ({
    title,
    completionPercentage: Math.round(percentage * 100) / 100,
    items: progress.items,
    startTime: progress.startTime,
    completionTime: progress.completionTime,
    isComplete,
    totalTimeSpent: minutesSpent(progress),
    timestamp: new Date().toISOString(),
  });

  function save() {
    savedChecklistsStore.write([...savedChecklistsStore.read(), snapshot()]);
    notice.notify(m.savedMessage());
  }

  const download = () => void downloadData({ title, kind: 'checklist' }, { ...snapshot(), checklist: config });

  if (isComplete) {
    const spent = minutesSpent(progress);
    return (
      <div className={styles.root}>
        <Heading ref={summaryHeading} tabIndex={-1} className={styles.heading}>
          {m.completeHeading()}
        </Heading>
        <p>{m.completeLead()}</p>
        <ResultList
          items={[
            { id: 'total', label: m.totalItems(), value: total, format: { style: 'number' } },
            { id: 'completed', label: m.completed(), value: completed, format: { style: 'number' } },
            {
              id: 'minutes',
              label: m.timeTaken(),
              value: m.minutes({ count: spent }),
              description: m.timeTakenHelp(),
            },
            {
              id: 'estimated',
              label: m.estimatedMinutes(),
              value: minutesDone,
              format: { style: 'number' },
              description: m.estimatedHelp(),
            },
            { id: 'percent', label: m.complete(), value: 100, format: { style: 'percent' } },
          ]}
        />
        {config.conclusion ? <p>{config.conclusion}</p> : null}
        <div className={toolStyles.buttonRow}>
          <Button onClick={save}>{m.saveResults()}</Button>
          <Button variant="secondary" onClick={download}>
            {m.download()}
          </Button>
          <Button variant="secondary" onClick={startOver}>
            {m.startOver()}
          </Button>
        </div>
        {notice.element}
      </div>
    );
  }

  const items: ChecklistItem[] = config.items.map((item) => ({
    id: item.id,
    title: item.title,
    priority: item.priority,
    estimatedTime: item.estimated_time,
    dueDate: item.due_date,
    categoryId: item.category_id,
    completed: progress.items[item.id]?.isCompleted ?? false,
    notes: progress.items[item.id]?.notes ?? '',
  }));

  return (
    <div className={styles.root}>
      {config.introduction ? <p>{config.introduction}</p> : null}
      <div ref={listTop} tabIndex={-1}>
        <ProgressBar
          value={percentage}
          label={m.progressLabel()}
          valueText={m.progressValue({ completed, total, percent: Math.round(percentage) })}
        />
        {/* A status, so ticking an item is followed by the new count, read politely. */}
        <p role="status">{m.progressStatus({ completed, total })}</p>
      </div>
      <Checklist items={items} categories={config.categories} onToggle={toggle} onNotesChange={setNotes} />
      <div className={toolStyles.buttonRow}>
        <Button onClick={save}>{m.saveProgress()}</Button>
        <Button variant="secondary" onClick={reset.ask}>
          {m.reset()}
        </Button>
      </div>
      {reset.dialog}
      {notice.element}
    </div>
  );
}
