import type * as v from 'valibot';
import * as m from './messages';

/** Where a config went wrong, for the console (authors); visitors see a plain sentence. */
export function describeConfigIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.');
      return path ? `${path} ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Shown in place of a config-driven tool whose article settings cannot be used. Never throws. */
export function ConfigProblem({ kind }: { kind: 'calculator' | 'checklist' | 'tool' }) {
  return <p role="alert">{m.configProblem({ kind })}</p>;
}
