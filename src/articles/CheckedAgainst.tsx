import type { ComponentPropsWithRef } from 'react';
import { cx, formatIsoDate } from '../kit';
import * as s from './CheckedAgainst.css';

import type { CheckedLine } from './contentTypes';

export type { CheckedLine };

/** `ref`, `className` and every other prop land on the `<p>`. */
export interface CheckedAgainstProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  line: CheckedLine;
}

const sourceList = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * "Checked November 27, 2026 against IRS Pub. 590-B (2025) and SSA POMS RS 00615.": the foot of every
 * article and tool page, so a reader sees how fresh the figures are and where they come from. The full
 * record of each check is content/checked.json; the build gives each page its own line only.
 */
export function CheckedAgainst({ line, className, ...rest }: CheckedAgainstProps) {
  return (
    <p className={cx(s.line, className)} data-checked-against="" {...rest}>
      <span className={s.lead}>Checked </span>
      <time dateTime={line.checked}>{formatIsoDate(line.checked)}</time> against {sourceList.format(line.against)}.
    </p>
  );
}
