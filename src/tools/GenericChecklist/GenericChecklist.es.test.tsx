import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { GenericChecklist } from './GenericChecklist';
import { ConfigProblem } from '../formula/ConfigProblem';
import { startEachTestWithEmptyStorage } from '../../storage/testing/storageTestKit';

startEachTestWithEmptyStorage();

// The article's Spanish front matter translates the config's words; the component prints its own.
const config = {
  categories: [{ id: 'money', name: 'Dinero' }],
  items: [
    { id: 'budget', title: 'Anote lo que gasta cada mes', priority: 'high', estimated_time: 30, category_id: 'money' },
    {
      id: 'ss',
      title: 'Revise su estado de cuenta del Seguro Social',
      priority: 'medium',
      estimated_time: 15,
      category_id: 'money',
    },
  ],
};

describe('GenericChecklist in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('counts progress in Spanish and words the finished summary, with a Spanish plural of minutes', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<GenericChecklist config={config} title="Lista para la jubilación" />);
    expect(screen.getByText('0 de 2 puntos hechos')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Avance de la lista' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 2 puntos hechos, 0 por ciento',
    );
    expect(screen.getByRole('button', { name: 'Guardar avance' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(await screen.findByRole('heading', { name: '¡Lista terminada!' })).toBeInTheDocument();
    expect(screen.getByText('Usted revisó todos los puntos de esta lista.')).toBeInTheDocument();
    expect(screen.getByText(/^0 minutos$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar de nuevo' })).toBeInTheDocument();
  });

  it('a damaged config says so in Spanish', () => {
    setLocale('es');
    render(<ConfigProblem kind="checklist" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Lo sentimos: esta lista no se puede mostrar porque/);
  });
});
