import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStorageStateForTests, savedToolsStore, toolProgressStore } from '../../storage';
import { StepTool, percentComplete } from './StepTool';
import { typeInto } from '../shared/testing/toolTestKit';
import { withFormulaTrees } from '../formula/formula';

const TITLE = 'Should I buy long-term care insurance?';
const config = withFormulaTrees(
  {
    description: 'A short decision tool.',
    completion_message: 'Talk your answers through with someone you trust.',
    steps: [
      {
        title: 'Your situation',
        description: 'Start with the basics.',
        inputs: [
          { id: 'age', type: 'number', label: 'Your age', required: true, default_value: 60 },
          { id: 'name', type: 'text', label: 'Your first name', placeholder: 'Optional' },
          { id: 'married', type: 'checkbox', label: 'I am married or have a partner' },
        ],
        outputs: [
          { id: 'married', label: 'Planning for two', display_type: 'boolean' },
          { id: 'over65', label: 'Already 65 or older', display_type: 'boolean', formula: 'age >= 65' },
        ],
        guidance: 'Premiums rise with the age you buy at.',
      },
      {
        title: 'Your money',
        inputs: [
          { id: 'assets', type: 'number', label: 'Savings and investments', unit: 'dollars', default_value: 0 },
          { id: 'reviewDate', type: 'date', label: 'When you last reviewed your plan' },
          {
            id: 'health',
            type: 'select',
            label: 'Your health',
            options: [
              { value: 'good', label: 'Good' },
              { value: 'poor', label: 'Poor' },
            ],
          },
        ],
        outputs: [
          {
            id: 'years',
            label: 'Years of care your savings could pay for',
            display_type: 'number',
            formula: 'round(assets / 100000, 1)',
          },
        ],
      },
      {
        title: 'Your decision',
        inputs: [],
        outputs: [
          {
            id: 'broken',
            label: 'A broken figure',
            display_type: 'number',
            formula: "constructor.constructor('alert(1)')()",
          },
        ],
      },
    ],
  },
  { strict: false },
);

beforeEach(() => {
  localStorage.clear();
  resetStorageStateForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StepTool', () => {
  it('shows step 1 of 3 with description, inputs, outputs and guidance; Previous is disabled', () => {
    render(<StepTool title={TITLE} config={config} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Step 1:\s?Your situation/ })).toBeInTheDocument();
    expect(screen.getByText('Start with the basics.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your age.*\(required\)/ })).toHaveValue('60');
    expect(screen.getByText('Premiums rise with the age you buy at.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('progressbar', { name: 'Tool progress' })).toHaveAttribute('aria-valuenow', '0');
    const outputs = screen.getByRole('region', { name: 'What your answers show' });
    expect(within(within(outputs).getByText('Planning for two').parentElement!).getByText('No')).toBeInTheDocument();
  });

  it('boolean outputs show Yes/No from the answer with the same id and from formulas', async () => {
    const user = userEvent.setup();
    render(<StepTool title={TITLE} config={config} />);
    await user.click(screen.getByRole('checkbox', { name: /I am married/ }));
    await typeInto(user, /Your age/, '70');
    const outputs = screen.getByRole('region', { name: 'What your answers show' });
    expect(within(within(outputs).getByText('Planning for two').parentElement!).getByText('Yes')).toBeInTheDocument();
    expect(
      within(within(outputs).getByText('Already 65 or older').parentElement!).getByText('Yes'),
    ).toBeInTheDocument();
  });

  it('Next marks the step completed, moves focus to the new heading, and saves progress; Previous goes back', async () => {
    const user = userEvent.setup();
    render(<StepTool title={TITLE} config={config} />);
    await user.type(screen.getByRole('textbox', { name: /Your first name/ }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Step 2:\s?Your money/ })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Tool progress' })).toHaveAttribute('aria-valuenow', '33');
    const stored = toolProgressStore(TITLE).read();
    expect(stored).toMatchObject({
      currentStep: 1,
      completedSteps: [0],
      isComplete: false,
      stepData: { '0': { name: 'Ann' } },
    });
    expect(localStorage.getItem(`tool-progress-${TITLE}`)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: /Step 1:\s?Your situation/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Your first name/ })).toHaveValue('Ann');
  });

  it('computes formula outputs over all step data and treats blank numbers as 0', async () => {
    const user = userEvent.setup();
    render(<StepTool title={TITLE} config={config} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const assets = screen.getByRole('textbox', { name: /Savings and investments/ });
    await user.type(assets, '250000');
    await user.tab();
    const outputs = screen.getByRole('region', { name: 'What your answers show' });
    expect(within(outputs).getByText('2.5')).toBeInTheDocument();
    expect(within(outputs).getByRole('button', { name: 'How this is calculated' })).toBeInTheDocument();
    expect(
      within(outputs).getByText('Years of care your savings could pay for = round(assets / 100000, 1)', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await user.clear(assets);
    await user.tab();
    expect(within(outputs).getByText('0')).toBeInTheDocument();
  });

  it('restores saved progress on load', () => {
    toolProgressStore(TITLE).write({
      currentStep: 1,
      completedSteps: [0],
      stepData: { '1': { assets: 500000 } },
      isComplete: false,
      startTime: new Date().toISOString(),
    });
    resetStorageStateForTests();
    render(<StepTool title={TITLE} config={config} />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Savings and investments/ })).toHaveValue('500,000');
  });

  it('starts fresh with a warning when the saved progress is junk', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(`tool-progress-${TITLE}`, '{"v":1,"data":{"currentStep":"two"}}');
    render(<StepTool title={TITLE} config={config} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('the last step says Complete and finishes the tool: summary, minutes, steps, data points, Save, Download, Start Over', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const start = new Date('2026-01-01T10:00:00Z').getTime();
    toolProgressStore(TITLE).write({
      currentStep: 2,
      completedSteps: [0, 1],
      stepData: { '0': { name: 'Ann', age: 67 }, '1': { assets: 300000 } },
      isComplete: false,
      startTime: start,
    });
    resetStorageStateForTests();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: start + 12.6 * 60000 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<StepTool title={TITLE} config={config} />);
    expect(within(screen.getByRole('region', { name: 'What your answers show' })).getByText('0')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"broken" could not be calculated'));
    expect(alert).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByRole('heading', { name: 'Tool Complete!' })).toHaveFocus();
    expect(screen.getByText('Talk your answers through with someone you trust.')).toBeInTheDocument();
    const row = (label: string) => within(screen.getByText(label).parentElement!);
    expect(row('Time taken').getByText('13 minutes')).toBeInTheDocument();
    expect(row('Steps completed').getByText('3 of 3')).toBeInTheDocument();
    expect(row('Data points collected').getByText('3')).toBeInTheDocument();
    expect(toolProgressStore(TITLE).read()).toMatchObject({ isComplete: true });

    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tool progress saved successfully!' })).toBeInTheDocument();
    expect(savedToolsStore.read()[0]).toMatchObject({
      title: TITLE,
      isComplete: true,
      completedSteps: [0, 1],
      description: 'A short decision tool.',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(names).toEqual(['should-i-buy-long-term-care-insurance-tool-progress.json']));

    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(localStorage.getItem(`tool-progress-${TITLE}`)).toBeNull();
    vi.unstubAllGlobals();
  });

  it('Save Progress keeps a snapshot and says so', async () => {
    const user = userEvent.setup();
    render(<StepTool title={TITLE} config={config} />);
    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByRole('alertdialog', { name: 'Tool progress saved successfully!' })).toBeInTheDocument();
    expect(savedToolsStore.read()).toHaveLength(1);
  });

  it('Reset Tool asks first, then clears answers and the saved progress', async () => {
    const user = userEvent.setup();
    render(<StepTool title={TITLE} config={config} />);
    await user.type(screen.getByRole('textbox', { name: /Your first name/ }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Reset Tool' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this tool?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Tool' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, reset' }));
    await act(async () => {});
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your first name/ })).toHaveValue('');
    expect(localStorage.getItem(`tool-progress-${TITLE}`)).toBeNull();
  });

  it('shows a plain error for a config it cannot use', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<StepTool title="Bad" config={{ steps: [] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/this tool cannot be shown/);
  });
});

describe('percentComplete', () => {
  it('counts completed steps plus one when finished (SPEC §4 defines percent complete this way)', () => {
    expect(percentComplete({ completedSteps: [], isComplete: false }, 4)).toBe(0);
    expect(percentComplete({ completedSteps: [0, 1], isComplete: false }, 4)).toBe(50);
    expect(percentComplete({ completedSteps: [0, 1, 2], isComplete: true }, 4)).toBe(100);
    expect(percentComplete({ completedSteps: [], isComplete: false }, 0)).toBe(0);
  });
});
