import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from './TableOfContents';
import { withControls } from '../testing/fieldStories';

const meta = {
  title: 'Kit/TableOfContents',
  component: TableOfContents,
  argTypes: {
    ...withControls({ object: ['entries'], boolean: ['defaultOpen', 'open'], text: ['title'] }),
    onOpenChange: { action: 'openChanged', table: { category: 'Events' } },
  },
  args: {
    entries: [
      { id: 'what-care-costs', title: 'What long-term care costs', level: 1 },
      { id: 'home-care', title: 'Home care', level: 2 },
      { id: 'assisted-living', title: 'Assisted living', level: 2 },
      { id: 'paying-for-care', title: 'Paying for care', level: 1 },
      { id: 'hybrid-policies', title: 'Hybrid life and LTC policies', level: 3 },
      { id: 'next-steps', title: 'Next steps', level: 1 },
    ],
  },
} satisfies Meta<typeof TableOfContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The article viewer's default. */
export const Collapsed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
/** Plain strings link to #section-1, #section-2, … */
export const PlainStrings: Story = {
  args: { defaultOpen: true, entries: ['Overview', 'How the calculation works', 'Common mistakes', 'Sources'] },
};
export const CustomTitle: Story = { args: { defaultOpen: true, title: 'On this page' } };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Collapsed, play: undefined, name: 'En español', globals: { locale: 'es' } };
