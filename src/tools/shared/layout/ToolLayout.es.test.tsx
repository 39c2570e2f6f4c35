import { render, screen } from '@testing-library/react';
import { setLocale } from '../../../i18n/locale';
import { ToolLayout, StaleNote } from './ToolLayout';
import { exampleHint } from '../form/ToolField';
import { formatComparisonValue, compareResults } from '../scenarios/scenarios';
import { textSummary } from './textSummary';

describe('shared tool parts in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('the form, the link to the results, the stale note and the Example tag read in Spanish', () => {
    setLocale('es');
    render(
      <>
        <ToolLayout toolId="rmd" inputs={<p>{exampleHint('En dólares.')}</p>} results={<StaleNote stale />} />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los resultados' })).toBeInTheDocument();
    expect(
      screen.getByText('Usted cambió algunos datos. Oprima Calcular para poner al día estos resultados.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ejemplo')).toBeInTheDocument();
  });

  it('a comparison words yes, differences and percentage points in Spanish; money keeps its figures', () => {
    setLocale('es');
    expect(formatComparisonValue(true, {})).toBe('Sí');
    expect(formatComparisonValue(null, {})).toBe('No lo escribió');
    const rows = compareResults(
      [
        { key: 'rate', label: 'Tasa', format: { style: 'percent', digits: 0 } },
        { key: 'rmd', label: 'RMD', format: { style: 'currency' } },
      ],
      { rate: 4, rmd: 1000 },
      { rate: 5, rmd: 1000 },
    );
    expect(rows.map((row) => row.difference)).toEqual(['+1 punto porcentual', 'Sin diferencia']);
  });

  it('the downloaded summary is in Spanish, with the date as Spanish writes it', () => {
    setLocale('es');
    const summary = textSummary({
      title: 'Calculadora de RMD',
      date: '2026-11-22',
      fields: [{ key: 'age', label: 'Su edad' }],
      inputs: { age: 73 },
      examples: new Set(['age']),
      sections: [],
    });
    expect(summary).toContain('Hecho con Evergreen el 22 de noviembre de 2026.');
    expect(summary).toContain('Sus cifras\n- Su edad: 73 (ejemplo)');
  });
});
