import {
  useId,
  useRef,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cx } from '../cx';
import { formatCurrency, formatNumber, type ValueFormat } from '../format';
import { lazyPrimitive, loadPrimitive, resetPrimitiveForTests, useLazyPrimitive } from '../lazyPrimitive';
import { mergeRefs } from '../Select/mergeRefs';
import { MoneyInput } from '../MoneyInput/MoneyInput';
import { NumberInput, describeWithUnit, unitWords } from '../NumberInput/NumberInput';
import { clampValue } from '../NumberInput/useNumericField';
import { vars } from '../theme/vars.css';
import * as s from './Slider.css';
import * as m from './messages';

/** The thumb's props a Slider sets itself: its role, focus, value and keys. */
type OwnedThumbProps = 'id' | 'role' | 'tabIndex' | 'dir' | 'children' | 'defaultValue' | 'onChange' | 'onKeyDown';

/**
 * `ref`, `className` and every other `<span>` prop land on the slider thumb (`role="slider"`, the
 * stand-in's, then Radix's); `id` is the typed box's.
 */
export interface SliderProps extends Omit<ComponentPropsWithRef<'span'>, OwnedThumbProps> {
  /** The question, shown above the control and read as its name. Names both the typed box and the thumb. */
  label: ReactNode;
  /** Help text under the label ("For example, 250,000"); read after the label. */
  hint?: ReactNode;
  /** What to fix, in a full sentence; marks the control invalid and is read with it. */
  error?: string | undefined;
  /** The current value (the tool owns it). */
  value: number;
  /** Called with every new value, from the box or the thumb. */
  onValueChange: (value: number) => void;
  /** Lowest value: the left end of the track. */
  min: number;
  /** Highest value: the right end of the track. */
  max: number;
  /** How far one arrow key moves the thumb (default 1); Page Up/Down move ten steps. */
  step?: number;
  /**
   * How the value reads: `{ style: 'currency' }` "$250,000", `percent` "60 percent", `years`
   * "70 years", `number` (the default) with `unit`. `digits`: places after the point (default: as
   * many as the step has).
   */
  format?: ValueFormat;
  /** Unit for a number style ("months"); the other styles bring their own ($, %, years). */
  unit?: string;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** Shows the control but lets nobody change it; Tab skips it. */
  disabled?: boolean;
  /** id of the typed box; generated when omitted. */
  id?: string;
}

/** Radix Slider (~8 KB gzipped with its collection parts), fetched once, when a pointer reaches for a slider. */
const radixSlider = lazyPrimitive(() => import('@radix-ui/react-slider'));

/** Radix Slider, fetched now (tests that want Radix from the first render). */
export const loadRadixSlider = () => loadPrimitive(radixSlider);

/** Tests only: forget the loaded Radix Slider, so the next Slider starts as a stand-in (with `arrival`, Radix comes only once it settles). */
export const resetRadixSliderForTests = (arrival?: Promise<void>) => resetPrimitiveForTests(radixSlider, arrival);

/** The step a key moves the thumb, as Radix Slider does: arrows one step, Page keys and Shift+arrows ten. */
function keyedValue(
  key: string,
  shiftKey: boolean,
  value: number,
  min: number,
  max: number,
  step: number,
): number | undefined {
  if (key === 'Home') return min;
  if (key === 'End') return max;
  const back = key === 'ArrowLeft' || key === 'ArrowDown' || key === 'PageDown';
  const forward = key === 'ArrowRight' || key === 'ArrowUp' || key === 'PageUp';
  if (!back && !forward) return undefined;
  const steps = key.startsWith('Page') || shiftKey ? 10 : 1;
  const places = spokenDecimals(step);
  const snapped = Math.round((value - min) / step);
  const next = (snapped + (back ? -steps : steps)) * step + min;
  return Math.min(max, Math.max(min, Number(next.toFixed(places))));
}

function spokenDecimals(step: number): number {
  const s = String(step);
  return s.includes('.') ? (s.split('.')[1]?.length ?? 0) : 0;
}

/** The unit the typed twin shows: "%" for a percent, "years" for years, else the given unit. */
function unitOf(format: ValueFormat, unit?: string): string | undefined {
  if (format.style === 'percent') return '%';
  if (format.style === 'years') return 'years';
  return unit;
}

/** The words a screen reader says for a value: "$250,000", "60 percent", "70 years" (digits: format.digits, default 0). */
export function sliderValueText(value: number, format: ValueFormat, unit?: string): string {
  const decimals = format.digits ?? 0;
  if (format.style === 'currency') return formatCurrency(value);
  if (format.style === 'percent') return m.percent({ number: formatNumber(value, decimals) });
  const spokenUnit = unitOf(format, unit);
  return spokenUnit
    ? m.withUnit({ number: formatNumber(value, decimals), unit: unitWords(spokenUnit) })
    : formatNumber(value, decimals);
}

/**
 * A range slider that is never the only way in: a typed twin (MoneyInput or NumberInput)
 * sits above it and both edit the same value. Arrows move one step, PageUp/PageDown ten,
 * Home/End jump to the ends. The thumb always has an aria-valuetext.
 *
 * The track and thumb first render as a stand-in with Radix Slider's markup (same role, values
 * and position) that already answers the keyboard; Radix Slider, which adds dragging, loads when
 * a pointer reaches for it (hover, touch or press) rather than with the page.
 */
export function Slider({
  label,
  hint,
  error,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  format = { style: 'number' },
  unit,
  required,
  disabled,
  id,
  className,
  ref,
  ...rest
}: SliderProps) {
  const generated = useId();
  const inputId = id ?? `slider-${generated}`;
  const places = format.digits ?? spokenDecimals(step);
  const shown = clampValue(value, min, max);
  const valueText = sliderValueText(shown, { ...format, digits: places }, unit);
  const twinUnit = unitOf(format, unit);
  const ends =
    format.style === 'currency'
      ? [formatCurrency(min), formatCurrency(max)]
      : [describeWithUnit(min, places, twinUnit), describeWithUnit(max, places, twinUnit)];

  const twinProps = { label, hint, error, value, onValueChange, min, max, step, required, disabled, id: inputId };

  const standInThumb = useRef<HTMLSpanElement>(null);
  const radixThumb = useRef<HTMLSpanElement>(null);
  // A thumb that has the focus when Radix arrives (a keyboard reader who then points) keeps it.
  const [Radix, request] = useLazyPrimitive(radixSlider, standInThumb, radixThumb);
  const prepare = () => {
    if (!disabled) request();
  };
  const percent = max > min ? ((shown - min) / (max - min)) * 100 : 0;
  const thumbLabel = `${inputId}-label`;

  return (
    <div className={s.root} data-state={disabled ? 'disabled' : 'enabled'}>
      {format.style === 'currency' ? (
        <MoneyInput {...twinProps} decimals={places} />
      ) : (
        <NumberInput {...twinProps} decimals={places} unit={twinUnit} />
      )}
      {Radix ? (
        <Radix.Root
          className={s.slider}
          value={[shown]}
          onValueChange={([v]) => {
            if (v !== undefined && v !== value) onValueChange(v);
          }}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          data-print="hide"
        >
          <Radix.Track className={s.track}>
            <Radix.Range className={s.range} />
          </Radix.Track>
          <Radix.Thumb
            ref={mergeRefs(ref, radixThumb)}
            {...rest}
            className={cx(s.thumb, className)}
            aria-labelledby={thumbLabel}
            aria-valuetext={valueText}
          />
        </Radix.Root>
      ) : (
        <span
          dir="ltr"
          data-orientation="horizontal"
          aria-disabled={disabled}
          data-disabled={disabled ? '' : undefined}
          className={s.slider}
          data-print="hide"
          onPointerEnter={prepare}
          onTouchStart={prepare}
          onPointerDown={(event: PointerEvent<HTMLSpanElement>) => {
            prepare();
            if (disabled || event.button !== 0) return;
            // Until Radix arrives, a press on the track moves the thumb there.
            const rect = event.currentTarget.getBoundingClientRect();
            if (rect.width <= 0) return;
            const raw = min + ((event.clientX - rect.left) / rect.width) * (max - min);
            const next = Math.min(
              max,
              Math.max(min, Number((Math.round((raw - min) / step) * step + min).toFixed(places))),
            );
            if (next !== value) onValueChange(next);
          }}
        >
          <span data-orientation="horizontal" data-disabled={disabled ? '' : undefined} className={s.track}>
            <span
              data-orientation="horizontal"
              data-disabled={disabled ? '' : undefined}
              className={s.range}
              style={{ left: '0%', right: `${100 - percent}%` }}
            />
          </span>
          {/* Where Radix puts the thumb once it has measured it: kept inside the track at both ends. */}
          <span
            style={{
              transform: 'translateX(-50%)',
              position: 'absolute',
              left: `calc(${percent}% + ${vars.size.sliderThumb} * ${(1 - percent / 50) / 2})`,
            }}
          >
            {/* Tabbable unless disabled, as Radix's thumb is (the rule cannot see the condition). */}
            {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
            <span
              ref={mergeRefs(ref, standInThumb)}
              {...rest}
              role="slider"
              aria-valuemin={min}
              aria-valuenow={shown}
              aria-valuemax={max}
              aria-orientation="horizontal"
              data-orientation="horizontal"
              data-disabled={disabled ? '' : undefined}
              tabIndex={disabled ? undefined : 0}
              className={cx(s.thumb, className)}
              aria-labelledby={thumbLabel}
              aria-valuetext={valueText}
              onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
                if (disabled) return;
                const next = keyedValue(event.key, event.shiftKey, shown, min, max, step);
                if (next === undefined) return;
                event.preventDefault();
                if (next !== value) onValueChange(next);
              }}
            />
          </span>
        </span>
      )}
      <div className={s.scale} aria-hidden="true" data-print="hide">
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </div>
    </div>
  );
}
