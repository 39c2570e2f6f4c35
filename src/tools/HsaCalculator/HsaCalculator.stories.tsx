import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame } from '../../kit';
import { HsaCalculator } from './HsaCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof HsaCalculator> = {
  title: 'Tools/HSA strategy calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: HsaCalculator,
  args: { title: 'HSA Strategy Calculator' },
  decorators: [
    (Story) => (
      <Frame title="HSA Strategy Calculator" description="Project a health savings account to retirement and see its tax savings.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HsaCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

/** Before Analyze is pressed: the prompt. */
export const Defaults: Story = { beforeEach: () => reset() };

/** A 56-year-old with family coverage using the catch-up, analysed. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=hsa&v=1&age=56&currentHSA=20000&annualContribution=9300&coverageType=family&retirementAge=65&expectedReturn=5&currentTaxBracket=24&retirementTaxBracket=22&healthcareExpenses=6000&limitYear=2024'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze my HSA' }));
    await expect(await canvas.findByText('Recommendations')).toBeInTheDocument();
  },
};

/** A contribution above the limit: the field caps it and says so in words. */
export const ContributionCapped: Story = {
  beforeEach: () => reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Yearly contribution/ });
    await userEvent.clear(field);
    await userEvent.type(field, '9000');
    await userEvent.tab();
    // Opens on 2026: self-only limit 4,400 (Rev. Proc. 2025-19 §3).
    await expect(canvas.getByText('The most you can enter is $4,400. We used $4,400.')).toBeInTheDocument();
  },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
