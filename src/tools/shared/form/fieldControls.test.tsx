import { Slider } from '../../../kit';
import { sliderControl } from './fieldControls';

// vitest.setup.ts has fetched the Slider already, as a reader's browser has a moment after the tool asks.
describe('a slider field’s control (fieldControls.ts)', () => {
  it('is one fetch, shared by every slider field, and gives the kit’s Slider', async () => {
    expect(sliderControl()).toBe(sliderControl());
    expect(await sliderControl()).toBe(Slider);
  });

  it('says when it has arrived, so ToolField reads it at once instead of suspending', async () => {
    await sliderControl();
    expect(sliderControl()).toMatchObject({ status: 'fulfilled', value: Slider });
  });
});
