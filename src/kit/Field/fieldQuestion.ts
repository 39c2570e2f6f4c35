import type { ReactNode } from 'react';
import { cx } from '../cx';

/** What a kit question shows around its control; every input built on Field takes these. */
export interface FieldQuestionProps {
  /** The question, shown above the control and read as its name. */
  label: ReactNode;
  /** Help text under the label ("For example, 250,000"); read after the label. */
  hint?: ReactNode;
  /** A problem the visitor must fix, shown in bold and announced with the control. */
  error?: string | undefined;
  /** A plain message about something we changed for them ("We kept only the last 4 digits."). */
  notice?: string | undefined;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
}

/**
 * Splits an input's props into its Field's (the question, its messages and the control's id)
 * and the rest, which go onto the control.
 */
export function splitQuestion<P extends FieldQuestionProps & { id?: string | undefined }>(props: P) {
  const { label, hint, error, notice, required, id, ...control } = props;
  return [{ label, hint, error, notice, required, id }, control] as const;
}

/**
 * The ids of a control's hint, error and notice (`${controlId}-hint` and so on), and the
 * `aria-describedby` that reads the ones shown, in that order (undefined when none is).
 */
export function fieldMessageIds(controlId: string, shown: Pick<FieldQuestionProps, 'hint' | 'error' | 'notice'>) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const noticeId = `${controlId}-notice`;
  const describedBy = cx(shown.hint ? hintId : null, shown.error ? errorId : null, shown.notice ? noticeId : null);
  return { hintId, errorId, noticeId, describedBy: describedBy || undefined };
}
