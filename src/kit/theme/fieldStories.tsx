import { useState, type ComponentType } from 'react';
import { InFrames } from './InFrames';

/*
 * Story helpers for the kit's labelled inputs (MoneyInput, NumberInput, Select, Slider): the
 * controls they all share and the story keeping the value, so each story file lists only what
 * is its own.
 */

const hidden = { table: { disable: true } };

/** The controls every labelled input has; wiring props (id, name, ref, the change callback) stay out of the table. */
export const fieldArgTypes = {
  label: { control: 'text' },
  hint: { control: 'text' },
  error: { control: 'text' },
  required: { control: 'boolean' },
  disabled: { control: 'boolean' },
  id: hidden,
  name: hidden,
  ref: hidden,
  onValueChange: hidden,
} as const;

/** Any input whose value comes in through `value` and goes out through `onValueChange`. */
interface ValueProps {
  value?: unknown;
  onValueChange: (value: never) => void;
}

/**
 * An input that owns no state, as a story shows it: the story keeps the typed or chosen value,
 * and changing the value control starts it again from the control's value. `allFrames` shows
 * the same input once in each of the four frames.
 */
export function keepsValue<P extends ValueProps>(Input: ComponentType<P>) {
  function Stateful(props: P) {
    const [value, setValue] = useState(props.value);
    return <Input {...({ ...props, value, onValueChange: setValue } as P)} />;
  }
  return {
    render: (args: P) => <Stateful key={String(args.value)} {...args} />,
    allFrames: { render: (args: P) => <InFrames>{() => <Stateful {...args} />}</InFrames> },
  };
}
