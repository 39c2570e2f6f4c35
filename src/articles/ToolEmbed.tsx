import { Component, startTransition, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { Frame } from '../kit';
import { useNearViewport } from '../kit/useNearViewport';
import { Link } from 'wouter';
import { getTool } from '../tools/registry';
import type { FrameName } from './types';
import * as styles from './ArticlePage.css';
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
}

class ToolErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[tool] failed to render', error, info.componentStack);
  }
  override render() {
    if (this.state.failed) {
      return (
        <p role="alert">
          Sorry, this calculator could not start. Reloading the page usually fixes it. The article text above and below
          is still complete.
        </p>
      );
    }
    return this.props.children;
  }
}

/** `waiting`: a tool that loads when the reader nears it is not busy until then. */
function ToolLoading({ waiting = false }: { waiting?: boolean }) {
  return (
    <p aria-busy={!waiting} className={styles.toolLoading}>
      Loading the calculator…
    </p>
  );
}

/**
 * False on the server, during hydration and for the first paint; true soon after. Tools depend
 * on this browser's storage and URL, so they render only on the client: the prerendered page
 * shows the loading line in their place and hydration matches it exactly. The switch happens
 * after a frame and inside a transition, so React renders the tool in small slices instead of
 * one long task that would hold up the page's first paint and the reader's first tap.
 */
function useMountedAfterPaint(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
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
}: ToolEmbedProps) {
  // getTool returns one cached React.lazy component per id, so <Tool> below is not a new
  // component type on each render (which is what react-hooks/static-components guards against).
  const Tool = getTool(toolId);
  const mounted = useMountedAfterPaint();
  const { ref, near } = useNearViewport<HTMLDivElement>('400px', !loadWhenNear);
  const isClient = mounted && near;
  return (
    <div className={styles.toolSlot} id={loadWhenNear ? `tool-${toolId}` : 'tool'} ref={ref}>
      <Frame title={title} description={description} theme={frame} allowedThemes={allowedFrames}>
        {Tool && !isClient ? (
          <ToolLoading waiting={!near} />
        ) : Tool ? (
          <ToolErrorBoundary>
            <Suspense fallback={<ToolLoading />}>
              {/* eslint-disable-next-line react-hooks/static-components */}
              <Tool title={title} config={config} />
            </Suspense>
          </ToolErrorBoundary>
        ) : (
          <div className={styles.comingSoon}>
            <p>
              <strong>Coming soon:</strong> this calculator is still being built. The article explains how the numbers
              work in the meantime.
            </p>
          </div>
        )}
      </Frame>
      {standaloneTitle ? (
        <p data-print="hide">
          <Link className={styles.standaloneLink} to={`/tools/${toolId}`}>
            Open the {standaloneTitle} on a page of its own
          </Link>
        </p>
      ) : null}
    </div>
  );
}
