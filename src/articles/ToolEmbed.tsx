import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Frame } from '../kit';
import { getTool } from '../tools/registry';
import type { FrameName } from './types';
import * as styles from './ArticlePage.css';

export interface ToolEmbedProps {
  toolId: string;
  title: string;
  description?: string;
  frame?: FrameName;
  allowedFrames?: FrameName[];
  config?: Record<string, unknown>;
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
          Sorry, this calculator could not start. Reloading the page usually fixes it. The article text above and below is still
          complete.
        </p>
      );
    }
    return this.props.children;
  }
}

function ToolLoading() {
  return <p aria-busy="true">Loading the calculator…</p>;
}

/** The article's tool inside its titled colour frame (SPEC §2 "Common article page"). */
export function ToolEmbed({ toolId, title, description, frame = 'blue', allowedFrames, config }: ToolEmbedProps) {
  const Tool = getTool(toolId);
  return (
    <div className={styles.toolSlot} id="tool">
      <Frame title={title} description={description} theme={frame} allowedThemes={allowedFrames}>
        {Tool ? (
          <ToolErrorBoundary>
            <Suspense fallback={<ToolLoading />}>
              <Tool title={title} config={config} />
            </Suspense>
          </ToolErrorBoundary>
        ) : (
          <div className={styles.comingSoon}>
            <p>
              <strong>Coming soon:</strong> this calculator is still being built. The article explains how the numbers work in the
              meantime.
            </p>
          </div>
        )}
      </Frame>
    </div>
  );
}
