import { Link } from 'wouter';
import { myDetails } from '../../../content/site.json';
import type { MyDetailsKey } from '../../storage';
import { toolTextById } from '../registry';
import type { ToolMyDetailsFields } from './myDetailsFields';
import * as s from './MyDetailsUsage.css';

const modules = import.meta.glob<ToolMyDetailsFields>('../*/fields.ts', { import: 'myDetailsFields', eager: true });

/** Every tool's My-details field map, in the order of the site's tool list; a tool My details answers nothing in is left out. */
export const toolsUsingMyDetails: ToolMyDetailsFields[] = Object.values(modules)
  .filter((tool) => Object.keys(tool.fields).length > 0)
  .sort((a, b) => Object.keys(toolTextById).indexOf(a.toolId) - Object.keys(toolTextById).indexOf(b.toolId));

export function myDetailsLabel(key: MyDetailsKey): string {
  return myDetails.fields[key].label;
}

/**
 * "Where these are used": each calculator and the fields it fills in from My details, built from
 * the tools' own field maps. A list rather than a two-column table, so it reads well at 320 px.
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
            {Object.values(fields).map((field) =>
              field ? (
                <li key={field.label}>
                  {field.label}: from {field.from.map(myDetailsLabel).join(' and ')}
                  {field.how ? ` (${field.how})` : ''}
                </li>
              ) : null,
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}
