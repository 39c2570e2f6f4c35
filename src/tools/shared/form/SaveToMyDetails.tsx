import { useId, useState } from 'react';
import { Button } from '../../../kit';
import { myDetailsStore } from '../../../storage/keys';
import type { MyDetails, MyDetailsKey } from '../../../storage/schemas';
import { myDetailsFromInputs, type MyDetailsFieldMap } from '../core/myDetailsFields';
import type { InputRecord } from '../core/toolState';
import { buttonRow } from '../core/formParts.css';
import * as styles from './SaveToMyDetails.css';
import * as m from './messages';

/**
 * My details' field labels (content/site.json), fetched when the reader saves: the site's words are
 * ≈ 1.8 KB gzipped that a tool page no longer loads before it is idle only to name what a press saved.
 */
const loadFieldWords = () => import('./myDetailsFieldWords').then((module) => module.myDetailsFieldWords);

export interface SaveToMyDetailsProps<T extends InputRecord> {
  /** The tool's fields that My details answers (its `fields.ts`). */
  fields: MyDetailsFieldMap<keyof T & string>;
  inputs: T;
  /** Fields still at the tool's example figure: not the reader's, so never saved. */
  examples?: ReadonlySet<string>;
}

/**
 * "Save these to My details": the only way a tool writes to My details, and only when pressed.
 * It writes the answers the tool's fields give back (an age becomes a birth year) and leaves
 * every other answer as it was; a polite status says which were saved.
 */
export function SaveToMyDetails<T extends InputRecord>({ fields, inputs, examples }: SaveToMyDetailsProps<T>) {
  const id = useId();
  const [message, setMessage] = useState('');

  function save() {
    const own = examples
      ? (Object.fromEntries(Object.entries(fields).filter(([key]) => !examples.has(key))) as typeof fields)
      : fields;
    const found = myDetailsFromInputs(inputs, own, new Date().getFullYear());
    const updates = Object.fromEntries(
      Object.entries(found).filter(([, value]) => value !== undefined),
    ) as Partial<MyDetails>;
    const keys = Object.keys(updates) as MyDetailsKey[];
    if (keys.length === 0) {
      setMessage(m.saveNothing());
      return;
    }
    const written = myDetailsStore.write({ ...myDetailsStore.read(), ...updates });
    if (!written.ok && written.reason === 'invalid') {
      setMessage(m.saveFailed());
      return;
    }
    void loadFieldWords().then((words) =>
      setMessage(m.saved({ fields: keys.map((key) => words[key].label).join(', ') })),
    );
  }

  return (
    <div className={styles.saveToMyDetails} data-print="hide">
      <p id={`${id}-hint`} className={styles.saveToMyDetailsHint}>
        {m.saveHint()}
      </p>
      <div className={buttonRow}>
        <Button variant="secondary" aria-describedby={`${id}-hint`} onClick={save}>
          {m.saveButton()}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {message ? <p className={styles.saveToMyDetailsHint}>{message}</p> : null}
      </div>
    </div>
  );
}
