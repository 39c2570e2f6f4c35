import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale';
import { RothConversionCalculator } from './RothConversionCalculator';
import { toolUnderTest } from '../shared/testing/toolTestKit';

// The same inputs give the same figures in both languages (es-US writes money as en-US does). The
// English words are RothConversionCalculator.test.tsx's.
const en = toolUnderTest(
  <RothConversionCalculator title="Roth Conversion Calculator" />,
  'Converting compared with not converting',
);
const es = toolUnderTest(
  <RothConversionCalculator title="Calculadora de conversión a Roth" />,
  'Convertir comparado con no convertir',
);
const withHash = (fields: string) => window.history.replaceState(null, '', `/#tool=roth-conversion&v=1&${fields}`);

/** Every "$…" amount shown in the results, in order. */
const figures = (region: HTMLElement) => region.textContent?.match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe('RothConversionCalculator in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('opens on the same figures as in English, with Spanish labels, verdict and break-even', () => {
    setLocale('en');
    const english = figures(en.renderResults());
    cleanup();
    setLocale('es');
    const r = es.renderResults();
    expect(figures(r)).toEqual(english);
    expect(within(r).getByText('Neutral')).toBeInTheDocument();
    expect(within(r).getByRole('group', { name: 'Beneficio neto de convertir' })).toHaveTextContent('$0');
    expect(within(r).getByText('1 año')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Saldo de su cuenta IRA tradicional/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Estado civil para la declaración/ })).toHaveTextContent('Soltero');
    expect(r).toHaveTextContent('El impuesto usa el tramo que usted eligió.');
  });

  it('words the limits, the Medicare rise and "How this is calculated" in Spanish', async () => {
    withHash('currentAge=63&conversionAmount=50000&otherIncome=180000&filingStatus=marriedJoint');
    setLocale('es');
    const { user } = es.renderTool();
    const r = es.results();
    expect(r).toHaveTextContent(
      'Sus ingresos de 2026 fijan sus primas de Medicare de 2028. La conversión los lleva por encima de un límite, así que esas primas suben $2,297 para los dos ese año.',
    );
    expect(r).toHaveTextContent('El último dólar que convierte paga un impuesto del 22%.');
    await user.click(within(r).getByRole('button', { name: 'Cómo se calcula' }));
    // Its words are fetched after the first draw (RothHowCalculated.tsx): here at idle, or on the press.
    await within(r).findByText('Impuesto en la jubilación');
    expect(r).toHaveTextContent('Beneficio neto = valor de la Roth − valor de la tradicional');
    expect(r).not.toHaveTextContent(/Tax on conversion|Growth/);
  });
});
