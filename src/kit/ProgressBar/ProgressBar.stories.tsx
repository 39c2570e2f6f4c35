import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    variant: { control: 'inline-radio', options: ['wizard', 'reading'] },
    label: { control: 'text' },
    step: { control: { type: 'number', min: 1, step: 1 } },
    totalSteps: { control: { type: 'number', min: 1, step: 1 } },
    valueText: { control: 'text' },
  },
  args: { value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WizardStep: Story = { args: { value: 40, step: 2, totalSteps: 5, label: 'Tool progress' } };
export const WizardEmpty: Story = { args: { value: 0, label: 'Checklist progress' } };
export const WizardComplete: Story = { args: { value: 100, label: 'Checklist progress' } };
/** Out-of-range input is clamped: 140 shows as 100. */
export const Clamped: Story = { args: { value: 140 } };
/** Thin bar fixed to the top of the viewport, as on the article viewer. */
export const Reading: Story = { args: { variant: 'reading', value: 45 } };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...WizardStep, play: undefined, name: 'En español', globals: { locale: 'es' } };
