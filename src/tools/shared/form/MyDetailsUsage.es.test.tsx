import { render, screen, within } from '@testing-library/react';
import { setLocale } from '../../../i18n/locale';
import { MyDetailsUsage } from './MyDetailsUsage';

describe('MyDetailsUsage in Spanish', () => {
  afterEach(() => setLocale('en'));

  it('names each tool’s fields and how they are worked out in Spanish (the tools’ own catalog words)', () => {
    setLocale('es');
    render(<MyDetailsUsage />);
    const list = screen.getByRole('list', { name: 'Calculadoras y las cifras que toman de Mis datos' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Su edad al final del año tributario: de .+ \(la edad el 31 de diciembre del año tributario elegido en la herramienta\)$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Estado civil para la declaración: de /));
    expect(list).not.toHaveTextContent('Your age at the end of the tax year');
  });

  it('keeps the English words for an English page', () => {
    render(<MyDetailsUsage />);
    const list = screen.getByRole('list', { name: 'Calculators and the figures they fill in from My details' });
    expect(list).toHaveTextContent(
      'Your age at the end of the tax year: from Year you were born (age on 31 December of the tax year chosen in the tool)',
    );
  });
});
