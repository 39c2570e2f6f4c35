import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { HomeModificationPlanner } from './HomeModificationPlanner';
import { resultsRegion, startEachTestFresh } from '../shared/testing/toolTestKit';

startEachTestFresh();

const results = resultsRegion('Su plan de cambios');

describe('HomeModificationPlanner in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('names the items, categories and timeline in Spanish, and words the SPEC §8 budget message with the same figures', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<HomeModificationPlanner title="Planificador de cambios en el hogar" />);
    expect(screen.getByRole('group', { name: 'Baño' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Presupuesto/ })).toHaveValue('5,000');
    expect(screen.getByRole('combobox', { name: /^Plazo/ })).toHaveTextContent('6 meses');
    expect(
      within(results()).getByText('Todavía no eligió ningún cambio. Elija cambios para armar su plan.'),
    ).toBeInTheDocument();

    // Grab bars (150) high + stair lift (3,000): $1,850 of the 5,000 left, as in English (homeModification.test.ts).
    await user.click(screen.getByRole('button', { name: /^Barras de apoyo/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prioridad de Barras de apoyo' }), 'high');
    await user.click(screen.getByRole('button', { name: /^Silla salvaescaleras/ }));
    expect(within(results()).getByText('Dentro del presupuesto: quedan $1,850')).toBeInTheDocument();
    expect(within(results()).getByText('2 cambios elegidos.')).toBeInTheDocument();
    expect(within(results()).getByRole('heading', { name: 'Inmediata (0 a 1 semana)' })).toBeInTheDocument();
    expect(within(results()).getByText('Barras de apoyo: $150')).toBeInTheDocument();
  });
});
