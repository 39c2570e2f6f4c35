import * as RadixSlider from '@radix-ui/react-slider';
import { useId, type ReactNode, type Ref } from 'react';
import { formatCurrency, formatNumber } from '../format';
import { MoneyInput } from '../MoneyInput/MoneyInput';
import { NumberInput, describeWithUnit } from '../NumberInput/NumberInput';
import { clampValue } from '../NumberInput/useNumericField';
import * as s from './Slider.css';

export type SliderValueType = 'currency' | 'percent' | 'number';

export interface SliderProps {
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
  /** How the value reads: "$250,000", "60 percent" or "70 years". Default "number". */
  valueType?: SliderValueType;
  /** Unit for numbers ("years"); percent fields use "%". */
  unit?: string;
  /** Digits after the point (default: as many as the step has). */
  decimals?: number;
  /** Adds "(required)" for screen readers and a visible star. */
  required?: boolean;
  /** Shows the control but lets nobody change it; Tab skips it. */
  disabled?: boolean;
  /** id of the typed box; generated when omitted. */
  id?: string;
  /** The slider thumb. */
  ref?: Ref<HTMLSpanElement>;
}

function spokenDecimals(step: number): number {
  const s = String(step);
  return s.includes('.') ? (s.split('.')[1]?.length ?? 0) : 0;
}

/** The words a screen reader says for a value: "$250,000", "60 percent", "70 years". */
export function sliderValueText(value: number, valueType: SliderValueType, unit?: string, decimals = 0): string {
  if (valueType === 'currency') return formatCurrency(value);
  if (valueType === 'percent') return `${formatNumber(value, decimals)} percent`;
  return unit ? `${formatNumber(value, decimals)} ${unit}` : formatNumber(value, decimals);
}

/**
 * A range slider that is never the only way in: a typed twin (MoneyInput or NumberInput)
 * sits above it and both edit the same value. Arrows move one step, PageUp/PageDown ten,
 * Home/End jump to the ends. The thumb always has an aria-valuetext.
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
  valueType = 'number',
  unit,
  decimals,
  required,
  disabled,
  id,
  ref,
}: SliderProps) {
  const generated = useId();
  const inputId = id ?? `slider-${generated}`;
  const places = decimals ?? spokenDecimals(step);
  const shown = clampValue(value, min, max);
  const valueText = sliderValueText(shown, valueType, unit, places);
  const ends =
    valueType === 'currency'
      ? [formatCurrency(min), formatCurrency(max)]
      : [describeWithUnit(min, places, valueType === 'percent' ? '%' : unit), describeWithUnit(max, places, valueType === 'percent' ? '%' : unit)];

  const twinProps = { label, hint, error, value, onValueChange, min, max, step, required, disabled, id: inputId };

  return (
    <div className={s.root} data-state={disabled ? 'disabled' : 'enabled'}>
      {valueType === 'currency' ? (
        <MoneyInput {...twinProps} decimals={places} />
      ) : (
        <NumberInput {...twinProps} decimals={places} unit={valueType === 'percent' ? '%' : unit} />
      )}
      <RadixSlider.Root
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
        <RadixSlider.Track className={s.track}>
          <RadixSlider.Range className={s.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          ref={ref}
          className={s.thumb}
          aria-labelledby={`${inputId}-label`}
          aria-valuetext={valueText}
        />
      </RadixSlider.Root>
      <div className={s.scale} aria-hidden="true" data-print="hide">
        <span>{ends[0]}</span>
        <span>{ends[1]}</span>
      </div>
    </div>
  );
}
