import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { Recommendations } from './Recommendations';

const meta = {
  title: 'Kit/Recommendations',
  component: Recommendations,
  argTypes: {
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    items: { control: 'object' },
    ref: { table: { disable: true } },
  },
  args: {
    items: [
      'Consider delaying Social Security to age 70 to increase your monthly benefit.',
      'Review your Medicare Part D plan each autumn during open enrolment.',
      'Keep an emergency fund of three to six months of expenses.',
    ],
  },
} satisfies Meta<typeof Recommendations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomTitle: Story = { args: { title: 'Your next steps', headingLevel: 2 } };
export const Empty: Story = { args: { items: [] } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <Recommendations {...args} />}</InFrames> };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };
