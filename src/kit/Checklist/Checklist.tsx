import { Fragment, useId, useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatIsoDate } from '../format';
import * as m from './messages';
import {
  checkbox,
  emptyMessage,
  filters,
  filterCheckbox,
  filterCheckLabel,
  filterField,
  filterLabel,
  item as itemClass,
  itemHeader,
  itemLabel,
  itemMeta,
  itemTitle,
  list,
  notesField,
  notesLabel,
  notesInput,
  priorityTag,
  root,
  select,
  status,
} from './Checklist.css';

export interface ChecklistItem {
  id: string;
  title: string;
  /** `high` and `medium` are styled; any other word is shown as written. */
  priority: 'high' | 'medium' | (string & {});
  /** Free text ("30 minutes") or minutes as a number. */
  estimatedTime?: string | number;
  /** ISO date (YYYY-MM-DD) or free text. */
  dueDate?: string;
  categoryId?: string;
  completed: boolean;
  notes?: string;
}

export interface ChecklistCategory {
  id: string;
  name: string;
}

/** `ref`, `className` and every other prop land on the outer `<div>`. */
export interface ChecklistProps extends Omit<ComponentPropsWithRef<'div'>, 'onToggle'> {
  /** Every item, in the order shown. */
  items: readonly ChecklistItem[];
  /** Categories for the "Show category" filter; no filter is shown without them. */
  categories?: readonly ChecklistCategory[];
  /** Called with an item's id when its box is ticked or unticked. */
  onToggle: (id: string) => void;
  /** Called with an item's id and the new text as its note is typed. */
  onNotesChange: (id: string, text: string) => void;
  /** Initial category filter ('all' for every category). */
  defaultCategory?: string;
  /** Initial state of "Show completed items" (on, as the spec says). */
  defaultShowCompleted?: boolean;
}

export function priorityWords(priority: string): string {
  const p = priority.trim().toLowerCase();
  if (!p) return m.normalPriority();
  return m.priority({ level: p, name: `${p.charAt(0).toUpperCase()}${p.slice(1)}` });
}

export function priorityLevel(priority: string): 'high' | 'medium' | 'other' {
  const p = priority.trim().toLowerCase();
  return p === 'high' || p === 'medium' ? p : 'other';
}

export function formatEstimatedTime(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return '';
    return m.aboutMinutes({ minutes: value });
  }
  return value.trim();
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A due date as long text in the reader's language ("November 22, 2026"); a day past the month's end rolls over, as a calendar does. */
export function formatDueDate(value: string): string {
  const parts = isoDate.exec(value.trim());
  if (!parts) return value.trim();
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  if (Number.isNaN(date.getTime())) return value.trim();
  return formatIsoDate(date.toISOString().slice(0, 10));
}

/**
 * The list part of the checklist tool: filters, one real checkbox per item, priority in words,
 * and a notes box per item. It holds only view state (the filters); the engine owns the items.
 */
export function Checklist({
  items,
  categories = [],
  onToggle,
  onNotesChange,
  defaultCategory = 'all',
  defaultShowCompleted = true,
  className,
  ...rest
}: ChecklistProps) {
  const baseId = useId();
  const [category, setCategory] = useState(defaultCategory);
  const [showCompleted, setShowCompleted] = useState(defaultShowCompleted);

  const visible = items.filter(
    (it) => (category === 'all' || it.categoryId === category) && (showCompleted || !it.completed),
  );
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));

  return (
    <div className={cx(root, className)} {...rest}>
      <div className={filters} role="group" aria-label={m.filtersLabel()}>
        {categories.length > 0 && (
          <div className={filterField}>
            <label className={filterLabel} htmlFor={`${baseId}-category`}>
              {m.showCategory()}
            </label>
            <select
              id={`${baseId}-category`}
              className={select}
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              <option value="all">{m.allCategories()}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className={filterCheckLabel}>
          <input
            type="checkbox"
            className={filterCheckbox}
            checked={showCompleted}
            onChange={(e) => setShowCompleted(e.target.checked)}
          />
          {m.showCompleted()}
        </label>
      </div>

      {/* One text node, read whole (aria-atomic), so a change is heard as the full sentence. */}
      <p className={status} role="status" aria-live="polite" aria-atomic="true">
        {m.showing({ shown: visible.length, total: items.length })}
      </p>

      {visible.length === 0 ? (
        <p className={emptyMessage}>{m.noneMatch()}</p>
      ) : (
        <ul className={list} aria-label={m.itemsLabel()}>
          {visible.map((it) => {
            const checkId = `${baseId}-${it.id}-done`;
            const notesId = `${baseId}-${it.id}-notes`;
            const metaId = `${baseId}-${it.id}-meta`;
            const level = priorityLevel(it.priority);
            const time = it.estimatedTime !== undefined ? formatEstimatedTime(it.estimatedTime) : '';
            const cat = it.categoryId ? categoryName.get(it.categoryId) : undefined;
            return (
              <li
                key={it.id}
                className={itemClass({ priority: level, completed: it.completed })}
                data-state={it.completed ? 'complete' : 'incomplete'}
              >
                <div className={itemHeader}>
                  <label className={itemLabel} htmlFor={checkId}>
                    <input
                      id={checkId}
                      type="checkbox"
                      className={checkbox}
                      checked={it.completed}
                      aria-describedby={metaId}
                      onChange={() => onToggle(it.id)}
                    />
                    <span className={itemTitle}>{it.title}</span>
                  </label>
                </div>
                {/* The pieces sit apart on screen (flex gap) but are one description to a screen
                    reader: hidden commas and spaces keep "High priority, About 60 minutes" from
                    being read as "High priorityAbout 60 minutes". */}
                <p className={itemMeta} id={metaId}>
                  <span className={priorityTag({ priority: level })}>{priorityWords(it.priority)}</span>
                  {[
                    time,
                    it.dueDate ? m.due({ date: formatDueDate(it.dueDate) }) : '',
                    cat ?? '',
                    it.completed ? m.done() : '',
                  ]
                    .filter(Boolean)
                    .map((piece) => (
                      <Fragment key={piece}>
                        <VisuallyHidden>{m.listSeparator()}</VisuallyHidden> <span>{piece}</span>
                      </Fragment>
                    ))}
                </p>
                <div className={notesField}>
                  <label className={notesLabel} htmlFor={notesId}>
                    {m.notes()}
                    <VisuallyHidden> {m.notesFor({ title: it.title })}</VisuallyHidden> {m.optional()}
                  </label>
                  <textarea
                    id={notesId}
                    className={notesInput}
                    rows={2}
                    value={it.notes ?? ''}
                    onChange={(e) => onNotesChange(it.id, e.target.value)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
