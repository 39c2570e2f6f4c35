import {
  cloneElement,
  useEffect,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { lazyPrimitive, loadPrimitive, resetPrimitiveForTests, useLazyPrimitive } from '../lazyPrimitive';
import { dialogButton } from './Dialog.css';
import type { DialogProps } from './dialogProps';

export type { DialogProps } from './dialogProps';

/**
 * Radix Dialog with its focus trap and scroll lock (~10 KB gzipped), fetched once, when a dialog
 * first opens or its trigger is pointed at.
 */
const radixDialog = lazyPrimitive(() => import('./RadixDialog').then((m) => m.RadixDialog));

/** Radix Dialog, fetched now: for tests that need dialogs to open synchronously, as they do once it is loaded. */
export const loadDialogImplementation = () => loadPrimitive(radixDialog);

/** Tests only: forget the loaded Radix Dialog, so the next dialog starts with a stand-in trigger (with `arrival`, Radix comes only once it settles). */
export const resetDialogImplementationForTests = (arrival?: Promise<void>) =>
  resetPrimitiveForTests(radixDialog, arrival);

/**
 * A modal dialog on Radix Dialog. Focus is trapped inside while open and goes back to whatever
 * had it before, even when the dialog was opened from code with no `trigger` (Radix alone only
 * returns focus to its own Trigger).
 *
 * A closed dialog shows nothing but its trigger, so Radix Dialog is loaded only when a dialog
 * first opens (or its trigger is pointed at); until then the trigger is rendered as it is, with
 * the attributes Radix's closed trigger carries.
 */
export function Dialog(props: DialogProps) {
  const { open, defaultOpen = false, onOpenChange, trigger } = props;
  const [Loaded, request] = useLazyPrimitive(radixDialog);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  const changeOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (isOpen) request();
    // request() is asked once per opening; it loads Radix once and swaps once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  if (Loaded) return <Loaded {...props} open={isOpen} onOpenChange={changeOpen} />;
  if (!trigger) return null;
  const triggerProps = trigger.props as { onClick?: (event: MouseEvent<HTMLElement>) => void };
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => void loadPrimitive(radixDialog),
    onClick: (event: MouseEvent<HTMLElement>) => {
      triggerProps.onClick?.(event);
      if (!event.defaultPrevented) changeOpen(true);
    },
  });
}

/** A button in a dialog's footer (ConfirmDialog's two, Notice's OK) in one of the dialog's button looks. */
export function DialogButton({
  kind,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'type' | 'className'> & { kind: 'primary' | 'secondary' | 'danger' }) {
  return <button {...props} type="button" className={dialogButton({ kind })} />;
}
