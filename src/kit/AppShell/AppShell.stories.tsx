import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppShell } from './AppShell';
import { hiddenFromTable } from '../testing/fieldStories';

const meta = {
  title: 'Kit/AppShell',
  component: AppShell,
  argTypes: { ...hiddenFromTable('children', 'footerContent', 'className') },
  args: {
    children: (
      <>
        <h1>Plan your retirement with confidence</h1>
        <p>Plain-language guides and calculators that run entirely in your browser.</p>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

export const WithFooterContent: Story = {
  args: {
    footerContent: <p>Last reviewed November 2026. Educational estimates only; not financial advice.</p>,
  },
};

/** Tab once: the skip link is the first stop. */
export const SkipLinkFocused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#main"]')?.focus();
  },
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Home, play: undefined, name: 'En español', globals: { locale: 'es' } };
