import { Link } from 'wouter';
import { myDetails } from '../../../../content/site.json';
import type { MyDetailsKey } from '../../../storage';
import { toolTextById } from '../../toolTexts';
import * as s from './MyDetailsUsage.css';
import usage from './myDetailsUsage.json';
import * as m from './messages';

interface ToolUsage {
  toolId: string;
  fields: readonly { label: string; from: readonly MyDetailsKey[]; how?: string }[];
}

/**
 * Every tool that My details answers, with its fields, in the order of the site's tool list. Read
 * from myDetailsUsage.json, which a test keeps equal to the tools' field lists (fields.ts): loading
 * every field list and its finance module here would put this page over its JavaScript budget.
 */
export const toolsUsingMyDetails = usage as readonly ToolUsage[];

export function myDetailsLabel(key: MyDetailsKey): string {
  return myDetails.fields[key].label;
}

/** One field's line: "Your age: from Year you were born (age on 31 December …)". */
function usageLine(field: ToolUsage['fields'][number]): string {
  const labels = field.from.map(myDetailsLabel);
  const sources = labels.slice(1).reduce((first, second) => m.usageAnd({ first, second }), labels[0] ?? '');
  return field.how
    ? m.usageLineHow({ label: field.label, sources, how: field.how })
    : m.usageLine({ label: field.label, sources });
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
