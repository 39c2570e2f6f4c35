import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages. The English words are SocialSecurityCalculator.test.tsx's.
const tool = <SocialSecurityCalculator title="Calculadora de la edad para solicitar el Seguro Social" />;
const en = toolUnderTest(tool, 'Your claiming choices');
const es = toolUnderTest(tool, 'Sus opciones para solicitar');
const esCouple = toolUnderTest(tool, 'Sus opciones para solicitar como pareja');
const save = (data: Record<string, unknown>) =>
  localStorage.setItem('tool-inputs-social-security', JSON.stringify({ v: 1, data }));

/** The figures of the results, in order: every "$…" amount shown. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$\d{1,3}(,\d{3})*(\.\d+)?/g) ?? [];

describe('SocialSecurityCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the same table figures as in English, in Spanish words: labels, table, summary, explanation', () => {
    setLocale('en');
    const english = figures(en.renderResults().querySelector('table')!);
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r.querySelector('table')!)).toEqual(english);
    expect(within(r).getByRole('group', { name: 'Su plena edad de jubilación' })).toHaveTextContent('67 años');
    const table = within(r).getByRole('table', { name: 'Su beneficio mensual a cada edad de solicitud' });
    expect(within(table).getByRole('row', { name: /^62 años / })).toHaveTextContent('$1,400');
    expect(within(r).getByText(/Esta herramienta no le recomienda una edad/)).toBeInTheDocument();
    expect(within(r).getByText(/^Esperar de 62 a 70 le conviene si vive más de \d+ años/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Año en que nació/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Su Seguro Social' })).toBeInTheDocument();
    expect(screen.getByText('Calcúlelo con su historial de ingresos')).toBeInTheDocument();
  });

  it('the couple view in Spanish: the best pair, why, and if one of us dies', async () => {
    save({
      mode: 'couple',
      birthYear: 1964,
      birthMonth: 1,
      spouseBirthYear: 1964,
      spouseBirthMonth: 1,
      fraBenefit: 2400,
      spouseFraBenefit: 900,
      yourDeathAge: 90,
      spouseDeathAge: 90,
      realDiscountPercent: 0,
      whoDies: 'you',
      dyingAge: 80,
    });
    setLocale('es');
    esCouple.renderTool();
    const r = esCouple.results();
    const card = await within(r).findByRole('group', { name: 'La mejor combinación de edades de solicitud' });
    expect(card).toHaveTextContent(/Usted a los 70 años/);
    expect(within(r).getByRole('heading', { name: 'Por qué esta combinación' })).toBeInTheDocument();
    expect(within(r).getByText(/^Si usted muere a los 80 años, su cónyuge tiene 80 años/)).toBeInTheDocument();
    expect(within(r).getByRole('table', { name: 'Lo que pierden las otras combinaciones' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Si uno de nosotros muere' })).toBeInTheDocument();
  });
});
