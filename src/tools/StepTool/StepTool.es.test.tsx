import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { resetStorageStateForTests } from '../../storage';
import { withFormulaTrees } from '../formula/formula';
import { StepTool } from './StepTool';

// The steps' words come from the Spanish article's front matter (content/es); the tool's own words from its catalog.
const config = withFormulaTrees({
  completion_message: 'Hable de sus respuestas con alguien de confianza.',
  steps: [
    {
      title: 'Su situación',
      inputs: [{ id: 'age', type: 'number', label: 'Su edad', required: true, default_value: 60 }],
      outputs: [{ id: 'over65', label: 'Ya tiene 65 años o más', display_type: 'boolean', formula: 'age >= 65' }],
      guidance: 'Las primas suben con la edad a la que compra el seguro.',
    },
    {
      title: 'Su decisión',
      inputs: [{ id: 'next', type: 'text', label: 'Mi próximo paso' }],
      outputs: [{ id: 'next', label: 'Su próximo paso', display_type: 'text' }],
    },
  ],
});

beforeEach(() => {
  localStorage.clear();
  resetStorageStateForTests();
});
afterEach(() => setLocale('en'));

describe('StepTool in Spanish', () => {
  it('walks the steps in Spanish and sums them up in Spanish when done', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<StepTool title="¿Debo comprar un seguro de cuidado a largo plazo?" config={config} />);
    expect(screen.getByRole('heading', { name: 'Paso 1: Su situación' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Preguntas del paso 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sus respuestas' })).toBeInTheDocument();
    expect(screen.getByText(/son las más importantes\. Puede seguir sin responderlas\./)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Consejos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('heading', { name: 'Paso 2: Su decisión' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lo que muestran sus respuestas' })).toHaveTextContent(
      'Sin responder todavía',
    );
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(screen.getByRole('heading', { name: '¡Terminó!' })).toBeInTheDocument();
    expect(screen.getByText('Pasos completados').closest('div')).toHaveTextContent('2 de 2');
    expect(screen.getByText('Tiempo que tomó').closest('div')).toHaveTextContent(/\d+ minutos?/);
    const glance = screen.getByRole('region', { name: 'Sus respuestas de un vistazo' });
    expect(within(glance).getByText('Ya tiene 65 años o más')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar de nuevo' })).toBeInTheDocument();
  });
});
