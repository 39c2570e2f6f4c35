import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as kit from './index';
import { loadDialogImplementation } from './Dialog/Dialog';
import { loadRadixSelect, resetRadixSelectForTests } from './Select/Select';
import { loadRadixSlider, resetRadixSliderForTests } from './Slider/Slider';
import { loadRadixCollapsible, resetRadixCollapsibleForTests } from './useLazyCollapsible';

/**
 * One API style for the whole kit (docs/CONVENTIONS.md, "Kit components"): every component is a
 * plain function (React 19 passes `ref` as a prop; no `forwardRef`), its props extend those of the
 * element it renders, and `ref`, `className` and any other prop (`data-*`, `aria-*`) land together
 * on that one element: the root, or the control itself for an input. Its own class stays: the
 * caller's is added with `cx`.
 */

const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx', '!./**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What every case is given: a class, an attribute and a ref, which must all reach one element. */
interface Probe {
  className: string;
  'data-testid': string;
  ref: (node: Element | null) => void;
}

const noop = () => undefined;

/** Each public component with the fewest props it renders with, and the tag its props land on. */
const cases: ReadonlyArray<readonly [name: string, tag: string, render: (p: Probe) => ReactElement]> = [
  ['AppShell', 'div', (p) => <kit.AppShell {...p}>Page</kit.AppShell>],
  ['Badge', 'span', (p) => <kit.Badge {...p}>Calculator</kit.Badge>],
  ['Breadcrumb', 'nav', (p) => <kit.Breadcrumb {...p} items={[{ label: 'Home', to: '/' }, { label: 'RMD' }]} />],
  ['Button', 'button', (p) => <kit.Button {...p}>Calculate</kit.Button>],
  ['CallToAction', 'section', (p) => <kit.CallToAction {...p} heading="Next" buttons={[{ label: 'Go' }]} />],
  [
    'Chart',
    'section',
    (p) => (
      <kit.Chart
        {...p}
        title="Balance"
        summary="It grows."
        kind="line"
        data={[{ age: 70, balance: 1 }]}
        xKey="age"
        xLabel="Age"
        series={[{ key: 'balance', label: 'Balance', format: { style: 'currency' } }]}
      />
    ),
  ],
  // Once its code has arrived (vitest.setup.ts loads it), as the chart itself.
  [
    'LazyChart',
    'section',
    (p) => (
      <kit.LazyChart
        {...p}
        title="Balance"
        summary="It grows."
        kind="line"
        data={[{ age: 70, balance: 1 }]}
        xKey="age"
        xLabel="Age"
        series={[{ key: 'balance', label: 'Balance', format: { style: 'currency' } }]}
      />
    ),
  ],
  ['Checkbox', 'input', (p) => <kit.Checkbox {...p} label="Done" checked={false} onCheckedChange={noop} />],
  [
    'RadioGroup',
    'fieldset',
    (p) => <kit.RadioGroup {...p} label="Who?" options={[{ value: 'a', label: 'A' }]} value="a" onValueChange={noop} />,
  ],
  ['Checklist', 'div', (p) => <kit.Checklist {...p} items={[]} onToggle={noop} onNotesChange={noop} />],
  [
    'ConfirmDialog',
    'div',
    (p) => <kit.ConfirmDialog {...p} open onOpenChange={noop} title="Delete?" message="Sure?" onConfirm={noop} />,
  ],
  [
    'DataTable',
    'div',
    (p) => (
      <kit.DataTable
        {...p}
        caption="Rows"
        columns={[{ header: 'Year', cell: (row: string) => row }]}
        rows={['2026']}
        rowKey={(row) => row}
      />
    ),
  ],
  ['DateInput', 'input', (p) => <kit.DateInput {...p} label="Date" value="" onValueChange={noop} />],
  ['Dialog', 'div', (p) => <kit.Dialog {...p} open onOpenChange={noop} title="About" />],
  ['Disclaimer', 'div', (p) => <kit.Disclaimer {...p} />],
  ['ErrorSummary', 'div', (p) => <kit.ErrorSummary {...p} errors={[{ fieldId: 'age', message: 'Enter your age' }]} />],
  [
    'Field',
    'div',
    (p) => (
      <kit.Field {...p} label="Age">
        {(control) => <input {...control} />}
      </kit.Field>
    ),
  ],
  ['Frame', 'section', (p) => <kit.Frame {...p} title="RMD calculator" />],
  ['HowCalculated', 'div', (p) => <kit.HowCalculated {...p} formulas={['a = b']} assumptions={[]} />],
  ['LinkList', 'nav', (p) => <kit.LinkList {...p} title="Related" links={[{ label: 'RMD', to: '/tools/rmd' }]} />],
  ['LiveRegion', 'div', (p) => <kit.LiveRegion {...p} visuallyHidden />],
  ['MoneyInput', 'input', (p) => <kit.MoneyInput {...p} label="Balance" value={1} onValueChange={noop} />],
  ['Notice', 'div', (p) => <kit.Notice {...p} open onOpenChange={noop} message="Saved." />],
  ['NumberInput', 'input', (p) => <kit.NumberInput {...p} label="Age" value={70} onValueChange={noop} />],
  ['ProgressBar', 'div', (p) => <kit.ProgressBar {...p} value={50} />],
  ['Recommendations', 'section', (p) => <kit.Recommendations {...p} items={['Check your beneficiaries.']} />],
  ['ResultCard', 'div', (p) => <kit.ResultCard {...p} label="Withdrawal" value={100} />],
  ['ResultList', 'dl', (p) => <kit.ResultList {...p} items={[{ label: 'Withdrawal', value: 100 }]} />],
  ['ResultsRegion', 'section', (p) => <kit.ResultsRegion {...p} />],
  [
    'Select',
    'button',
    (p) => <kit.Select {...p} label="Filing" options={[{ value: 'a', label: 'A' }]} value="a" onValueChange={noop} />,
  ],
  ['SkipLink', 'a', (p) => <kit.SkipLink {...p} />],
  ['Slider', 'span', (p) => <kit.Slider {...p} label="Rate" value={5} min={0} max={10} onValueChange={noop} />],
  [
    'StatusBadge',
    'span',
    (p) => (
      <kit.StatusBadge {...p} tone="success">
        On track
      </kit.StatusBadge>
    ),
  ],
  ['StepIndicator', 'div', (p) => <kit.StepIndicator {...p} current={1} total={3} />],
  ['TableOfContents', 'nav', (p) => <kit.TableOfContents {...p} entries={['Overview']} />],
  ['TagList', 'ul', (p) => <kit.TagList {...p} tags={['tax']} />],
  ['TextInput', 'input', (p) => <kit.TextInput {...p} label="Name" value="" onValueChange={noop} />],
  ['Textarea', 'textarea', (p) => <kit.Textarea {...p} label="Notes" value="" onValueChange={noop} />],
  ['VisuallyHidden', 'span', (p) => <kit.VisuallyHidden {...p}>Hidden</kit.VisuallyHidden>],
];

/** The components that render a stand-in until Radix arrives: checked both ways. */
const radixBacked = new Set(['HowCalculated', 'Select', 'Slider', 'TableOfContents']);

async function expectOneElement(name: string, tag: string, element: (p: Probe) => ReactElement) {
  let refNode: Element | null = null;
  render(element({ className: 'from-caller', 'data-testid': 'probe', ref: (node) => (refNode = node) }));
  const target = await screen.findByTestId('probe');
  expect(target.tagName.toLowerCase(), `${name}: the element its props land on`).toBe(tag);
  expect(target, `${name}: className lands with data-testid`).toHaveClass('from-caller');
  expect(target.classList.length, `${name}: keeps its own class beside the caller's`).toBeGreaterThan(1);
  expect(refNode, `${name}: ref is the element with data-testid`).toBe(target);
}

afterEach(cleanup);

describe('the kit has one API style', () => {
  it('uses no forwardRef: ref is a plain prop in React 19', () => {
    const withForwardRef = Object.entries(sources)
      .filter(([, text]) => /\bforwardRef\b/.test(text))
      .map(([file]) => file);
    expect(Object.keys(sources).length).toBeGreaterThan(35);
    expect(withForwardRef).toEqual([]);
  });

  it('lists every component the kit exports', () => {
    const exported = Object.entries(kit)
      .filter(([name, value]) => typeof value === 'function' && /^[A-Z][a-z]/.test(name))
      .map(([name]) => name)
      .sort();
    expect(cases.map(([name]) => name).sort()).toEqual(exported);
  });

  describe('with Radix loaded (as after the first touch, and as vitest.setup.ts starts)', () => {
    beforeAll(async () => {
      await Promise.all([loadDialogImplementation(), loadRadixSelect(), loadRadixSlider(), loadRadixCollapsible()]);
    });

    it.each(cases)('%s puts ref, className and the rest on its <%s>', expectOneElement);
  });

  describe('as a stand-in, before Radix loads', () => {
    beforeAll(() => {
      resetRadixSelectForTests();
      resetRadixSliderForTests();
      resetRadixCollapsibleForTests();
    });

    it.each(cases.filter(([name]) => radixBacked.has(name)))('%s puts them on its <%s> too', expectOneElement);
  });
});
