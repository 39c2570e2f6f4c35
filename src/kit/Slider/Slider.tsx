import * as RadixSlider from '@radix-ui/react-slider';
import { useId, type ReactNode, type Ref } from 'react';
import { formatCurrency, formatNumber } from '../format';
import { MoneyInput } from '../MoneyInput/MoneyInput';
import { NumberInput, describeWithUnit } from '../NumberInput/NumberInput';
import { clampValue } from '../NumberInput/useNumericField';
import * as s from './Slider.css';

export type SliderValueType = 'currency' | 'percent' | 'number';

export interface SliderProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** How the value reads: "$250,000", "60 percent" or "70 years". Default "number". */
  valueType?: SliderValueType;
  /** Unit for numbers ("years"); percent fields use "%". */
  unit?: string;
  decimals?: number;
  required?: boolean;
  disabled?: boolean;
  id?: string;
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
