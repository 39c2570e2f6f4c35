import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { actions, body, closeButton, content, description as descriptionClass, overlay, title as titleClass } from './Dialog.css';

export interface DialogProps {
  /** Controlled open state (pair with `onOpenChange`). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new open state (Esc, close button, click outside). */
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a button) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** The dialog's name, read when it opens. */
  title: ReactNode;
  /** One or two sentences read out with the title when the dialog opens. */
  description?: ReactNode;
  /** The body of the dialog. */
  children?: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /** Text of the close button in the corner. Set `hideCloseButton` to leave it out. */
  closeLabel?: string;
  /** Leave out the corner close button (when the footer has its own). */
  hideCloseButton?: boolean;
  /** `alertdialog` for messages that need a response; cannot be dismissed by clicking outside. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens (default: the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog box. */
  className?: string;
}

/**
 * A modal dialog on Radix Dialog. Focus is trapped inside while open and goes back to whatever
 * had it before, even when the dialog was opened from code with no `trigger` (Radix alone only
 * returns focus to its own Trigger).
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    children,
    footer,
    closeLabel = 'Close',
    hideCloseButton = false,
    role = 'dialog',
    initialFocusRef,
    className,
  },
  ref,
) {
  const returnTo = useRef<HTMLElement | null>(null);
  const isAlert = role === 'alertdialog';
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          ref={ref}
          role={role}
          aria-modal="true"
          className={[content, className].filter(Boolean).join(' ')}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={isAlert ? (event) => event.preventDefault() : undefined}
          onInteractOutside={isAlert ? (event) => event.preventDefault() : undefined}
        >
          <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>}
          {children && <div className={body}>{children}</div>}
          {footer && <div className={actions}>{footer}</div>}
          {!hideCloseButton && (
            <RadixDialog.Close className={closeButton}>{closeLabel}</RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
