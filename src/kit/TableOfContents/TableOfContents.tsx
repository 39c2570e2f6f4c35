import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { useLazyCollapsible } from '../useLazyCollapsible';
import { tocAnchors, type TocEntry } from './tocAnchors';
import { chevron, entry, entryLink, list, root, toggle } from './TableOfContents.css';
import * as m from './messages';

export { tocAnchors };
export type { TocAnchor, TocEntry, TocEntryObject } from './tocAnchors';

/** `ref`, `className` and every other prop land on the `<nav>`. */
export interface TableOfContentsProps extends Omit<ComponentPropsWithRef<'nav'>, 'children' | 'title'> {
  /** The sections: plain titles or { id, title, level } objects. */
  entries: readonly TocEntry[];
  /** Start expanded (uncontrolled). The article viewer leaves it collapsed. */
  defaultOpen?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Visible text of the toggle button and the navigation landmark's name. */
  title?: string;
}

function depth(level: number): 'top' | 'sub' | 'subsub' {
  if (level <= 1) return 'top';
  return level === 2 ? 'sub' : 'subsub';
}

/**
 * A collapsible "On this page" list of links to the article's sections. Until the reader reaches
 * for the toggle, it is a stand-in with Radix's markup (useLazyCollapsible): Radix Collapsible
 * loads on pointing, focusing or pressing, not with the page.
 */
export function TableOfContents({
  entries,
  defaultOpen = false,
  open,
  onOpenChange,
  title = m.title(),
  className,
  ...rest
}: TableOfContentsProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const isOpen = open ?? innerOpen;
  // Radix mounts the closed content only to measure it (a forced style and layout pass over the
  // whole article while the page hydrates, ~60 ms on a slow phone). Until the list is first
  // opened, the same closed, hidden element is rendered plainly (Radix names it in the trigger's
  // aria-controls only while open).
  const [everOpened, setEverOpened] = useState(isOpen);
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { Collapsible, standInTrigger } = useLazyCollapsible(triggerRef);
  const anchors = tocAnchors(entries);
  if (anchors.length === 0) return null;
  const mountContent = everOpened || isOpen;
  const changeOpen = (next: boolean) => {
    if (next) setEverOpened(true);
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const state = isOpen ? 'open' : 'closed';
  const label = (
    <>
      <span className={chevron} aria-hidden="true" />
      {title}
    </>
  );
  const listItems = (
    <ol className={list}>
      {anchors.map((a, i) => (
        <li key={`${i}-${a.href}`} className={entry({ level: depth(a.level) })} data-level={a.level}>
          <a className={entryLink} href={a.href}>
            {a.title}
          </a>
        </li>
      ))}
    </ol>
  );
  const navProps = { 'aria-label': title, className: cx(root, className), ...rest };
  if (!Collapsible) {
    return (
      <nav {...navProps} data-state={state}>
        <button className={toggle} {...standInTrigger(isOpen, contentId, changeOpen)}>
          {label}
        </button>
        {mountContent ? (
          <div data-state={state} id={contentId} hidden={!isOpen}>
            {isOpen ? listItems : null}
          </div>
        ) : (
          <div data-state="closed" hidden />
        )}
      </nav>
    );
  }
  return (
    <Collapsible.Root asChild open={isOpen} onOpenChange={changeOpen}>
      <nav {...navProps}>
        <Collapsible.Trigger ref={triggerRef} className={toggle}>
          {label}
        </Collapsible.Trigger>
        {mountContent ? <Collapsible.Content>{listItems}</Collapsible.Content> : <div data-state="closed" hidden />}
      </nav>
    </Collapsible.Root>
  );
}
