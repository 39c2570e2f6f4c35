import { useCallback, useMemo, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Dialog, DialogButton } from './Dialog';
import * as m from './messages';

/** `ref`, `className` and every other `<div>` prop land on the dialog box (see Dialog). */
export interface NoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role' | 'children'> {
  /** Whether the notice is open. */
  open: boolean;
  /** Called with false when OK is pressed or Esc closes it. */
  onOpenChange: (open: boolean) => void;
  /** The message, e.g. "Tool progress saved successfully!". */
  message: ReactNode;
  /** Optional heading; without it the message itself is the dialog's title. */
  title?: ReactNode;
  /** Text of the button that closes it (default "OK"). */
  okLabel?: string;
}

/**
 * A message with an OK button, used instead of `window.alert`. It is an `alertdialog`, so screen
 * readers announce the message as soon as it opens, and focus lands on OK.
 */
export function Notice({ open, onOpenChange, message, title, okLabel = m.ok(), ...rest }: NoticeProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      {...rest}
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title ?? message}
      description={title ? message : undefined}
      hideCloseButton
      initialFocusRef={okRef}
      footer={
        <DialogButton ref={okRef} kind="primary" onClick={() => onOpenChange(false)}>
          {okLabel}
        </DialogButton>
      }
    />
  );
}

export interface NoticeOptions {
  title?: ReactNode;
  okLabel?: string;
}

export interface UseNoticeResult {
  /** Opens the notice with this message. */
  notify: (message: ReactNode, options?: NoticeOptions) => void;
  /** Render this once, anywhere in the component that calls `notify`. */
  element: ReactNode;
}

/**
 * `const notice = useNotice(); notice.notify('Checklist progress saved successfully!');`
 * and render `{notice.element}`. No provider needed.
 */
export function useNotice(): UseNoticeResult {
  const [state, setState] = useState<{ open: boolean; message: ReactNode; options: NoticeOptions }>({
    open: false,
    message: '',
    options: {},
  });
  const notify = useCallback((message: ReactNode, options: NoticeOptions = {}) => {
    setState({ open: true, message, options });
  }, []);
  // Keep the old message while closing so the text does not vanish mid-animation.
  const onOpenChange = useCallback((open: boolean) => setState((s) => ({ ...s, open })), []);
  const element = useMemo(
    () => (
      <Notice
        open={state.open}
        onOpenChange={onOpenChange}
        message={state.message}
        title={state.options.title}
        okLabel={state.options.okLabel}
      />
    ),
    [state, onOpenChange],
  );
  return { notify, element };
}
