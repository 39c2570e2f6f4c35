import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  howCalculatedWith,
  inDollarsOf,
  summaryInDollarsOf,
  todaysDollarsView,
  TodaysDollarsToggle,
} from './TodaysDollars';
import { inflationAssumption } from '../../../finance/core/todaysDollars';
import { setLocale } from '../../../i18n/locale';

function Stateful({ inflationPercent }: { inflationPercent?: number }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <TodaysDollarsToggle checked={on} onCheckedChange={setOn} baseYear={2026} inflationPercent={inflationPercent} />
      <p>{on ? 'real' : 'nominal'}</p>
    </>
  );
}

describe('TodaysDollarsToggle', () => {
  it('is a labelled checkbox whose description names the year, the rate and its source', () => {
    render(<Stateful />);
    const box = screen.getByRole('checkbox', { name: 'Show in today’s dollars' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      /in 2026 dollars.*2% a year \(the Federal Reserve’s long-run inflation goal; the full source is under “How this is calculated”\)/,
    );
  });

  it('toggles with Space from the keyboard and with a click on its words', async () => {
    const user = userEvent.setup();
    render(<Stateful />);
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('real')).toBeInTheDocument();
    await user.click(screen.getByText('Show in today’s dollars'));
    expect(screen.getByText('nominal')).toBeInTheDocument();
  });

  it('uses the tool’s own rate where it has one', () => {
    render(<Stateful inflationPercent={3.5} />);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/3\.5% a year \(the inflation rate you entered;/);
  });
});

describe('helpers', () => {
  it('words: "in 2026 dollars", and the summary says which dollars only when on', () => {
    expect(inDollarsOf(2026)).toBe('in 2026 dollars');
    expect(summaryInDollarsOf(2026, 'Your HSA could hold $1.')).toBe('In 2026 dollars: Your HSA could hold $1.');
    expect(summaryInDollarsOf(null, 'Your HSA could hold $1.')).toBe('Your HSA could hold $1.');
  });

  it('adds the conversion and its source to "How this is calculated" only when on', () => {
    const explained = { formulas: ['a = b'], assumptions: [{ label: 'x', value: 'y' }] };
    expect(howCalculatedWith(explained, null)).toEqual(explained);
    const on = howCalculatedWith(explained, { baseYear: 2026, assumption: inflationAssumption(), what: 'Balances' });
    expect(on.formulas).toEqual(['a = b', 'Balances in 2026 dollars = amount ÷ (1 + 2%)^(years after 2026)']);
    expect(on.assumptions[1]).toMatchObject({ label: 'Today’s dollars', source: expect.stringContaining('FOMC') });
  });
});

describe('todaysDollarsView', () => {
  it('words every place the one choice shows: labels, the summary and the conversion in How this is calculated', () => {
    const explained = { formulas: ['a = b'], assumptions: [{ label: 'x', value: 'y' }] };
    const on = todaysDollarsView(2026, inflationAssumption());
    expect(on.dollars).toBe(`, ${inDollarsOf(2026)}`);
    expect(on.summary('Total $1.')).toBe(summaryInDollarsOf(2026, 'Total $1.'));
    expect(on.howCalculated(explained, 'Balances')).toEqual(
      howCalculatedWith(explained, { baseYear: 2026, assumption: inflationAssumption(), what: 'Balances' }),
    );
    const off = todaysDollarsView(null, inflationAssumption());
    expect(off.dollars).toBe('');
    expect(off.summary('Total $1.')).toBe('Total $1.');
    expect(off.howCalculated(explained, 'Balances')).toEqual(explained);
  });
});

describe('in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('the checkbox, its hint and the words around the figures', () => {
    setLocale('es');
    render(<Stateful />);
    const box = screen.getByRole('checkbox', { name: 'Mostrar en dólares de hoy' });
    expect(box).toHaveAccessibleDescription(
      /^Las cantidades de años futuros se muestran en dólares de 2026: .*un 2% al año \(la meta de inflación a largo plazo de la Reserva Federal;/,
    );
    expect(inDollarsOf(2026)).toBe('en dólares de 2026');
    expect(summaryInDollarsOf(2026, 'Su HSA podría tener $1.')).toBe('En dólares de 2026: Su HSA podría tener $1.');
    const on = howCalculatedWith(
      { formulas: [], assumptions: [] },
      { baseYear: 2026, assumption: inflationAssumption(), what: 'Los saldos' },
    );
    expect(on.formulas).toEqual(['Los saldos en dólares de 2026 = cantidad ÷ (1 + 2%)^(años después de 2026)']);
    expect(on.assumptions[0]).toMatchObject({ label: 'Dólares de hoy' });
    // A rate the reader entered is named in Spanish, in the hint and as the conversion's source.
    const entered = howCalculatedWith(
      { formulas: [], assumptions: [] },
      { baseYear: 2026, assumption: inflationAssumption(3), what: 'Los saldos' },
    );
    expect(entered.assumptions[0]).toMatchObject({ source: 'la tasa de inflación que usted escribió' });
  });

  it('names a rate the reader entered in Spanish', () => {
    setLocale('es');
    render(<Stateful inflationPercent={3.5} />);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      /un 3\.5% al año \(la tasa de inflación que usted escribió;/,
    );
  });
});
