import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { Disclaimer } from './Disclaimer';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/Disclaimer',
  component: Disclaimer,
  argTypes: { ...withControl('text', 'children'), ...hiddenFromTable('ref') },
} satisfies Meta<typeof Disclaimer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomWording: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>This checklist is for planning only. Check details with your plan administrator.</p>
    ),
  },
};
export const AllFrames: Story = { render: () => <InFrames>{() => <Disclaimer />}</InFrames> };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };
