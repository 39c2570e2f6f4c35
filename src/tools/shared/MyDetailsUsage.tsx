import { Link } from 'wouter';
import site from '../../../content/site.json';
import type { MyDetailsKey } from '../../storage';
import { toolTextById } from '../registry';
import type { ToolMyDetailsFields } from './myDetailsFields';
import * as s from './MyDetailsUsage.css';

const modules = import.meta.glob<ToolMyDetailsFields>('../*/fields.ts', { import: 'myDetailsFields', eager: true });

/** Every tool's My-details field map, in the order of the site's tool list. */
export const toolsUsingMyDetails: ToolMyDetailsFields[] = Object.values(modules).sort(
  (a, b) => Object.keys(toolTextById).indexOf(a.toolId) - Object.keys(toolTextById).indexOf(b.toolId),
);

export function myDetailsLabel(key: MyDetailsKey): string {
  return site.myDetails.fields[key].label;
}

/** "Where these are used": each calculator and the fields it fills in from My details, built from the tools' own field maps. */
export function MyDetailsUsage() {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways must be reachable by keyboard (axe scrollable-region-focusable)
    <div className={s.wrap} role="region" aria-labelledby="my-details-usage-caption" tabIndex={0}>
      <table className={s.table}>
        <caption id="my-details-usage-caption" className={s.caption}>
          Calculators and the figures they fill in from My details
        </caption>
        <thead>
          <tr>
            <th scope="col" className={s.head}>
              Calculator
            </th>
            <th scope="col" className={s.head}>
              Figures filled in, and from which details
            </th>
          </tr>
        </thead>
        <tbody>
          {toolsUsingMyDetails.map(({ toolId, fields }) => (
            <tr key={toolId}>
              <th scope="row" className={s.cell}>
                <Link to={`/tools/${toolId}`}>{toolTextById[toolId]?.title ?? toolId}</Link>
              </th>
              <td className={s.cell}>
                <ul className={s.list}>
                  {Object.values(fields).map((field) =>
                    field ? (
                      <li key={field.label}>
                        {field.label}: from {field.from.map(myDetailsLabel).join(' and ')}
                        {field.how ? ` (${field.how})` : ''}
                      </li>
                    ) : null,
                  )}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
