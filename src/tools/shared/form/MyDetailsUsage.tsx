import { Link } from 'wouter';
import { myDetails } from '../../../../content/site.json';
import type { MyDetailsKey } from '../../../storage';
import { toolTextById } from '../../toolTexts';
import * as s from './MyDetailsUsage.css';
import usage from './myDetailsUsage.json';
import * as m from './messages';
import * as usageWords from './myDetailsUsage.messages';

interface ToolUsage {
  toolId: string;
  /** `label` and `how` name messages of myDetailsUsage.messages (the tool's label and note, in each language). */
  fields: readonly { label: string; from: readonly MyDetailsKey[]; how?: string }[];
}

const wordsByKey = usageWords as unknown as Readonly<Record<string, (() => string) | undefined>>;

/** A field's label or note in the reader's language (the key itself if the catalog lacks it, which its test forbids). */
function usageWord(key: string): string {
  return wordsByKey[key]?.() ?? key;
}

/**
 * Every tool that My details answers, with its fields, in the order of the site's tool list. Read
 * from myDetailsUsage.json and its words from myDetailsUsage.messages, which a test keeps equal to
 * the tools' field lists (fields.ts) and their catalogs: loading every field list and its finance
 * module here would put this page over its JavaScript budget.
 */
export const toolsUsingMyDetails = usage as readonly ToolUsage[];

export function myDetailsLabel(key: MyDetailsKey): string {
  return myDetails.fields[key].label;
}

/** One field's line: "Your age: from Year you were born (age on 31 December …)". */
function usageLine(field: ToolUsage['fields'][number]): string {
  const labels = field.from.map(myDetailsLabel);
  const sources = labels.slice(1).reduce((first, second) => m.usageAnd({ first, second }), labels[0] ?? '');
  const label = usageWord(field.label);
  return field.how ? m.usageLineHow({ label, sources, how: usageWord(field.how) }) : m.usageLine({ label, sources });
}

/**
 * "Where these are used": each calculator and the fields it fills in from My details, built from
 * the tools' own field maps (through myDetailsUsage.json). A list rather than a two-column table, so it reads well at 320 px.
 */
export function MyDetailsUsage() {
  return (
    <ul className={s.tools} aria-label={m.usageListLabel()}>
      {toolsUsingMyDetails.map(({ toolId, fields }) => (
        <li key={toolId} className={s.tool}>
          <Link to={`/tools/${toolId}`} className={s.toolLink}>
            {toolTextById[toolId]?.title ?? toolId}
          </Link>
          <ul className={s.fields}>
            {fields.map((field) => (
              <li key={field.label}>{usageLine(field)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
