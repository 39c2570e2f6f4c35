import * as Radix from '@radix-ui/react-dialog';
import { cx } from '../cx';
import { useRef } from 'react';
import type { DialogProps } from './dialogProps';
import {
  actions,
  body,
  closeButton,
  content,
  description as descriptionClass,
  overlay,
  title as titleClass,
} from './Dialog.css';
import * as m from './messages';

/**
 * The Radix implementation of Dialog (see Dialog.tsx, which loads it when first opened).
 * A modal dialog on Radix Dialog. Focus is trapped inside while open and goes back to whatever
 * had it before, even when the dialog was opened from code with no `trigger` (Radix alone only
 * returns focus to its own Trigger).
 */
export function RadixDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel = m.close(),
  hideCloseButton = false,
  role = 'dialog',
  initialFocusRef,
  className,
  ...rest
}: DialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  const isAlert = role === 'alertdialog';
  return (
    <Radix.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className={overlay} />
        <Radix.Content
          {...rest}
          role={role}
          aria-modal="true"
          className={cx(content, className)}
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
          <Radix.Title className={titleClass}>{title}</Radix.Title>
          {description && <Radix.Description className={descriptionClass}>{description}</Radix.Description>}
          {children && <div className={body}>{children}</div>}
          {footer && <div className={actions}>{footer}</div>}
          {!hideCloseButton && <Radix.Close className={closeButton}>{closeLabel}</Radix.Close>}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
