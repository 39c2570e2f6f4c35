import * as Collapsible from '@radix-ui/react-collapsible';
import { forwardRef, type HTMLAttributes } from 'react';
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
  const anchors = tocAnchors(entries);
  if (anchors.length === 0) return null;
  return (
    <Collapsible.Root asChild defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <nav ref={ref} aria-label={title} className={[root, className].filter(Boolean).join(' ')} {...rest}>
        <Collapsible.Trigger className={toggle}>
          <span className={chevron} aria-hidden="true" />
          {title}
        </Collapsible.Trigger>
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
      </nav>
    </Collapsible.Root>
  );
});
