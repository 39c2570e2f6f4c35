import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { InheritedIraCalculator } from './InheritedIraCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does). The
// English words are InheritedIraCalculator.test.tsx's.
const en = toolUnderTest(
  <InheritedIraCalculator title="Inherited IRA Calculator" />,
  'What you must take from the inherited account',
);
const es = toolUnderTest(
  <InheritedIraCalculator title="Calculadora de IRA heredada" />,
  'Lo que debe sacar de la cuenta heredada',
);

/** The figures of the results, in order: every "$…" amount shown. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe('InheritedIraCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the same minimum as in English, in Spanish words: the rule, the deadline, the reasons, the table', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    expect(within(r).getAllByText('Regla de los 10 años, con un mínimo anual')[0]).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Su mínimo de 2026' })).toHaveTextContent('$7,102');
    expect(within(r).getByText('31 de diciembre de 2034')).toBeInTheDocument();
    expect(within(r).getByText(/^Como nació en 1948, las RMD del dueño empezaban a los 70½ años/)).toHaveTextContent(
      'era el 1 de abril de 2020. Morir en 2024 cuenta como morir en esa fecha o después.',
    );
    expect(within(r).getByText(/^Si no saca la distribución mínima de 2026/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^El mínimo de cada año/ });
    expect(within(table).getByRole('columnheader', { name: 'Mínimo que debe sacar' })).toBeInTheDocument();
    expect(within(table).getByText('Último año: saque el resto')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: '¿Qué relación tiene usted con el dueño de la cuenta?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Otra persona, como un hijo adulto o un nieto' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cómo se calcula' })).toBeInTheDocument();
  });
});
