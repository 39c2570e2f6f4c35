import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultDisclaimer, Disclaimer } from './Disclaimer';

describe('Disclaimer', () => {
  it('says the default words in a note', () => {
    render(<Disclaimer />);
    const note = screen.getByRole('note', { name: 'Disclaimer' });
    expect(note).toHaveTextContent(defaultDisclaimer());
    expect(note).toHaveTextContent(/consult a licensed professional/);
  });

  it('accepts other words', () => {
    render(
      <Disclaimer>
        <p>Custom wording.</p>
      </Disclaimer>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Custom wording.');
    expect(screen.getByRole('note')).not.toHaveTextContent(defaultDisclaimer());
  });
});
