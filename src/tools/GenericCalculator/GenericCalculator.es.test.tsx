import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../i18n/locale';
import { resetStorageStateForTests } from '../../storage';
import { withFormulaTrees } from '../formula/formula';
import { GenericCalculator } from './GenericCalculator';

// The config's words come from the Spanish article's front matter (content/es); the tool's own words
// from its catalog. 100,000 growing 5 % for 10 years is $162,889 (GenericCalculator.test.tsx).
const config = withFormulaTrees({
  inputs: [
    { id: 'savings', label: 'Ahorros de hoy', type: 'number', unit: '$', default_value: 100000 },
    { id: 'rate', label: 'Crecimiento anual', type: 'range', unit: '%', min: 0, max: 10, step: 0.5, default_value: 5 },
    { id: 'years', label: 'Años de crecimiento', type: 'number', unit: 'years', default_value: 10, min: 0, max: 50 },
    { id: 'gap', label: 'Brecha', type: 'number', unit: 'dollars', default_value: 0 },
  ],
  outputs: [
    {
      id: 'future',
      label: 'Ahorros más adelante',
      formula: 'round(savings * pow(1 + rate / 100, years))',
      display_type: 'currency',
    },
  ],
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetStorageStateForTests();
  window.history.replaceState(null, '', '/');
});
afterEach(() => setLocale('en'));

describe('GenericCalculator in Spanish', () => {
  it('frames the article’s figures in Spanish: fieldset, results, buttons, units and how it is calculated', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<GenericCalculator title="Calculadora de la brecha" config={config} />);
    expect(screen.getByRole('group', { name: 'Sus cifras' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Sus resultados' });
    expect(await within(results).findByText('$162,889')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Brecha/ }).closest('div')?.parentElement).toHaveTextContent('dólares');
    expect(within(results).getByRole('button', { name: 'Guardar el cálculo' })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Descargar un resumen' })).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Cómo se calcula' }));
    // The formula reads in the article's labels: no English variable name (savings, rate, years) on a Spanish page.
    expect(results).toHaveTextContent(
      'Ahorros más adelante = round(“Ahorros de hoy” * pow(1 + “Crecimiento anual” / 100, “Años de crecimiento”))',
    );
    expect(results).not.toHaveTextContent(/\bsavings\b/);
    expect(results).toHaveTextContent('Las casillas en blanco o sin un número');
    await user.click(within(results).getByRole('button', { name: 'Guardar el cálculo' }));
    expect(await screen.findByText('Se guardó el cálculo.')).toBeInTheDocument();
  });
});
