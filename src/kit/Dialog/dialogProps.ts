import type { ComponentPropsWithRef, ReactElement, ReactNode, RefObject } from 'react';

// Dialog's props, apart from the component so that its Radix half (RadixDialog.tsx, loaded on
// intent) can take them without importing the component that loads it.

/**
 * `ref`, `className` and every other `<div>` prop land on the dialog box (`role="dialog"`), which
 * exists only while the dialog is open.
 */
export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role' | 'children'> {
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
}
