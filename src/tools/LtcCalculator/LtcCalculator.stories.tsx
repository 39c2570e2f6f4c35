import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Frame } from '../../kit';
import { LtcCalculator } from './LtcCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof LtcCalculator> = {
  title: 'Tools/LTC insurance calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: LtcCalculator,
  args: { title: 'LTC Insurance Calculator' },
  decorators: [
    (Story) => (
      <Frame title="LTC Insurance Calculator" description="Compare the cost of long-term care with the cost of insuring it." theme="green">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof LtcCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

/** Before Calculate is pressed: the prompt. */
export const Defaults: Story = { beforeEach: () => reset() };

/** A 62-year-old in Florida planning for assisted living, calculated. */
export const FilledIn: Story = {
  beforeEach: () =>
    reset('#tool=ltc-insurance&v=1&age=62&gender=female&state=florida&healthStatus=good&careSetting=assisted&careDuration=4&dailyBenefit=300&eliminationPeriod=90&inflationProtection=cpi&benefitPeriod=4'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByRole('heading', { name: 'Recommendations' })).toBeInTheDocument();
  },
};

/** An age above 85: the field caps it and says so in words. */
export const AgeCapped: Story = {
  beforeEach: () => reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Your age/ });
    await userEvent.clear(field);
    await userEvent.type(field, '92');
    await userEvent.tab();
    await expect(canvas.getByText(/The most you can enter is 85 years/)).toBeInTheDocument();
  },
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
