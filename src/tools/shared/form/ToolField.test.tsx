import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { myDetailsStore } from '../../../storage';
import { FROM_MY_DETAILS } from '../core/myDetailsFields';
import { EXAMPLE_DEFAULTS, EXAMPLE_FIELDS } from '../testing/exampleFields';
import { exampleHeard, fieldRenderer, ToolField, ToolFieldsets, type ToolFieldset } from './ToolField';
import { fieldById, myDetailsMap } from '../core/toolFields';
import { choose, startEachTestFresh, typeInto } from '../testing/toolTestKit';
import { useToolInputs } from './useToolInputs';

startEachTestFresh();

const MY_DETAILS = myDetailsMap(EXAMPLE_FIELDS);
const SETS: readonly ToolFieldset<typeof EXAMPLE_DEFAULTS>[] = [
  ['About you', ['age', 'homeValue', 'savings', 'rate']],
  ['Your choices', ['waitDays', 'plan', 'share', 'years']],
];

/** A tool's form as the calculators build it, showing its values so the types can be checked. */
function ExampleForm({ maxHome }: { maxHome?: number }) {
  const form = useToolInputs('generic-calculator-field-test', EXAMPLE_DEFAULTS, { myDetails: MY_DETAILS });
  const field = fieldRenderer(EXAMPLE_FIELDS, form);
  return (
    <>
      <ToolFieldsets
        sets={SETS}
        field={field}
        changes={maxHome === undefined ? undefined : { homeValue: { max: maxHome } }}
      />
      <output aria-label="Values">{JSON.stringify(form.inputs)}</output>
    </>
  );
}
const values = () =>
  JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent ?? '{}') as typeof EXAMPLE_DEFAULTS;

describe('ToolField', () => {
  it('renders each kind as its kit control in its fieldset, labelled, with the list’s hint', () => {
    render(<ExampleForm />);
    const about = screen.getByRole('group', { name: 'About you' });
    expect(within(about).getAllByRole('textbox')).toHaveLength(4);
    expect(within(about).getByRole('textbox', { name: /^Your age/ })).toHaveValue('70');
    expect(within(screen.getByRole('group', { name: 'Your choices' })).getAllByRole('combobox')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveValue('300,000');
    // Still the tool's example figures: each says so, seen and heard (H7).
    expect(screen.getByRole('textbox', { name: /^Home value/ })).toHaveAccessibleDescription(
      `In dollars. ${exampleHeard()} What the home would sell for today.`,
    );
    expect(screen.getByRole('combobox', { name: /^Waiting period/ })).toHaveTextContent('90 days');
    expect(screen.getByRole('combobox', { name: /^Plan/ })).toHaveTextContent('Basic plan');
    expect(screen.getByRole('slider', { name: /^Share to replace/ })).toHaveAttribute('aria-valuetext', '60 percent');
  });

  it('a field at its example value is marked "Example" until the reader changes it; My details answers are not examples', async () => {
    myDetailsStore.write({ homeValue: 450_000 });
    const user = userEvent.setup();
    const { container } = render(<ExampleForm />);
    const savings = screen.getByRole('textbox', { name: /^Savings today/ });
    expect(savings).toHaveAccessibleDescription(`In dollars. ${exampleHeard()}`);
    expect(screen.getByRole('textbox', { name: /^Home value/ }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Home value/ })).not.toHaveAccessibleDescription(
      new RegExp(exampleHeard()),
    );
    const marked = container.querySelectorAll('[data-example]').length;
    await typeInto(user, /^Savings today/, '120000');
    expect(savings).toHaveAccessibleDescription('In dollars.');
    expect(container.querySelectorAll('[data-example]')).toHaveLength(marked - 1);
  });

  it('a choice with numeric options stores a number; one with text options stores text', async () => {
    const user = userEvent.setup();
    render(<ExampleForm />);
    await choose(user, /^Waiting period/, '30 days');
    await choose(user, /^Plan/, 'Full plan');
    expect(values()).toMatchObject({ waitDays: 30, plan: 'full' });
    expect(typeof values().waitDays).toBe('number');
  });

  it('a typed amount is kept within the list’s bounds, or a bound changed for this render', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ExampleForm />);
    await typeInto(user, /^Your age/, '120');
    expect(values().age).toBe(100);
    unmount();
    render(<ExampleForm maxHome={400_000} />);
    await typeInto(user, /^Home value/, '900000');
    expect(values().homeValue).toBe(400_000);
  });

  it('a field My details answers says so before its own hint until the visitor changes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00'));
    try {
      myDetailsStore.write({ birthYear: 1956, homeValue: 450_000 });
      const user = userEvent.setup();
      render(<ExampleForm />);
      const home = screen.getByRole('textbox', { name: /^Home value/ });
      // Born 1956 → 70 at the end of 2026.
      expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveValue('70');
      // The kit reads the unit after the hint.
      expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveAccessibleDescription(
        `${FROM_MY_DETAILS} years`,
      );
      expect(home).toHaveValue('450,000');
      expect(home).toHaveAccessibleDescription(`In dollars. ${FROM_MY_DETAILS}. What the home would sell for today.`);
      await typeInto(user, /^Home value/, '500000');
      expect(home).toHaveAccessibleDescription('In dollars. What the home would sell for today.');
      expect(screen.getByRole('textbox', { name: /^Your age/ })).toHaveAccessibleDescription(
        `${FROM_MY_DETAILS} years`,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a slider field names its kind and gets the kit’s Slider, at once once it has been fetched', () => {
    render(
      <Suspense fallback={<p>Loading the calculator…</p>}>
        <ToolField field={fieldById(EXAMPLE_FIELDS, 'share')} value={60} onValueChange={() => {}} />
      </Suspense>,
    );
    expect(screen.queryByText('Loading the calculator…')).not.toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '60');
  });

  it('can be used on its own with a value and a change handler', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(
      <ToolField field={fieldById(EXAMPLE_FIELDS, 'waitDays')} value={90} onValueChange={changed} hint="Pick one." />,
    );
    expect(screen.getByRole('combobox', { name: /^Waiting period/ })).toHaveAccessibleDescription('Pick one.');
    await choose(user, /^Waiting period/, '30 days');
    expect(changed).toHaveBeenCalledWith(30);
  });
});
