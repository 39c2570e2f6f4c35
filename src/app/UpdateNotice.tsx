import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Button, LiveRegion } from '../kit';
import * as styles from './UpdateNotice.css';
import * as m from './messages';

/** What the notice says, in the page's language (read when shown). */
export const updateMessage = m.updateMessage;
/** `--name` out of the `var(--name)` that createVar gives. */
const HEIGHT_PROPERTY = styles.noticeHeight.slice('var('.length, -1);

export interface UpdateNoticeProps {
  /** Switches to the new version (the page reloads). */
  onReload: () => void;
  /** Keeps reading this version; the new one starts when every tab of the site is closed. */
  onDismiss: () => void;
}

/**
 * Tells the reader, politely, that a new version of the site has been downloaded, and lets them
 * choose when to switch. It never takes focus: a screen reader announces it when it is idle.
 */
export function UpdateNotice({ onReload, onDismiss }: UpdateNoticeProps) {
  // The live region is in the page, empty, before the message arrives, or it would not be announced.
  const [message, setMessage] = useState('');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setMessage(m.updateMessage()), 150);
    return () => window.clearTimeout(timer);
  }, []);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.add(styles.withNotice);
    const measure = () => html.style.setProperty(HEIGHT_PROPERTY, `${ref.current?.offsetHeight ?? 0}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (ref.current) observer?.observe(ref.current);
    return () => {
      observer?.disconnect();
      html.classList.remove(styles.withNotice);
      html.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return (
    <aside ref={ref} aria-label={m.updateLabel()} className={styles.notice}>
      <div className={styles.content}>
        <LiveRegion className={styles.message}>{message}</LiveRegion>
        {message ? (
          <div className={styles.actions}>
            <Button onClick={onReload}>{m.updateReload()}</Button>
            <Button variant="secondary" onClick={onDismiss}>
              {m.updateLater()}
            </Button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}

let mounted: { root: Root; container: HTMLElement } | null = null;

function hideUpdateNotice() {
  if (!mounted) return;
  const hadFocus = mounted.container.contains(document.activeElement);
  mounted.root.unmount();
  mounted.container.remove();
  mounted = null;
  // Focus was on "Later": give it to the page's main content rather than losing it.
  if (hadFocus) document.getElementById('main')?.focus();
}

/** Shows the notice once, in a root of its own after the page (the page's React tree is untouched). */
export function showUpdateNotice(onReload: () => void) {
  if (!mounted) {
    const container = document.createElement('div');
    document.body.append(container);
    mounted = { root: createRoot(container), container };
  }
  mounted.root.render(<UpdateNotice onReload={onReload} onDismiss={hideUpdateNotice} />);
}
