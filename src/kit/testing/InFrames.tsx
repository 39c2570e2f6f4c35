import type { ReactNode } from 'react';
import { frameNames, type FrameName } from '../../../design-tokens';
import { frameThemes } from '../theme/themes.css';
import { vars } from '../theme/vars.css';

/**
 * Story helper: renders the same content once per frame theme, so a story can show all four
 * colourings at once. Layout uses contract values only.
 */
export function InFrames({ children }: { children: (frame: FrameName) => ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {frameNames.map((f) => (
        <div
          key={f}
          className={frameThemes[f]}
          data-frame={f}
          style={{
            backgroundColor: vars.color.surface,
            padding: vars.space.md,
            border: `${vars.border.control} solid ${vars.color.border}`,
          }}
        >
          <p style={{ marginTop: 0, fontWeight: vars.font.weight.bold }}>{f} frame</p>
          {children(f)}
        </div>
      ))}
    </div>
  );
}
