import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { VisuallyHidden } from './VisuallyHidden';
import { withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  argTypes: { ...withControl('text', 'children') },
  args: { children: ' for your home equity estimate' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button reads "Details for your home equity estimate"; the screen shows "Details". */
export const InsideAButton: Story = {
  render: (args) => (
    <Button>
      Details
      <VisuallyHidden {...args} />
    </Button>
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...InsideAButton, play: undefined, name: 'En español', globals: { locale: 'es' } };
