import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame } from '../../kit';
import { DisabilityCalculator } from './DisabilityCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof DisabilityCalculator> = {
  title: 'Tools/Disability insurance calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: DisabilityCalculator,
  args: { title: 'Disability Insurance Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Disability Insurance Calculator" description="Estimate the benefit you may need and what a policy could cost.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof DisabilityCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

/** Before Calculate is pressed: the prompt. */
export const Defaults: Story = { beforeEach: () => reset() };

/** A 52-year-old manager with some group cover, calculated. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=disability&v=1&age=52&gender=female&occupation=managerial&annualIncome=98000&monthlyExpenses=6200&existingCoverage=2000&healthStatus=good&eliminationPeriod=180&benefitPeriod=to-65&coverageAmount=65'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
  },
};

/** A coverage share above the slider's range: the typed twin caps it and says so. */
export const CoverageCapped: Story = {
  beforeEach: () => reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Share of income to replace/ });
    await userEvent.clear(field);
    await userEvent.type(field, '95');
    await userEvent.tab();
    await expect(canvas.getByText(/The most you can enter is 80%/)).toBeInTheDocument();
  },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
