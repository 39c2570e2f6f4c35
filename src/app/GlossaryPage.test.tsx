import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import glossary from '../../content/glossary.json';
import { setLocale } from '../i18n/locale';
import { GlossaryPage } from './GlossaryPage';

describe('GlossaryPage', () => {
  it('lists every term with its own anchor, definition and source, in A–Z order', () => {
    const { container } = render(<GlossaryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeInTheDocument();
    for (const term of glossary.terms) expect(container.querySelector(`[id="${term.id}"]`), term.id).not.toBeNull();
    const irmaa = container.querySelector('#irmaa')!;
    expect(irmaa).toHaveTextContent(/IRMAA \(income-related monthly adjustment amount\)/);
    expect(irmaa).toHaveTextContent(/Source: Social Security Act/);
    const names = [...container.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  afterEach(() => setLocale('en'));

  it('shows the Spanish glossary to a Spanish reader, in Spanish A–Z order', () => {
    setLocale('es');
    const { container } = render(<GlossaryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Glosario' })).toBeInTheDocument();
    const irmaa = container.querySelector('#irmaa')!;
    expect(irmaa).toHaveTextContent(/Ajuste mensual relacionado con los ingresos \(IRMAA\)/);
    expect(irmaa).not.toHaveTextContent(/income-related monthly adjustment amount \(IRMAA\)|Source:/);
    const names = [...container.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es-US')));
  });
});
