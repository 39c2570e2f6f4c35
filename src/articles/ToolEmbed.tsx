import {
  Component,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ErrorInfo,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Frame, visuallyHidden } from '../kit';
import { useNearViewport } from '../kit/useNearViewport';
import { afterPageIdle } from '../kit/pageIdle';
import { Link } from 'wouter';
import { getTool } from '../tools/registry';
import { KeptOnDevice } from '../tools/shared/keptOnDevice/KeptOnDevice';
import type { FrameName } from './types';
import * as styles from './ArticlePage.css';
import { firstStop, heldKeyOf, holdKey, playHeldKeys, type HeldKey } from './toolHandoff';
import * as m from './ToolEmbed.messages';
import type { ToolId } from '../tools/toolIds.generated';

export interface ToolEmbedProps {
  toolId: ToolId;
  title: string;
  description?: string;
  frame?: FrameName;
  allowedFrames?: FrameName[];
  config?: Record<string, unknown>;
  /**
   * On an article, the title of the same tool's own page, to offer it there (to bookmark or print
   * it alone); the article's chunk carries it (`standalone_titles`).
   */
  standaloneTitle?: string;
  /**
   * Load the tool only when the reader nears it (an article's second tool, whose slot's id is then
   * "tool-<id>"): the page's first load carries its main tool alone. A link with its inputs still
   * works: the tool reads them when it loads.
   */
  loadWhenNear?: boolean;
  /**
   * On an article: the tool's code is fetched once the page is idle (src/kit/pageIdle.ts), not with
   * the page, or at once when the reader reaches for it (focus or a press in its slot). The article's
   * text is what the page shows first; its JavaScript before idle stays under the 120 KB budget
   * (docs/performance.md, "Addition (js-article)"). The loading line stands in its place meanwhile and
   * holds the keys pressed on it, as while any tool loads.
   */
  loadAfterIdle?: boolean;
}

class ToolErrorBoundary extends Component<{ children: ReactNode; onFail: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[tool] failed to render', error, info.componentStack);
    this.props.onFail();
  }
  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" tabIndex={-1} data-tool-failed="">
          {m.failed()}
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * How long Tab is held on the loading line: past this the tool may never come (a stalled
 * connection), so Tab moves on as usual and the reader is never kept in place.
 */
export const HOLD_TABS_MS = 10_000;

interface ToolLoadingProps {
  ref: Ref<HTMLDivElement>;
  /** Loading now (false for a tool that loads only when the reader nears it, until then). */
  busy: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The tool's place while it loads: a tab stop, so a reader tabbing down the page stops here
 * instead of skipping past the tool into the article; the keys pressed here are kept for the tool
 * (ToolEmbed's `holdKeyOnLoadingLine`), which takes the focus when it arrives.
 */
function ToolLoading({ ref, busy, onKeyDown }: ToolLoadingProps) {
  const id = useId();
  return (
    // A tab stop on purpose, the reader's place while the tool loads (issue #42); the keys pressed
    // on it are kept for the tool to come, not acted on here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      className={styles.toolLoading}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      aria-busy={busy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-tool-loading=""
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-label`}>{m.loading()}</p>
      <p id={`${id}-hint`} className={visuallyHidden}>
        {m.loadingHint()}
      </p>
    </div>
  );
}

/** Rendered with the tool, inside its Suspense boundary: its layout effect runs in the commit that shows the tool. */
function Arrived({ onArrive }: { onArrive: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(onArrive, []);
  return null;
}

/**
 * False on the server, during hydration and for the first paint; true soon after. Tools depend
 * on this browser's storage and URL, so they render only on the client: the prerendered page
 * shows the loading line in their place and hydration matches it exactly. The switch happens
 * after a frame and inside a transition, so React renders the tool in small slices instead of
 * one long task that would hold up the page's first paint and the reader's first tap.
 * With `untilIdle`, the switch waits for the page's idle moment instead of the first frame.
 */
function useMountedAfterPaint(untilIdle: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (untilIdle) return afterPageIdle(() => startTransition(() => setMounted(true)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [untilIdle]);
  return mounted;
}

/** The article's tool inside its titled colour frame (SPEC §2: a titled frame with a description and a colour theme, blue by default). */
export function ToolEmbed({
  toolId,
  title,
  description,
  frame = 'blue',
  allowedFrames,
  config,
  standaloneTitle,
  loadWhenNear = false,
  loadAfterIdle = false,
}: ToolEmbedProps) {
  // getTool returns one cached React.lazy component per id, so <Tool> below is not a new
  // component type on each render (which is what react-hooks/static-components guards against).
  const Tool = getTool(toolId);
  const mounted = useMountedAfterPaint(loadAfterIdle);
  const { ref, near } = useNearViewport<HTMLDivElement>('400px', !loadWhenNear);
  // The reader reached for a tool still waiting for the page's idle moment or its nearness: it
  // loads now (a focus on its loading line, a press in its slot), as it would have without waiting.
  const [reachedFor, setReachedFor] = useState(false);
  const reachFor = () => {
    if (!reachedFor) setReachedFor(true);
  };
  const isClient = (mounted && near) || reachedFor;
  const [shown, setShown] = useState<'loading' | 'tool' | 'failed'>('loading');
  const loadingLine = useRef<HTMLDivElement>(null);
  const toolBox = useRef<HTMLDivElement>(null);
  // Keys pressed on the loading line, for the tool; and when the first Tab was held.
  const held = useRef<HeldKey[]>([]);
  const holdingSince = useRef<number | undefined>(undefined);

  const holdKeyOnLoadingLine = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = heldKeyOf(event);
    if (!key) return;
    if (key === 'tab') {
      holdingSince.current ??= performance.now();
      // Never a trap: once the tool has kept the reader waiting this long, Tab moves on.
      if (performance.now() - holdingSince.current > HOLD_TABS_MS) return;
    }
    event.preventDefault();
    holdKey(held.current, key, event.key);
  };

  // When the tool's code is already there at the first client render, the tool commits together
  // with its box, and its Arrived layout effect runs before React has attached the box's ref (a
  // child's layout effects run before its parent's refs): the hand-off then waits for the ref.
  const handOverWaiting = useRef(false);
  const attachToolBox = (box: HTMLDivElement | null) => {
    toolBox.current = box;
    if (box && handOverWaiting.current) {
      handOverWaiting.current = false;
      handOver();
    }
  };

  // Whether the loading line had the focus when the tool arrived, with the keys held on it: both
  // passed to the commit that removes the line (the layout effect below).
  const arrival = useRef<{ focus: boolean; keys: HeldKey[] } | undefined>(undefined);

  /** The tool is on screen: the loading line goes, and if it had the focus, the tool's first stop takes it (below). */
  const handOver = () => {
    if (!toolBox.current) {
      handOverWaiting.current = true;
      return;
    }
    arrival.current = {
      focus: loadingLine.current !== null && loadingLine.current === document.activeElement,
      keys: held.current,
    };
    held.current = [];
    setShown('tool');
  };

  // The focus moves in the commit that removed the loading line, never while it is still there: the
  // line holds a screen's height for the tool (no layout shift), so a first stop focused below it was
  // scrolled into view, then the line went and took the stop a screen up, out of view (a 390 px
  // Tab-through of /content/rmd-calculator failed 1 run in 3: "focused but outside the viewport").
  // A state update from a layout effect commits before the browser paints or takes a key, so
  // nothing happens in between.
  useLayoutEffect(() => {
    const handed = arrival.current;
    const box = toolBox.current;
    if (shown !== 'tool' || !handed || !box) return;
    arrival.current = undefined;
    if (!handed.focus) return;
    firstStop(box)?.focus();
    const keys = handed.keys;
    if (keys.length > 0) {
      // Played as soon as React has finished this commit (a field's onChange then runs as it does
      // for a key), in a microtask, so before the browser takes another key press. In a task of
      // its own (a timer) a busy page let key presses in first (Chromium runs input before
      // timers): they found the focus on the first stop, which the held Tabs had not yet moved on,
      // and went into a field the reader never reached (issue #42: My plan's e2e lost an RMD age).
      queueMicrotask(() => playHeldKeys(box, keys));
    }
  }, [shown]);

  const failed = () => {
    // The alert takes the loading line's place, and its focus.
    const hadFocus = loadingLine.current !== null && loadingLine.current === document.activeElement;
    setShown('failed');
    if (hadFocus) setTimeout(() => toolBox.current?.querySelector<HTMLElement>('[data-tool-failed]')?.focus(), 0);
  };
  // "Forget" deletes what the tool kept; a new key starts it again from its examples.
  const [generation, setGeneration] = useState(0);
  function startAfresh() {
    setGeneration((n) => n + 1);
  }
  return (
    <div
      className={styles.toolSlot}
      id={loadWhenNear ? `tool-${toolId}` : 'tool'}
      ref={ref}
      onFocus={shown === 'loading' ? reachFor : undefined}
      onPointerDown={shown === 'loading' ? reachFor : undefined}
    >
      <Frame title={title} description={description} theme={frame} allowedThemes={allowedFrames}>
        {Tool ? (
          <>
            {/* One loading line from the prerendered page until the tool is on screen, so the focus
                it holds is never dropped between hydration, mounting and the chunk's arrival. */}
            {shown === 'loading' ? (
              <ToolLoading ref={loadingLine} busy={near || reachedFor} onKeyDown={holdKeyOnLoadingLine} />
            ) : null}
            {isClient ? (
              <div ref={attachToolBox}>
                <ToolErrorBoundary onFail={failed}>
                  <Suspense fallback={null}>
                    {/* eslint-disable-next-line react-hooks/static-components */}
                    <Tool key={generation} title={title} config={config} />
                    <Arrived onArrive={handOver} />
                  </Suspense>
                </ToolErrorBoundary>
              </div>
            ) : null}
          </>
        ) : (
          <div className={styles.comingSoon}>
            <p>
              <strong>{m.comingSoonLead()}</strong> {m.comingSoon()}
            </p>
          </div>
        )}
      </Frame>
      {Tool && shown === 'tool' ? (
        <KeptOnDevice scope={{ kind: 'tool', toolId, title }} onForgotten={startAfresh} />
      ) : null}
      {standaloneTitle ? (
        <p data-print="hide">
          <Link className={styles.standaloneLink} to={`/tools/${toolId}`}>
            {m.standaloneLink({ title: standaloneTitle })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
