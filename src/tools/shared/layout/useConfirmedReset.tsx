import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '../../../kit';

/** The tool's own words for the question asked before a reset. */
export interface ResetWords {
  title: string;
  message: string;
  confirm: string;
}

/**
 * A reset that asks first (the step tool and the checklist): `ask` opens the question, in the
 * danger tone, and `dialog` is the question itself, placed by the tool where it draws it.
 */
export function useConfirmedReset(words: ResetWords, onReset: () => void): { ask: () => void; dialog: ReactElement } {
  const [open, setOpen] = useState(false);
  return {
    ask: () => setOpen(true),
    dialog: (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={words.title}
        message={words.message}
        confirmLabel={words.confirm}
        tone="danger"
        onConfirm={onReset}
      />
    ),
  };
}
