import { act, cleanup, fireEvent, getRoles, queryAllByRole, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, loadDialogImplementation, resetDialogImplementationForTests } from './Dialog/Dialog';
import { HowCalculated } from './HowCalculated/HowCalculated';
import { loadRadixSelect, resetRadixSelectForTests, Select } from './Select/Select';
import { loadRadixSlider, resetRadixSliderForTests, Slider, type SliderProps } from './Slider/Slider';
import { TableOfContents } from './TableOfContents/TableOfContents';
import { loadRadixCollapsible, resetRadixCollapsibleForTests } from './useLazyCollapsible';

/**
 * The contract of the kit's lazy primitives (src/kit/lazyPrimitive.ts): each stand-in and the
 * Radix component that replaces it, rendered with the same props, show a screen reader and a
 * keyboard the same thing. For every element with a role: its role, accessible name and
 * description, its aria-* states (references compared by what they point at), its Radix data
 * states and whether Tab reaches it; and the same keys lead to the same values and states.
 * A Radix upgrade that changes its markup or keys fails here, not in front of a reader.
 */

interface Primitive {
  load: () => Promise<unknown>;
  reset: (arrival?: Promise<void>) => void;
}

const slider: Primitive = { load: loadRadixSlider, reset: resetRadixSliderForTests };
const select: Primitive = { load: loadRadixSelect, reset: resetRadixSelectForTests };
const dialog: Primitive = { load: loadDialogImplementation, reset: resetDialogImplementationForTests };
const collapsible: Primitive = { load: loadRadixCollapsible, reset: resetRadixCollapsibleForTests };

/** Radix's own ids differ from the stand-in's; what matters is what a reference points at. */
const REFERENCES = new Set([
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
]);
/** Plain boxes: how each side nests its markup is not something a reader meets. */
const IGNORED_ROLES = new Set(['generic', 'presentation', 'none']);
const DATA_STATES = ['data-state', 'data-disabled', 'data-placeholder', 'data-orientation'];

/**
 * Accessible names and descriptions as Testing Library computes them for its role queries (the
 * same computation `getByRole(role, { name })` matches against), for every element under `root`.
 */
function namesUnder(root: HTMLElement) {
  const names = new Map<Element, string>();
  const descriptions = new Map<Element, string>();
  for (const role of Object.keys(getRoles(root))) {
    queryAllByRole(root, role, {
      hidden: true,
      name: (name, element) => {
        names.set(element, name);
        return true;
      },
      description: (description, element) => {
        descriptions.set(element, description);
        return true;
      },
    });
  }
  return {
    name: (element: Element) => names.get(element) ?? '',
    description: (element: Element) => descriptions.get(element) ?? '',
  };
}

/** The accessible name of one element (the focused one, say). */
function accessibleName(element: Element | null): string {
  return element ? namesUnder(element.ownerDocument.body).name(element) : '';
}

/** What an element referenced by id is, for a reader: its role and name, or nothing when it is not there. */
function referent(root: Document, ids: string | null): string | undefined {
  const found = (ids ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (found.length === 0) return undefined;
  return found
    .map(
      (el) => `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${accessibleName(el) || el.textContent?.trim()}`,
    )
    .join(' | ');
}

/** Every element with a role in `container`, as a reader and the keyboard meet it. */
function accessibleView(container: HTMLElement) {
  const byRole = getRoles(container);
  const { name, description } = namesUnder(container);
  const elements = Object.entries(byRole)
    .filter(([role]) => !IGNORED_ROLES.has(role))
    .flatMap(([role, list]) => list.map((element) => ({ role, element })));
  elements.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return elements.map(({ role, element }) => {
    const aria: Record<string, string | undefined> = {};
    for (const attribute of element.getAttributeNames().sort()) {
      if (!attribute.startsWith('aria-')) continue;
      aria[attribute] = REFERENCES.has(attribute)
        ? referent(element.ownerDocument, element.getAttribute(attribute))
        : (element.getAttribute(attribute) ?? undefined);
    }
    for (const key of Object.keys(aria)) if (aria[key] === undefined) delete aria[key];
    const data = Object.fromEntries(
      DATA_STATES.filter((name) => element.hasAttribute(name)).map((name) => [name, element.getAttribute(name)]),
    );
    return {
      role,
      name: name(element),
      description: description(element),
      aria,
      data,
      disabled: (element as HTMLButtonElement).disabled ?? false,
      tabbable: element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
    };
  });
}

/** Renders `ui` once as the stand-in and once as Radix, and returns what each shows. */
async function bothWays(primitive: Primitive, ui: () => ReactElement) {
  primitive.reset(new Promise<void>(() => {})); // Radix never arrives: the stand-in stays.
  const standIn = render(ui());
  const standInView = accessibleView(standIn.container);
  cleanup();
  primitive.reset();
  await primitive.load();
  const radix = render(ui());
  const radixView = accessibleView(radix.container);
  cleanup();
  return { standInView, radixView };
}

afterEach(() => cleanup());
afterAll(async () => {
  // As vitest.setup.ts leaves them for the other tests in this worker.
  for (const primitive of [slider, select, dialog, collapsible]) primitive.reset();
  await Promise.all([loadRadixSelect(), loadDialogImplementation(), loadRadixCollapsible()]);
});

describe('Slider: stand-in and Radix Slider', () => {
  const base = {
    label: 'Loan amount',
    hint: 'For example, 250,000',
    min: 0,
    max: 1_000_000,
    step: 1000,
    format: { style: 'currency' },
  } as const;

  it.each([
    ['in the middle', { value: 250_000 }],
    ['at an end, required', { value: 0, required: true }],
    ['with an error', { value: 1_000_000, error: 'Enter an amount up to $1,000,000' }],
    ['disabled', { value: 500_000, disabled: true }],
    ['a percent with decimals', { value: 4.5, min: 0, max: 10, step: 0.5, format: { style: 'percent' } }],
  ] as [string, Partial<SliderProps>][])('%s: the same roles, names and states', async (_, props) => {
    const { standInView, radixView } = await bothWays(slider, () => (
      <Slider {...base} onValueChange={() => {}} value={0} {...props} />
    ));
    expect(standInView.find((e) => e.role === 'slider')).toBeDefined();
    expect(standInView).toEqual(radixView);
  });

  it.each([
    '{ArrowRight}',
    '{ArrowLeft}',
    '{ArrowUp}',
    '{ArrowDown}',
    '{PageUp}',
    '{PageDown}',
    '{Home}',
    '{End}',
    '{Shift>}{ArrowRight}{/Shift}',
    '{Shift>}{ArrowDown}{/Shift}',
    'a',
  ])('%s moves both to the same value', async (keys) => {
    const moved = async (radix: boolean) => {
      if (radix) await slider.load();
      else slider.reset(new Promise<void>(() => {}));
      const onValueChange = vi.fn();
      render(<Slider {...base} value={250_000} onValueChange={onValueChange} />);
      screen.getByRole('slider').focus();
      await userEvent.setup().keyboard(keys);
      cleanup();
      slider.reset();
      return onValueChange.mock.calls;
    };
    expect(await moved(false)).toEqual(await moved(true));
  });
});

describe('Select: stand-in and Radix Select', () => {
  const options = [
    { value: 'single', label: 'Single' },
    { value: 'joint', label: 'Married filing jointly' },
    { value: 'hoh', label: 'Head of household', disabled: true },
  ];
  const base = { label: 'Filing status', hint: 'As on your last tax return', options, onValueChange: () => {} };

  it.each([
    ['nothing chosen', { value: undefined }],
    ['a choice, required', { value: 'joint', required: true }],
    ['with an error', { value: undefined, error: 'Choose your filing status' }],
    ['disabled', { value: 'single', disabled: true }],
    ['its own placeholder', { value: undefined, placeholder: 'Pick a status' }],
  ] as const)('%s: the same roles, names and states', async (_, props) => {
    const { standInView, radixView } = await bothWays(select, () => <Select {...base} {...props} />);
    expect(standInView.find((e) => e.role === 'combobox')).toBeDefined();
    expect(standInView).toEqual(radixView);
  });

  it.each(['{Enter}', ' ', '{ArrowDown}', '{ArrowUp}'])(
    '%s opens the list on both, with the focus in it',
    async (key) => {
      const opened = async (radix: boolean) => {
        select.reset();
        if (radix) await select.load();
        render(<Select {...base} value="joint" />);
        const combobox = screen.getByRole('combobox');
        act(() => combobox.focus());
        await userEvent.setup().keyboard(key);
        const listbox = await screen.findByRole('listbox');
        await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
        const state = {
          expanded: screen.getByRole('combobox', { hidden: true }).getAttribute('aria-expanded'),
          focused: accessibleName(document.activeElement),
          options: screen
            .getAllByRole('option')
            .map((o) => [accessibleName(o), o.getAttribute('aria-selected'), o.getAttribute('aria-disabled')]),
        };
        cleanup();
        return state;
      };
      expect(await opened(false)).toEqual(await opened(true));
    },
  );
});

describe('Dialog: stand-in trigger and Radix Dialog', () => {
  const ui = () => (
    <Dialog
      title="Remove this person?"
      description="You can add them again later."
      trigger={<button type="button">Remove</button>}
    >
      <p>Body</p>
    </Dialog>
  );

  it('the closed trigger: the same role, name and states', async () => {
    const { standInView, radixView } = await bothWays(dialog, ui);
    expect(standInView.map((e) => e.role)).toEqual(['button']);
    expect(standInView).toEqual(radixView);
  });

  it('Enter opens the same dialog on both, and Escape brings the focus back to the trigger', async () => {
    const opened = async (radix: boolean) => {
      dialog.reset();
      if (radix) await dialog.load();
      render(ui());
      const user = userEvent.setup();
      act(() => screen.getByRole('button', { name: 'Remove' }).focus());
      await user.keyboard('{Enter}');
      const box = await screen.findByRole('dialog');
      await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
      const view = { dialog: accessibleView(box), focused: accessibleName(document.activeElement) };
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const back = accessibleName(document.activeElement);
      cleanup();
      return { ...view, back };
    };
    const standIn = await opened(false);
    expect(standIn.back).toBe('Remove');
    expect(standIn).toEqual(await opened(true));
  });
});

describe('Collapsible (useLazyCollapsible): stand-in and Radix Collapsible', () => {
  const howProps = {
    formulas: ['RMD = balance ÷ distribution period'],
    assumptions: [{ label: 'Distribution period at 75', value: '24.6', source: 'IRS Uniform Lifetime Table' }],
    taxYear: 2026,
  };
  const entries = [
    { id: 'first', title: 'First section' },
    { id: 'second', title: 'Second section' },
  ];
  function Controlled({ kind }: { kind: 'how' | 'toc' }) {
    const [open, setOpen] = useState(false);
    return kind === 'how' ? (
      <HowCalculated {...howProps} open={open} onOpenChange={setOpen} />
    ) : (
      <TableOfContents entries={entries} open={open} onOpenChange={setOpen} />
    );
  }
  const cases = [
    ['HowCalculated, closed', () => <HowCalculated {...howProps} />],
    ['HowCalculated, open', () => <HowCalculated {...howProps} defaultOpen />],
    ['TableOfContents, closed', () => <TableOfContents entries={entries} />],
    ['TableOfContents, open', () => <TableOfContents entries={entries} defaultOpen />],
  ] as const;

  it.each(cases)('%s: the same roles, names and states', async (_, ui) => {
    const { standInView, radixView } = await bothWays(collapsible, ui);
    expect(standInView.find((e) => e.role === 'button')).toBeDefined();
    expect(standInView).toEqual(radixView);
  });

  it.each([
    ['how', '{Enter}'],
    ['how', ' '],
    ['toc', '{Enter}'],
    ['toc', ' '],
  ] as const)('%s: %s opens and closes both alike', async (kind, key) => {
    const pressed = async (radix: boolean) => {
      collapsible.reset(radix ? undefined : new Promise<void>(() => {}));
      if (radix) await collapsible.load();
      const { container } = render(<Controlled kind={kind} />);
      const user = userEvent.setup();
      act(() => screen.getByRole('button').focus());
      await user.keyboard(key);
      const open = accessibleView(container);
      await user.keyboard(key);
      const closed = accessibleView(container);
      cleanup();
      return { open, closed };
    };
    const standIn = await pressed(false);
    expect(standIn.open.find((e) => e.role === 'button')?.aria['aria-expanded']).toBe('true');
    expect(standIn).toEqual(await pressed(true));
  });
});

describe('The swap: the focus goes to Radix in the same task, and only from the stand-in', () => {
  const options = [
    { value: 'single', label: 'Single' },
    { value: 'joint', label: 'Married filing jointly' },
  ];
  const entries = [{ id: 'first', title: 'First section' }];
  const howProps = { formulas: ['RMD = balance ÷ distribution period'], assumptions: [], taxYear: 2026 };
  const cases = [
    [
      'Select',
      select,
      () => <Select label="Filing status" options={options} value="joint" onValueChange={() => {}} />,
      () => screen.getByRole('combobox'),
    ],
    // Slider's stand-in answers the keyboard itself; Radix comes when a pointer reaches for it.
    [
      'Slider',
      slider,
      () => <Slider label="Loan amount" min={0} max={100} value={50} onValueChange={() => {}} />,
      () => screen.getByRole('slider'),
      (el: HTMLElement) => fireEvent.pointerEnter(el.closest('[data-orientation]')!),
    ],
    [
      'TableOfContents',
      collapsible,
      () => <TableOfContents entries={entries} />,
      () => screen.getByRole('button', { name: /table of contents/i }),
    ],
    [
      'HowCalculated',
      collapsible,
      () => <HowCalculated {...howProps} />,
      () => screen.getByRole('button', { name: /how this is calculated/i }),
    ],
  ] as const;

  /**
   * Focuses the stand-in and reaches for it, lets the reader Tab on when `moveOn`, then lets Radix
   * arrive outside act(), as in a browser, and returns what has the focus at the first moment the
   * stand-in is gone (a MutationObserver's callback: before any key the reader presses next).
   */
  async function focusAtSwap(
    primitive: Primitive,
    ui: () => ReactElement,
    find: () => HTMLElement,
    reach: ((el: HTMLElement) => void) | undefined,
    moveOn: boolean,
  ) {
    let arrive!: () => void;
    primitive.reset(new Promise<void>((resolve) => (arrive = resolve)));
    render(
      <>
        {ui()}
        <button type="button">Next field</button>
      </>,
    );
    const standIn = find();
    const before = { role: standIn.getAttribute('role') ?? standIn.tagName, name: accessibleName(standIn) };
    act(() => {
      standIn.focus();
      reach?.(standIn);
    });
    if (moveOn) act(() => screen.getByRole('button', { name: 'Next field' }).focus());
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const atSwap = new Promise<Element | null>((resolve) => {
        const observer = new MutationObserver(() => {
          if (standIn.isConnected) return;
          observer.disconnect();
          resolve(document.activeElement);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      arrive();
      const focused = await atSwap;
      return {
        before,
        focused,
        role: focused?.getAttribute('role') ?? focused?.tagName,
        name: accessibleName(focused),
        standIn,
      };
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  }

  it.each(cases)(
    '%s: the stand-in had the focus, Radix has it as the stand-in goes',
    async (_, primitive, ui, find, reach?: (el: HTMLElement) => void) => {
      const { before, focused, role, name, standIn } = await focusAtSwap(primitive, ui, find, reach, false);
      expect(focused).not.toBe(standIn);
      expect(focused).not.toBe(document.body);
      expect({ role, name }).toEqual(before);
    },
  );

  it.each(cases)(
    '%s: a reader who Tabbed on while Radix loaded keeps their place',
    async (_, primitive, ui, find, reach?: (el: HTMLElement) => void) => {
      const { focused } = await focusAtSwap(primitive, ui, find, reach, true);
      expect(focused).toBe(screen.getByRole('button', { name: 'Next field' }));
    },
  );
});
