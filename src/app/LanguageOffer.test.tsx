import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageOfferSlot, preferredOtherLocale } from './languageOfferSlot';

describe('the home page offers the reader’s own language, never sends them there', () => {
  it('finds the first of the browser’s languages the site has', () => {
    expect(preferredOtherLocale(['es-MX', 'en-US'], 'en')).toBe('es');
    expect(preferredOtherLocale(['en-US', 'es'], 'en')).toBeUndefined();
    expect(preferredOtherLocale(['fr-FR', 'es-US'], 'en')).toBe('es');
    expect(preferredOtherLocale(['en'], 'es')).toBe('en');
    expect(preferredOtherLocale(['de'], 'en')).toBeUndefined();
  });

  it('offers Spanish, in Spanish, to a Spanish-preferring browser; "No, gracias" hides it for good', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US', 'en']);
    window.localStorage.clear();
    const { unmount } = render(<LanguageOfferSlot />);
    const offer = await screen.findByRole('complementary', { name: '¿Prefiere leer en español?' });
    expect(offer).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Lea Evergreen en español' })).toHaveAttribute('href', '/es');
    await userEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    render(<LanguageOfferSlot />);
    expect(screen.queryByRole('complementary')).toBeNull();
    languages.mockRestore();
  });
});
