import { memo, useLayoutEffect, useRef, type MouseEvent, type RefObject, type ReactNode } from 'react';
import { Button } from '../../../kit';
import { SaveToMyDetails } from '../form/SaveToMyDetails';
import { ScenarioPanel } from '../scenarios/ScenarioPanel';
import type { ToolScenario } from '../core/toolScenario';
import type { InputRecord } from '../core/toolState';
import { buttonRow } from '../core/formParts.css';
import * as styles from './ToolLayout.css';
import * as m from './messages';
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

/** The words of the link after the last field that takes the focus to the results (read when shown). */
export const seeResultsWords = (): string => m.seeResults();

/**
 * Marks the "See the results" paragraph (`data-results-far`) when the results begin out of sight
 * with the reader at the end of the form: on a wide screen they sit beside the form, starting level
 * with its top, so they do once the form is taller than the window (the Social Security tool's,
 * about 4,000 px at 1,280 px). Measured, not listed per tool, so it follows the fields shown now and
 * the reader's text size.
 *
 * Read where the layout is already done: a ResizeObserver's callbacks run in the frame's rendering
 * step, after its layout and before its paint (a change there is laid out again before the paint),
 * so the link never appears a frame late, and the tool's first mount no longer forces the page's
 * layout inside its commit (a forced layout in a layout effect, ~10 ms of the first mount's task on
 * every tool page, docs/performance.md "Addition (plan-tbt-2)"). The attribute is set on the element,
 * not through state: a change re-renders nothing. Without ResizeObserver (jsdom) it is measured once,
 * in the layout effect, as before.
 */
function useResultsFarMark(form: RefObject<HTMLFormElement | null>, mark: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = form.current;
    const target = mark.current;
    if (!element || !target) return;
    const measure = () => {
      if (element.getBoundingClientRect().height > window.innerHeight) target.setAttribute('data-results-far', 'true');
      else target.removeAttribute('data-results-far');
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [form, mark]);
}

/**
 * Takes the focus to the results' heading (or the results themselves): from there a keyboard
 * reader reads on through the figures, and Tab continues from the results. The address keeps the
 * tool's link (#tool=…): the link's own #fragment is not followed.
 */
function focusResults(event: MouseEvent<HTMLAnchorElement>, resultsId: string) {
  const results = document.getElementById(resultsId);
  if (!results) return;
  event.preventDefault();
  const heading = results.querySelector<HTMLElement>('h2, h3, h4');
  if (heading) heading.tabIndex = -1;
  (heading ?? results).focus();
}

/**
 * Inputs and results side by side on wide screens; on narrow screens results follow the inputs.
 * After the last field, a "See the results" link takes the focus to them: always on a narrow
 * screen, and on a wide one whenever the form is taller than the window (DESIGN.md "Every tool";
 * issue #42). Tables too wide for the results column go in `details`, full width below both.
 */
export function ToolLayout<T extends InputRecord = InputRecord>({
  toolId,
  inputs,
  results,
  details,
  detailsTitle,
  inputsLabel,
  onSubmit,
  submitLabel,
  scenarios,
}: ToolLayoutProps<T>) {
  const resultsId = `${toolId}-results`;
  const detailsHeadingId = `${toolId}-details-heading`;
  const form = useRef<HTMLFormElement>(null);
  const seeResults = useRef<HTMLParagraphElement>(null);
  useResultsFarMark(form, seeResults);
  return (
    <div
      className={styles.layout}
      // A calculation fetched on demand (ToolScenario.prepare, which fetches once) starts on its way
      // as the pointer comes into the tool, so a first press need not wait for it (the keyboard
      // fetches it on reaching the scenario panel's form, with the panel's saved-scenarios part).
      onPointerEnter={scenarios?.prepare}
    >
      <form
        ref={form}
        className={styles.inputs}
        aria-label={inputsLabel ?? m.inputsLabel()}
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
        <p ref={seeResults} className={styles.seeResults} data-print="hide">
          <a href={`#${resultsId}`} onClick={(event) => focusResults(event, resultsId)}>
            {m.seeResults()}
          </a>
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
export function StaleNote({ stale, buttonLabel }: { stale: boolean; buttonLabel?: string }) {
  return stale ? <p>{m.staleNote({ button: buttonLabel ?? m.calculate() })}</p> : null;
}

/** The classes a tool that draws its own rows uses: the row of buttons under a form. */
export const toolStyles = { buttonRow };
