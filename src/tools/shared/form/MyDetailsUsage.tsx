import { Link } from 'wouter';
import { myDetails } from '../../../../content/site.json';
import type { MyDetailsKey } from '../../../storage';
import { toolTextById } from '../../toolTexts';
import * as s from './MyDetailsUsage.css';
import usage from './myDetailsUsage.json';

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

/**
 * "Where these are used": each calculator and the fields it fills in from My details, built from
 * the tools' own field maps (through myDetailsUsage.json). A list rather than a two-column table, so it reads well at 320 px.
 */
export function MyDetailsUsage() {
  return (
    <ul className={s.tools} aria-label="Calculators and the figures they fill in from My details">
      {toolsUsingMyDetails.map(({ toolId, fields }) => (
        <li key={toolId} className={s.tool}>
          <Link to={`/tools/${toolId}`} className={s.toolLink}>
            {toolTextById[toolId]?.title ?? toolId}
          </Link>
          <ul className={s.fields}>
            {fields.map((field) => (
              <li key={field.label}>
                {field.label}: from {field.from.map(myDetailsLabel).join(' and ')}
                {field.how ? ` (${field.how})` : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
