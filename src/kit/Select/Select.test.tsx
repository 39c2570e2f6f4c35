import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { commitReactAfterRootListener } from '../testing/browserMicrotasks';
import { loadRadixSelect, resetRadixSelectForTests, Select } from './Select';

const options = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Married filing jointly' },
  { value: 'hoh', label: 'Head of household' },
];

function Controlled({ initial }: { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <Select
        label="Filing status"
        hint="As on your tax return"
        options={options}
        value={value}
        onValueChange={setValue}
      />
      <output aria-label="value">{value ?? ''}</output>
    </>
  );
}

describe('Select', () => {
  it('is a labelled combobox showing the chosen option', () => {
    render(<Controlled initial="joint" />);
    const trigger = screen.getByRole('combobox', { name: 'Filing status' });
    expect(trigger).toHaveTextContent('Married filing jointly');
    expect(trigger).toHaveAccessibleDescription('As on your tax return');
    expect(trigger).toHaveAttribute('data-state', 'closed');
  });

  it('shows a placeholder when nothing is chosen', () => {
    render(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'Filing status' })).toHaveTextContent('Choose one');
  });

  it('opens and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="single" />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Filing status' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // Radix Select has replaced the stand-in trigger and opened on that same Enter.
    const [trigger] = screen.getAllByRole('combobox', { hidden: true });
    expect(trigger).toHaveAttribute('data-state', 'open');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('value')).toHaveTextContent('joint');
    expect(trigger).toHaveTextContent('Married filing jointly');
  });

  it('loads Radix Select only when the visitor reaches for it, keeping the focus', async () => {
    resetRadixSelectForTests();
    const user = userEvent.setup();
    render(<Controlled initial="single" />);
    const standIn = screen.getByRole('combobox', { name: 'Filing status' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.tab();
    // Focus alone swaps in Radix's trigger without opening the list; the focus moves with it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filing status' })).not.toBe(standIn));
    const trigger = screen.getByRole('combobox', { name: 'Filing status' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveTextContent('Single');
  });

  it('leaves the focus where a keyboard reader went when Tab passed through before Radix Select arrived', async () => {
    // The /my-details bug: Tab through the filing status, type into the next field, and the late
    // Radix trigger took the focus back mid-number, so "420000" was kept as "" or "4".
    let arrive!: () => void;
    resetRadixSelectForTests(new Promise<void>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    render(
      <>
        <Controlled initial="single" />
        <label>
          Savings <input />
        </label>
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Filing status' });
    await user.tab();
    expect(standIn).toHaveFocus();
    await user.tab();
    const savings = screen.getByRole('textbox', { name: 'Savings' });
    expect(savings).toHaveFocus();
    await user.keyboard('4');
    arrive();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filing status' })).not.toBe(standIn));
    await user.keyboard('20000');
    expect(savings).toHaveFocus();
    expect(savings).toHaveValue('420000');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the focus of a reader who came back to the stand-in just as Radix Select arrived', async () => {
    // keyboard-loading.spec.ts, 1 run in 6 under load: the swap was asked for while the focus
    // was in the next field; before React drew it the reader focused the stand-in again, and the
    // swap removed the stand-in with the focus on it, leaving it on the page (so Tab went on from
    // the removed trigger's place, one field short).
    let arrive!: () => void;
    resetRadixSelectForTests(new Promise<void>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    render(
      <>
        <Controlled initial="single" />
        <label>
          Savings <input />
        </label>
      </>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Filing status' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Savings' })).toHaveFocus();
    let swapAsked = false;
    const arrived = loadRadixSelect().then(() => (swapAsked = true));
    arrive();
    // Microtasks only: the swap is asked for (the Select's own `then` ran first), React has not drawn it yet.
    for (let i = 0; i < 1000 && !swapAsked; i++) await Promise.resolve();
    expect(swapAsked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Filing status' })).toBe(standIn);
    standIn.focus();
    await arrived;
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Filing status' })).not.toBe(standIn));
    expect(screen.getByRole('combobox', { name: 'Filing status' })).toHaveFocus();
  });

  it('opens at once when clicked before Radix Select has loaded', async () => {
    resetRadixSelectForTests();
    const user = userEvent.setup();
    render(<Controlled initial="hoh" />);
    await user.click(screen.getByRole('combobox', { name: 'Filing status' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Single' }));
    expect(screen.getByLabelText('value')).toHaveTextContent('single');
  });

  it('marks an error on the trigger', () => {
    render(
      <Select
        label="Filing status"
        options={options}
        value={undefined}
        onValueChange={() => {}}
        error="Choose a filing status"
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Filing status' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Error: Choose a filing status');
  });
});

describe('Select inside a Frame', () => {
  it('keeps the frame colours on its portalled list', async () => {
    const { Frame } = await import('../Frame/Frame');
    const { frameThemes } = await import('../theme/themes.css');
    const user = userEvent.setup();
    render(
      <Frame title="Tool" theme="orange">
        <Controlled initial="single" />
      </Frame>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest(`.${frameThemes.orange}`)).not.toBeNull();
  });
});

// The earnings-record flake (docs/ci.md, session 7 "Not yet found"): Tab, Enter, and the list of
// "How would you like to give your record?" never opened. Each test below fixes one order of
// (focus, key press, Radix's arrival, the swap's commit); none waits for a clock.

describe('Select: focus and key press against the swap to Radix', () => {
  let undo: (() => void) | undefined;
  afterEach(() => {
    undo?.();
    undo = undefined;
    resetRadixSelectForTests();
  });
  const combobox = () => screen.getByRole('combobox', { name: 'Filing status' });

  it('hands the focus to Radix’s trigger when Radix is already loaded as Tab reaches the stand-in (React commits inside the focus event)', async () => {
    // Order: stand-in mounted; Radix's code arrives (another Select, or the pointer passing over,
    // fetched it) without a swap; Tab focuses the stand-in; React's onFocus asks for the swap and,
    // as in the browser, React commits it before the focus event reaches document. The stand-in
    // must have been marked focused by then, or Radix's trigger is not given the focus and the
    // reader's Enter lands on the page (the CI failure: Radix swapped in, closed).
    resetRadixSelectForTests();
    render(<Controlled initial="single" />);
    const standIn = combobox();
    await loadRadixSelect();
    expect(combobox()).toBe(standIn);
    undo = commitReactAfterRootListener('focusin');
    const user = userEvent.setup();
    await user.tab();
    const trigger = combobox();
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('value')).toHaveTextContent('joint');
  });

  it('opens the list when Enter is pressed on the stand-in after Radix arrived but before the swap was drawn', async () => {
    // Suspect 1 of docs/ci.md: Enter sets wantOpen, read by Radix only as defaultOpen, so a swap
    // already under way with wantOpen false would lose it. Order: Tab focuses the stand-in while
    // Radix is on its way; Radix arrives and the swap is asked for (a default-priority update, not
    // drawn yet); Enter on the stand-in. React draws the key's update first and folds the swap into
    // it or after it, so Radix mounts with the press already known: the list opens.
    let arrive!: () => void;
    resetRadixSelectForTests(new Promise<void>((resolve) => (arrive = resolve)));
    render(<Controlled initial="single" />);
    const standIn = combobox();
    const user = userEvent.setup();
    await user.tab();
    expect(standIn).toHaveFocus();
    let swapAsked = false;
    const arrived = loadRadixSelect().then(() => (swapAsked = true));
    arrive();
    // Microtasks only: the Select's own `then` (the swap) ran first; React has not drawn it yet.
    for (let i = 0; i < 1000 && !swapAsked; i++) await Promise.resolve();
    expect(swapAsked).toBe(true);
    expect(combobox()).toBe(standIn);
    await user.keyboard('{Enter}');
    await arrived;
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('value')).toHaveTextContent('joint');
  });
});
