import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultList } from './ResultList';

describe('ResultList', () => {
  it('pairs each label with its formatted value', () => {
    render(
      <ResultList
        items={[
          { label: 'Total tax', value: 18250.4, description: 'Federal only' },
          { label: 'Effective rate', value: 12.5, format: { style: 'percent' } },
          { label: 'Years covered', value: 30, format: { style: 'number' } },
          { label: 'Over the limit', value: true },
          { label: 'Best age', value: 'Age 70' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual([
      'Total tax',
      'Effective rate',
      'Years covered',
      'Over the limit',
      'Best age',
    ]);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['$18,250', 'Federal only', '12.5%', '30', 'Yes', 'Age 70']);
    expect(within(terms[0]!.parentElement!).getByText('$18,250')).toBeInTheDocument();
  });
});
