import type { ReactNode } from 'react';
import { fieldset, legend as legendClass } from '../core/formParts.css';

/** A group of a form's inputs under its legend. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={fieldset}>
      <legend className={legendClass}>{legend}</legend>
      {children}
    </fieldset>
  );
}
