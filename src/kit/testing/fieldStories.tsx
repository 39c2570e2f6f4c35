import type { ArgTypes } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { InFrames } from './InFrames';

/*
 * Story helpers for the kit: argTypes written a control at a time, and for the labelled inputs
 * (MoneyInput, NumberInput, Select, Slider) the controls they all share and the story keeping
 * the value, so each story file lists only what is its own.
 */

const hidden = { table: { disable: true } } as const;

/** These props, each with the same plain control: `...withControl('text', 'title', 'hint')`. */
export function withControl<C extends 'text' | 'boolean' | 'object', K extends string>(control: C, ...props: K[]) {
  return Object.fromEntries(props.map((prop) => [prop, { control }])) as Record<K, { control: C }>;
}

/** withControl for several controls at once: `...withControls({ text: ['title'], boolean: ['open'] })`. */
export function withControls<K extends string>(props: Partial<Record<'text' | 'boolean' | 'object', K[]>>) {
  return Object.fromEntries(
    Object.entries(props).flatMap(([control, names]) => (names ?? []).map((prop) => [prop, { control }])),
  ) as Record<K, { control: 'text' | 'boolean' | 'object' }>;
}

/** Wiring props (ref, ids, callbacks, children set by the story) kept out of the controls table. */
export function hiddenFromTable<K extends string>(...props: K[]) {
  return Object.fromEntries(props.map((prop) => [prop, hidden])) as Record<K, typeof hidden>;
}

/** The controls every labelled input has; wiring props (id, name, ref, the change callback) stay out of the table. */
export const fieldArgTypes = {
  ...withControl('text', 'label', 'hint', 'error'),
  ...withControl('boolean', 'required', 'disabled'),
  ...hiddenFromTable('id', 'name', 'ref', 'onValueChange'),
};

/** A labelled input's controls: the ones every labelled input has (fieldArgTypes), then its own. */
export function fieldControls(own: Partial<ArgTypes>) {
  return { ...fieldArgTypes, ...own };
}

/** Any input whose value comes in through `value` and goes out through `onValueChange`. */
interface ValueProps {
  value?: unknown;
  onValueChange: (value: never) => void;
}

/**
 * An input that owns no state, as a story shows it: the story keeps the typed or chosen value,
 * and changing the value control starts it again from the control's value. `allFrames` shows
 * the same input once in each of the four frames; `meta` is what the story file's meta spreads:
 * the input as its component, and that render.
 */
export function keepsValue<P extends ValueProps>(Input: ComponentType<P>) {
  function Stateful(props: P) {
    const [value, setValue] = useState(props.value);
    return <Input {...({ ...props, value, onValueChange: setValue } as P)} />;
  }
  const render = (args: P) => <Stateful key={String(args.value)} {...args} />;
  return {
    render,
    allFrames: { render: (args: P) => <InFrames>{() => <Stateful {...args} />}</InFrames> },
    meta: { component: Input, render },
  };
}

/**
 * A tick box that owns no state (`checked` in, `onCheckedChange` out), as a story shows it: the
 * story keeps it ticked or not, starting from the `checked` it is given.
 */
export function keepsChecked<P extends { checked: boolean; onCheckedChange: (checked: boolean) => void }>(
  Input: ComponentType<P>,
) {
  return function Stateful(props: Omit<P, 'onCheckedChange'> & { checked: boolean }) {
    const [checked, setChecked] = useState(props.checked);
    return <Input {...({ ...props, checked, onCheckedChange: setChecked } as unknown as P)} />;
  };
}
