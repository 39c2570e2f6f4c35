import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';
import { withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/SkipLink',
  component: SkipLink,
  argTypes: { ...withControl('text', 'href', 'children') },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '12rem' }}>
      <SkipLink {...args} />
      <p>Press Tab: the skip link appears at the top left.</p>
      <div id="main" tabIndex={-1}>
        Main content starts here.
      </div>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

/** How it looks once it has keyboard focus. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#main"]')?.focus();
  },
};

export const CustomTarget: Story = {
  args: { href: '#main', children: 'Skip to the calculator' },
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Hidden, play: undefined, name: 'En español', globals: { locale: 'es' } };
