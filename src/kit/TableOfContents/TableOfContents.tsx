import * as Collapsible from '@radix-ui/react-collapsible';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { tocAnchors, type TocEntry } from './tocAnchors';
import { chevron, entry, entryLink, list, root, toggle } from './TableOfContents.css';

export { tocAnchors };
export type { TocAnchor, TocEntry, TocEntryObject } from './tocAnchors';

export interface TableOfContentsProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
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

/** A collapsible "On this page" list of links to the article's sections. */
export const TableOfContents = forwardRef<HTMLElement, TableOfContentsProps>(function TableOfContents(
  { entries, defaultOpen = false, open, onOpenChange, title = 'Table of contents', className, ...rest },
  ref,
) {
  // Radix mounts the closed content only to measure it (a forced style and layout pass over the
  // whole article while the page hydrates, ~60 ms on a slow phone). Until the list is first
  // opened, the same closed, hidden element is rendered plainly (Radix names it in the trigger's
  // aria-controls only while open).
  const [everOpened, setEverOpened] = useState(Boolean(defaultOpen || open));
  const anchors = tocAnchors(entries);
  if (anchors.length === 0) return null;
  const mountContent = everOpened || Boolean(open);
  const changeOpen = (next: boolean) => {
    if (next) setEverOpened(true);
    onOpenChange?.(next);
  };
  return (
    <Collapsible.Root asChild defaultOpen={defaultOpen} open={open} onOpenChange={changeOpen}>
      <nav ref={ref} aria-label={title} className={[root, className].filter(Boolean).join(' ')} {...rest}>
        <Collapsible.Trigger className={toggle}>
          <span className={chevron} aria-hidden="true" />
          {title}
        </Collapsible.Trigger>
        {mountContent ? (
          <Collapsible.Content>
            <ol className={list}>
              {anchors.map((a, i) => (
                <li key={`${i}-${a.href}`} className={entry({ level: depth(a.level) })} data-level={a.level}>
                  <a className={entryLink} href={a.href}>
                    {a.title}
                  </a>
                </li>
              ))}
            </ol>
          </Collapsible.Content>
        ) : (
          <div data-state="closed" hidden />
        )}
      </nav>
    </Collapsible.Root>
  );
});
