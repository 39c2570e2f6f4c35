import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import type { FrameName } from '../../../design-tokens';
import { frameThemes } from '../theme/themes.css';
import * as s from './Frame.css';
import { FrameThemeContext } from './FrameThemeContext';
import * as m from './messages';

export type FrameTheme = FrameName;

/** `ref`, `className` and every other prop land on the `<section>`. */
export interface FrameProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The tool's name, the frame's heading (h2). */
  title: string;
  /** One sentence under the title: what the tool works out. */
  description?: ReactNode;
  /** The colour the frame starts in (default blue). */
  theme?: FrameTheme;
  /** Colours the visitor may switch between; a picker appears when there is more than one. */
  allowedThemes?: readonly FrameTheme[];
  /** Called when the reader picks another colour. */
  onThemeChange?: (theme: FrameTheme) => void;
  /** The tool itself. */
  children?: ReactNode;
}

function initialTheme(theme: FrameTheme, allowed: readonly FrameTheme[] | undefined): FrameTheme {
  if (!allowed || allowed.length === 0 || allowed.includes(theme)) return theme;
  return allowed[0] ?? theme;
}

/**
 * The titled calculator frame. It applies its frame's theme class, which swaps only the colour
 * roles behind the contract: nothing inside branches on the colour name. `data-frame` names
 * the colour in use.
 */
export function Frame({
  title,
  description,
  theme = 'blue',
  allowedThemes,
  onThemeChange,
  children,
  className,
  ...rest
}: FrameProps) {
  const [current, setCurrent] = useState<FrameTheme>(() => initialTheme(theme, allowedThemes));
  const titleId = useId();
  const pickerName = useId();
  const pickerLabelId = useId();
  // The frames with a theme class: read from the classes, not design-tokens' `frameNames`, whose module
  // (the palette and every frame's resolved colours, ≈ 1.8 KB gzipped) would otherwise ship with every tool.
  const choices = (allowedThemes ?? []).filter((t) => Object.hasOwn(frameThemes, t));

  const choose = (t: FrameTheme) => {
    setCurrent(t);
    onThemeChange?.(t);
  };

  return (
    <section
      className={cx(frameThemes[current], s.frame, className)}
      aria-labelledby={titleId}
      data-frame={current}
      {...rest}
    >
      <div className={s.header}>
        <div className={s.titles}>
          <h2 className={s.title} id={titleId}>
            {title}
          </h2>
          {description ? <p className={s.description}>{description}</p> : null}
        </div>
        {choices.length > 1 ? (
          <div className={s.picker} role="radiogroup" aria-labelledby={pickerLabelId} data-print="hide">
            <span className={s.legend} id={pickerLabelId}>
              {m.pickerLabel()}
            </span>
            <div className={s.options}>
              {choices.map((t) => (
                <label key={t} className={`${frameThemes[t]} ${s.option}`}>
                  <input
                    className={s.radio}
                    type="radio"
                    name={pickerName}
                    value={t}
                    checked={current === t}
                    onChange={() => choose(t)}
                  />
                  <span className={s.swatch} aria-hidden="true" />
                  {m.theme({ theme: t })}
                </label>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <div className={s.body}>
        <FrameThemeContext.Provider value={frameThemes[current]}>{children}</FrameThemeContext.Provider>
      </div>
    </section>
  );
}
