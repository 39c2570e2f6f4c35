import { memo, type ReactNode } from 'react';
import { Button } from '../../../kit';
import { SaveToMyDetails } from '../form/SaveToMyDetails';
import { ScenarioPanel } from '../scenarios/ScenarioPanel';
import type { ToolScenario } from '../core/toolScenario';
import type { InputRecord } from '../core/toolState';
import { buttonRow } from '../core/formParts.css';
import * as styles from './ToolLayout.css';
import type { ToolStorageId } from '../../toolIds.generated';

/**
 * The scenario panel, at the end of the tool (it loads its own saved-scenarios part on demand).
 * Memoised: its props are the tool's descriptor and inputs, so a render that changes neither (a
 * Calculate press, which changes the results alone) leaves the panel as it is.
 */
const MemoScenarioPanel = memo(ScenarioPanel) as typeof ScenarioPanel;

/** A tool's scenario descriptor with its inputs as they are now. */
export type ToolScenarioBinding<T extends InputRecord> = ToolScenario<T> & {
  inputs: T;
  /** Fields still at the tool's example figure: never saved to My details as the reader's own (H7). */
  examples?: ReadonlySet<string>;
};

export interface ToolLayoutProps<T extends InputRecord = InputRecord> {
  /** Used to build unique ids when a page holds more than one tool. */
  toolId: ToolStorageId;
  inputs: ReactNode;
  results: ReactNode;
  /**
   * Year-by-year or comparison tables too wide for the results column: shown full width under
   * the inputs and results on wide screens, after the results on narrow ones. It sits outside
   * the polite live region, so a changed figure is announced from the summary above and the
   * long table is not read out again on every change.
   */
  details?: ReactNode;
  /** Heading of the details section (required with `details`, so it can be found by heading). */
  detailsTitle?: string;
  inputsLabel?: string;
  /** Pressing Enter in a field submits: tools with a Calculate button calculate. */
  onSubmit?: () => void;
  /** Tools that calculate only on request (SPEC §4: LTC, both withdrawal tools, HSA and disability): the words of the button under the inputs. */
  submitLabel?: string;
  /**
   * The tool's descriptor with its current inputs (G5): saved scenarios and their comparison, full
   * width at the end of the tool, and "Save these to My details" under the inputs when the tool
   * has fields My details answers.
   */
  scenarios?: ToolScenarioBinding<T>;
}

/**
 * Inputs and results side by side on wide screens; on narrow screens results follow the inputs
 * and a "See results" link jumps to them (DESIGN.md "Every tool"). Tables too wide for the
 * results column go in `details`, full width below both.
 */
export function ToolLayout<T extends InputRecord = InputRecord>({
  toolId,
  inputs,
  results,
  details,
  detailsTitle,
  inputsLabel = 'Your details',
  onSubmit,
  submitLabel,
  scenarios,
}: ToolLayoutProps<T>) {
  const resultsId = `${toolId}-results`;
  const detailsHeadingId = `${toolId}-details-heading`;
  return (
    <div
      className={styles.layout}
      // A calculation fetched on demand (ToolScenario.prepare, which fetches once) starts on its way
      // as the pointer comes into the tool, so a first press need not wait for it (the keyboard
      // fetches it on reaching the scenario panel's form, with the panel's saved-scenarios part).
      onPointerEnter={scenarios?.prepare}
    >
      <form
        className={styles.inputs}
        aria-label={inputsLabel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        {inputs}
        {submitLabel ? (
          <div className={buttonRow}>
            <Button type="submit">{submitLabel}</Button>
          </div>
        ) : null}
        {scenarios?.myDetails ? (
          <SaveToMyDetails fields={scenarios.myDetails} inputs={scenarios.inputs} examples={scenarios.examples} />
        ) : null}
        <p className={styles.seeResults} data-print="hide">
          <a href={`#${resultsId}`}>See results</a>
        </p>
      </form>
      <div className={styles.results} id={resultsId} tabIndex={-1}>
        {results}
      </div>
      {details ? (
        <section className={styles.details} aria-labelledby={detailsHeadingId}>
          <h3 className={styles.detailsHeading} id={detailsHeadingId}>
            {detailsTitle}
          </h3>
          {details}
        </section>
      ) : null}
      {scenarios ? (
        <div className={styles.scenarios}>
          <MemoScenarioPanel toolId={toolId} {...scenarios} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Said above results that no longer match the form (a Calculate-button tool whose inputs changed
 * since the press): the figures stay, and the sentence says which button brings them up to date.
 */
export function StaleNote({ stale, buttonLabel = 'Calculate' }: { stale: boolean; buttonLabel?: string }) {
  return stale ? <p>You have changed some details. Press {buttonLabel} to update these results.</p> : null;
}

/** The classes a tool that draws its own rows uses: the row of buttons under a form. */
export const toolStyles = { buttonRow };
