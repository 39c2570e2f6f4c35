import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../i18n/locale';
import { FieldTerm, fieldTermTitle, loadFieldTermDefinitions } from './FieldTerm';
import { termInLabel } from './fieldTermMatcher';

describe('FieldTerm', () => {
  it('finds the glossary term a label holds, and nothing in a label without one', () => {
    expect(termInLabel('HSA balance today')?.term.id).toBe('hsa');
    expect(termInLabel('Medicare Part B premium (per month)')?.term.id).toBe('part-b');
    expect(termInLabel('Your age')).toBeUndefined();
  });

  it('asks "What is …?" of a name and "What does … mean?" of other words', () => {
    expect(fieldTermTitle('HSA')).toBe('What is HSA?');
    expect(fieldTermTitle('Part B')).toBe('What is Part B?');
    expect(fieldTermTitle('tax bracket')).toBe('What does “tax bracket” mean?');
  });

  it('is a closed disclosure that opens on a press to show the definition and a glossary link', async () => {
    const user = userEvent.setup();
    render(<FieldTerm label="HSA balance today" />);
    const button = screen.getByRole('button', { name: 'What is HSA?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The definitions are fetched only when a reader reaches for a disclosure.
    expect(screen.queryByText(/A savings account for medical costs/)).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'What is HSA?' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/A savings account for medical costs/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'More in the glossary' })).toHaveAttribute('href', '/glossary#hsa');
  });

  it('renders nothing for a label without a term', () => {
    const { container } = render(<FieldTerm label="Your age" />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('in Spanish', () => {
    afterEach(() => setLocale('en'));

    it("matches the Spanish glossary's words and shows its definition, not the English one", async () => {
      setLocale('es');
      expect(termInLabel('Saldo actual de su cuenta de ahorros para la salud')?.term.id).toBe('hsa');
      const definitions = await loadFieldTermDefinitions();
      expect(definitions.hsa).toMatch(/^Una cuenta de ahorro para gastos médicos/);
      const user = userEvent.setup();
      render(<FieldTerm label="Saldo de su HSA hoy" />);
      await user.click(screen.getByRole('button', { name: '¿Qué es HSA?' }));
      expect(await screen.findByText(/Una cuenta de ahorro para gastos médicos/)).toBeVisible();
      expect(screen.queryByText(/A savings account for medical costs/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /glosario/ })).toHaveAttribute('href', '/es/glossary#hsa');
    });
  });
});
