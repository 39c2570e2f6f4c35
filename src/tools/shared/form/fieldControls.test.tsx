import { render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Slider } from '../../../kit';
import { sliderControl } from './fieldControls';

// vitest.setup.ts has fetched the Slider already, as a reader's browser has a moment after the tool asks.
describe('a slider field’s control (fieldControls.ts)', () => {
  it('is one fetch, shared by every slider field, and gives the kit’s Slider', async () => {
    expect(sliderControl()).toBe(sliderControl());
    expect(await sliderControl()).toBe(Slider);
  });

  it('once fetched, React reads it without suspending (no loading state flashes on a re-render)', () => {
    function Field() {
      const Control = use(sliderControl());
      return <Control label="Share" value={60} onValueChange={() => {}} min={0} max={100} />;
    }
    render(
      <Suspense fallback={<p>Loading the calculator…</p>}>
        <Field />
      </Suspense>,
    );
    expect(screen.queryByText('Loading the calculator…')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Share/ })).toHaveAttribute('aria-valuenow', '60');
  });
});
