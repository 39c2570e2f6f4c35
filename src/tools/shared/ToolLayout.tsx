import type { ReactNode } from 'react';
import * as styles from './ToolLayout.css';

export interface ToolLayoutProps {
  /** Used to build unique ids when a page holds more than one tool. */
  toolId: string;
  inputs: ReactNode;
  results: ReactNode;
  inputsLabel?: string;
  /** Pressing Enter in a field submits: tools with a Calculate button calculate. */
  onSubmit?: () => void;
}

/**
 * Inputs and results side by side on wide screens; on narrow screens results follow the inputs
 * and a "See results" link jumps to them (DESIGN.md "Every tool").
 */
export function ToolLayout({ toolId, inputs, results, inputsLabel = 'Your details', onSubmit }: ToolLayoutProps) {
  const resultsId = `${toolId}-results`;
  return (
    <div className={styles.layout}>
      <form className={styles.inputs} aria-label={inputsLabel} noValidate onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}>
        {inputs}
        <p className={styles.seeResults} data-print="hide">
          <a href={`#${resultsId}`}>See results</a>
        </p>
      </form>
      <div className={styles.results} id={resultsId} tabIndex={-1}>
        {results}
      </div>
    </div>
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export { styles as toolStyles };
