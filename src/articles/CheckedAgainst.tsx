import type { ComponentPropsWithRef } from 'react';
import { cx, formatIsoDate, formatList } from '../kit';
import { currentLocale, DEFAULT_LOCALE } from '../i18n/locale';
import * as m from './checkedAgainst.messages';
import * as s from './CheckedAgainst.css';

import type { CheckedLine } from './contentTypes';

export type { CheckedLine };

/** `ref`, `className` and every other prop land on the `<p>`. */
export interface CheckedAgainstProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  line: CheckedLine;
}

/**
 * "Checked November 27, 2026 against IRS Pub. 590-B (2025) and SSA POMS RS 00615.": the foot of every
 * article and tool page, so a reader sees how fresh the figures are and where they come from. The full
 * record of each check is content/checked.json; the build gives each page its own line only.
 */
export function CheckedAgainst({ line, className, ...rest }: CheckedAgainstProps) {
  const locale = currentLocale();
  const sources = formatList(line.against);
  return (
    <p className={cx(s.line, className)} data-checked-against="" {...rest}>
      <span className={s.lead}>{m.checked()} </span>
      <time dateTime={line.checked}>{formatIsoDate(line.checked)}</time> {m.against()}{' '}
      {/* The sources are English documents named by their English titles ("IRS Pub. 590-B"): on another
          language's page they are marked so, for screen readers and the language check. */}
      {locale === DEFAULT_LOCALE ? sources : <span lang="en">{sources}</span>}.
    </p>
  );
}
