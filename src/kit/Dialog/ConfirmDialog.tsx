import { useRef, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Dialog, DialogButton } from './Dialog';
import * as m from './messages';

/** `ref`, `className` and every other `<div>` prop land on the dialog box (see Dialog). */
export interface ConfirmDialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role' | 'children'> {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false when it closes (either button or Esc). */
  onOpenChange: (open: boolean) => void;
  /** The question in a few words ("Delete this beneficiary?"). */
  title: ReactNode;
  /** The question or consequence, in a full sentence. */
  message: ReactNode;
  /** Text of the confirm button; say what happens ("Delete"). */
  confirmLabel?: string;
  /** Text of the cancel button, which has focus when the dialog opens. */
  cancelLabel?: string;
  /** Called when the reader confirms. */
  onConfirm: () => void;
  /** Called when the reader cancels, presses Esc or closes it. */
  onCancel?: () => void;
  /** `danger` styles the confirm button for actions that delete or reset. */
  tone?: 'default' | 'danger';
  /** A button that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * Asks before something that cannot be undone (delete, reset). Replaces `window.confirm`.
 * Focus starts on Cancel so a stray Enter does not destroy anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = m.confirm(),
  cancelLabel = m.cancel(),
  onConfirm,
  onCancel,
  tone = 'default',
  trigger,
  ...rest
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  function handleOpenChange(next: boolean) {
    if (!next) onCancel?.();
    onOpenChange(next);
  }
  return (
    <Dialog
      {...rest}
      open={open}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      role="alertdialog"
      title={title}
      description={message}
      hideCloseButton
      initialFocusRef={cancelRef}
      footer={
        <>
          <DialogButton
            kind={tone === 'danger' ? 'danger' : 'primary'}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </DialogButton>
          <DialogButton ref={cancelRef} kind="secondary" onClick={() => handleOpenChange(false)}>
            {cancelLabel}
          </DialogButton>
        </>
      }
    />
  );
}
