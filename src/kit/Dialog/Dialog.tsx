import { cloneElement, forwardRef, useEffect, useState, type ComponentType, type MouseEvent, type ReactElement, type ReactNode, type RefAttributes, type RefObject } from 'react';

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

type Implementation = ComponentType<DialogProps & RefAttributes<HTMLDivElement>>;
let implementation: Implementation | undefined;
let loading: Promise<Implementation> | undefined;
/**
 * Radix Dialog with its focus trap and scroll lock (~10 KB gzipped), fetched once. Exported for
 * tests that need dialogs to open synchronously, as they do once it is loaded.
 */
export function loadDialogImplementation(): Promise<Implementation> {
  loading ??= import('./RadixDialog').then((m) => {
    implementation = m.RadixDialog;
    return implementation;
  });
  return loading;
}

/** Tests only: forget the loaded Radix Dialog, so the next dialog starts with a stand-in trigger. */
export function resetDialogImplementationForTests(): void {
  implementation = undefined;
  loading = undefined;
}

/**
 * A modal dialog on Radix Dialog. Focus is trapped inside while open and goes back to whatever
 * had it before, even when the dialog was opened from code with no `trigger` (Radix alone only
 * returns focus to its own Trigger).
 *
 * A closed dialog shows nothing but its trigger, so Radix Dialog is loaded only when a dialog
 * first opens (or its trigger is pointed at); until then the trigger is rendered as it is, with
 * the attributes Radix's closed trigger carries.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(props, ref) {
  const { open, defaultOpen = false, onOpenChange, trigger } = props;
  const [Loaded, setLoaded] = useState<Implementation | undefined>(() => implementation);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const changeOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!isOpen || Loaded) return;
    let active = true;
    void loadDialogImplementation().then((loaded) => {
      if (active) setLoaded(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [isOpen, Loaded]);

  if (Loaded) return <Loaded {...props} ref={ref} open={isOpen} onOpenChange={changeOpen} />;
  if (!trigger) return null;
  const triggerProps = trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => void loadDialogImplementation(),
    onClick: (event: MouseEvent<HTMLElement>) => {
      triggerProps.onClick?.(event);
      if (!event.defaultPrevented) changeOpen(true);
    },
  });
});
