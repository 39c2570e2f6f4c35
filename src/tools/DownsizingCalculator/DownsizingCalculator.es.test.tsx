import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { DownsizingCalculator } from './DownsizingCalculator';
import { assumptionWords, formulaWords } from './downsizingWords';
import { calculateDownsizing } from '../../finance/home/downsizing';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does).
const en = toolUnderTest(<DownsizingCalculator title="Downsizing" />, 'What downsizing could mean for you');
const es = toolUnderTest(
  <DownsizingCalculator title="Mudarse a una casa más pequeña" />,
  'Lo que podría significar mudarse a una casa más pequeña',
);

/** Every "$…" amount shown, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$\d{1,3}(,\d{3})*(\.\d+)?/g) ?? [];

describe('DownsizingCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the same figures as in English, in Spanish words, with the before-and-after table', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    // 450,000 − 27,000 − 100,000 − 300,000 − 6,000 − 5,000 = 12,000 (downsizing.test.ts).
    expect(within(r).getByRole('group', { name: 'Dinero que le deja la mudanza' })).toHaveTextContent('$12,000');
    expect(within(r).getByText('De inmediato: la mudanza le deja dinero')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Antes y después' })).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Costo mensual total $2,488 $883 $1,604' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Precio de la nueva casa/ })).toHaveValue('300,000');
  });

  it('the engine’s lines, worded: the English the engine wrote before, and the Spanish', () => {
    const r = calculateDownsizing({ sellingCostPercent: 5, buyingCostPercent: 1.5, maintenancePercent: 2 });
    expect(r.assumptions.map(assumptionWords).map((a) => [a.label, a.value])).toEqual([
      ['Selling costs', '5 % of the sale price (agent commission and closing)'],
      ['Buying costs', '1.5 % of the new price'],
      ['Maintenance', '2 % of home value a year'],
      ['Ten-year view', 'no price growth, inflation, investment return or capital gains tax'],
    ]);
    expect(r.formulas.map(formulaWords)[4]).toBe('Ten-year difference = cash freed + monthly savings × 120');
    setLocale('es');
    expect(assumptionWords(r.assumptions[1]!)).toEqual({
      label: 'Costos de la compra',
      value: 'El 1.5% del precio de la nueva casa',
    });
  });
});
