import { render, screen, within } from '@testing-library/react';
import { StepIndicator } from './StepIndicator';

describe('StepIndicator', () => {
  it('says "Step X of N" in words', () => {
    render(<StepIndicator current={2} total={5} />);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('marks the current dot with aria-current="step" and completed dots in words', () => {
    render(<StepIndicator current={3} total={4} titles={['Income', 'Savings', 'Spending', 'Review']} />);
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Step 1: Income, completed');
    expect(items[1]).toHaveTextContent('Step 2: Savings, completed');
    expect(items[2]).toHaveTextContent('Step 3: Spending, current step');
    expect(items[3]).toHaveTextContent('Step 4: Review, not started');
  });

  it('uses explicit completed steps when given', () => {
    render(<StepIndicator current={1} total={3} completed={[0, 1]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('current step');
    expect(items[1]).toHaveTextContent('Step 2, completed');
    expect(items[2]).toHaveTextContent('not started');
  });

  it('clamps an out-of-range current step', () => {
    render(<StepIndicator current={9} total={3} />);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });
});
