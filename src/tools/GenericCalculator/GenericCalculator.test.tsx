import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStorageStateForTests, savedCalculationsStore } from '../../storage';
import { GenericCalculator, calculateOutputs } from './GenericCalculator';
import * as m from './messages';
import { withFormulaTrees } from '../formula/formula';
import { calculatorConfigSchema } from './config';
import * as v from 'valibot';

// As the content compiler ships it: each formula's tree beside its text (the broken one has none).
const config = withFormulaTrees(
  {
    inputs: [
      { id: 'savings', label: 'Savings today', type: 'number', unit: '$', default_value: 100000 },
      { id: 'rate', label: 'Yearly growth', type: 'range', unit: '%', min: 0, max: 10, step: 0.5, default_value: 5 },
      { id: 'years', label: 'Years to grow', type: 'number', unit: 'years', default_value: 10, min: 0, max: 50 },
      { id: 'note', label: 'A note', type: 'text', placeholder: 'Anything' },
    ],
    outputs: [
      {
        id: 'future',
        label: 'Savings later',
        formula: 'round(savings * pow(1 + rate / 100, years))',
        display_type: 'currency',
      },
      { id: 'broken', label: 'A broken figure', formula: 'savings.constructor', display_type: 'number' },
      { id: 'share', label: 'Growth share', formula: 'rate * 2', display_type: 'percentage' },
    ],
    disclaimer: 'An estimate for learning only.',
  },
  { strict: false },
);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetStorageStateForTests();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function results() {
  return screen.getByRole('region', { name: 'Your results' });
}

describe('GenericCalculator', () => {
  it('shows "Calculating..." and then the formula results 500 ms later; a failing formula shows 0 with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers();
    render(<GenericCalculator title="Savings Gap" config={config} />);
    expect(within(results()).getByText('Calculating...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(within(results()).queryByText('$162,889')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // 100,000 × 1.05^10 = 162,889.46
    expect(within(results()).getByText('$162,889')).toBeInTheDocument();
    expect(within(results()).getByText('10%')).toBeInTheDocument();
    const broken = within(results()).getByText('A broken figure').parentElement!;
    expect(within(broken).getByText('0')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"broken" could not be calculated'));
    expect(screen.getByText('An estimate for learning only.')).toBeInTheDocument();
    // Every tool explains itself: the output formulas, each name read as its label (the reader never typed "savings").
    expect(within(results()).getByRole('button', { name: 'How this is calculated' })).toBeInTheDocument();
    expect(
      within(results()).getByText(
        'Savings later = round(“Savings today” * pow(1 + “Yearly growth” / 100, “Years to grow”))',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
    // An unknown name and a property stay as written (the formula is refused; nothing is guessed).
    expect(
      within(results()).getByText('A broken figure = “Savings today”.constructor', { exact: false }),
    ).toBeInTheDocument();
  });

  it('waits until typing stops before recalculating (debounce)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<GenericCalculator title="Savings Gap" config={config} />);
    expect(await within(results()).findByText('$162,889')).toBeInTheDocument();
    // Every figure the results show from here on, to prove the half-typed "2" was never calculated.
    const shown: string[] = [];
    const watcher = new MutationObserver(() => shown.push(results().textContent ?? ''));
    watcher.observe(results(), { subtree: true, childList: true, characterData: true });
    const years = screen.getByRole('textbox', { name: /^Years to grow/ });
    // Two keystrokes' changes in one synchronous run: no timer can fire between them, however busy
    // the machine (typing them with userEvent on the real clock let the pause run out under load).
    fireEvent.change(years, { target: { value: '2' } });
    expect(within(results()).getByText('Calculating...')).toBeInTheDocument();
    fireEvent.change(years, { target: { value: '20' } });
    fireEvent.blur(years);
    expect(within(results()).getByText('Calculating...')).toBeInTheDocument();
    // 100,000 × 1.05^20 = 265,329.77
    expect(await within(results()).findByText('$265,330')).toBeInTheDocument();
    expect(within(results()).queryByText('Calculating...')).not.toBeInTheDocument();
    watcher.disconnect();
    // 100,000 × 1.05^2 = 110,250: the figure for "2" years, had the pause not waited for the "0".
    expect(shown.some((text) => text.includes('$110,250'))).toBe(false);
  });

  it('treats blank number input as 0', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<GenericCalculator title="Savings Gap" config={config} />);
    const years = screen.getByRole('textbox', { name: /^Years to grow/ });
    await user.clear(years);
    await user.tab();
    expect(await within(results()).findByText('$100,000')).toBeInTheDocument();
  });

  it('Reset returns inputs to defaults and clears the outputs, then shows the defaults’ results', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<GenericCalculator title="Savings Gap" config={config} />);
    const savings = screen.getByRole('textbox', { name: /^Savings today/ });
    await user.clear(savings);
    await user.type(savings, '200000');
    await user.tab();
    expect(await within(results()).findByText('$325,779')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(savings).toHaveValue('100,000');
    expect(within(results()).queryByText('$325,779')).not.toBeInTheDocument();
    expect(within(results()).getByText('Calculating...')).toBeInTheDocument();
    expect(await within(results()).findByText('$162,889')).toBeInTheDocument();
  });

  it('saves the calculation and says so; downloads under the title', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const createUrl = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('savings-gap-calculation.json');
    });
    render(<GenericCalculator title="Savings Gap" config={config} />);
    await user.click(await screen.findByRole('button', { name: 'Save calculation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Calculation saved successfully!' })).toBeInTheDocument();
    const saved = savedCalculationsStore.read();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ title: 'Savings Gap', outputs: { future: 162889, broken: 0, share: 10 } });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Download data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
  });

  it('"Download a summary" saves the figures and results in words, as on screen (issue H7 §5)', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const blobs: Blob[] = [];
    const OriginalBlob = globalThis.Blob;
    vi.spyOn(globalThis, 'Blob').mockImplementation(function (parts?: BlobPart[], options?: BlobPropertyBag) {
      const blob = new OriginalBlob(parts, options);
      blobs.push(blob);
      return blob;
    } as unknown as typeof Blob);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<GenericCalculator title="Savings Gap" config={config} />);
    await user.click(await screen.findByRole('button', { name: 'Download a summary' }));
    // The summary writer is fetched on the press, so the file follows a moment later.
    await waitFor(() => expect(names).toEqual(['savings-gap-summary.txt']));
    const text = await blobs[blobs.length - 1]!.text();
    expect(text).toMatch(/^Savings Gap: a summary\n/);
    expect(text).toContain('$162,889');
    expect(text).not.toMatch(/\d\.\d{3,}/);
  });

  it('shows the overall error message when something other than a formula fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = v.parse(calculatorConfigSchema, config);
    const hostile = {
      ...parsed,
      outputs: [
        {
          ...parsed.outputs[0]!,
          get tree(): unknown {
            throw new TypeError('boom');
          },
        },
      ],
    };
    expect(() => calculateOutputs(hostile, { savings: 1, rate: 1, years: 1 })).toThrow(TypeError);
    // A config whose inputs cannot be read as a list fails validation: a plain error, no crash.
    render(<GenericCalculator title="Broken" config={{ inputs: 'nope', outputs: [] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/this calculator cannot be shown/);
    expect(m.calculationFailed()).toBe('An error occurred during calculation. Please check your inputs.');
  });

  it('shows the overall failure message in the results when the calculation throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const formula = await import('../formula');
    vi.spyOn(formula, 'evaluateTree').mockImplementation(() => {
      throw new RangeError('unexpected');
    });
    render(<GenericCalculator title="Savings Gap" config={config} />);
    expect(await within(results()).findByText(m.calculationFailed())).toBeInTheDocument();
  });

  it('refuses hostile formulas: the output is 0 and nothing runs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const hostileConfig = withFormulaTrees(
      {
        inputs: [{ id: 'a', label: 'A number', default_value: 2 }],
        outputs: [
          { id: 'x', label: 'Escape', formula: "constructor.constructor('alert(1)')()" },
          { id: 'y', label: 'This', formula: 'this' },
          { id: 'z', label: 'Long', formula: '1+'.repeat(5000) + '1' },
          { id: 'ok', label: 'Double', formula: 'a * 2' },
        ],
      },
      { strict: false },
    );
    // A tree handed over as it is, not from the compiler: checked again before it is walked.
    hostileConfig.outputs.push({
      id: 't',
      label: 'Forged',
      formula: 'a',
      tree: { kind: 'call', name: 'constructor', args: [] },
    } as (typeof hostileConfig.outputs)[number]);
    render(<GenericCalculator title="Hostile" config={hostileConfig} />);
    const region = results();
    expect(await within(region).findByText('4')).toBeInTheDocument();
    expect(within(region).getAllByText('0')).toHaveLength(4);
    expect(alert).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(4);
    vi.unstubAllGlobals();
  });

  it('restores inputs from the tab after a remount', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { unmount } = render(<GenericCalculator title="Savings Gap" config={config} />);
    const note = screen.getByRole('textbox', { name: /^A note/ });
    await user.type(note, 'hello');
    unmount();
    render(<GenericCalculator title="Savings Gap" config={config} />);
    expect(screen.getByRole('textbox', { name: /^A note/ })).toHaveValue('hello');
  });

  it('renders select inputs from the config options', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <GenericCalculator
        title="Pick"
        config={withFormulaTrees({
          inputs: [{ id: 'rate', label: 'Rate', type: 'select', options: [{ value: 3, label: 'Three' }, '4'] }],
          outputs: [{ id: 'o', label: 'Out', formula: 'rate * 10' }],
        })}
      />,
    );
    expect(screen.getByRole('combobox', { name: /^Rate/ })).toHaveTextContent('Three');
    await waitFor(() => expect(within(results()).getByText('30')).toBeInTheDocument());
  });
});
