import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';
import { withControl } from '../testing/fieldStories';

// The preview decorator supplies the memory router that the router's Link needs.
const meta = {
  title: 'Kit/Breadcrumb',
  component: Breadcrumb,
  argTypes: { ...withControl('object', 'items') },
  args: {
    items: [
      { label: 'Home', to: '/' },
      { label: 'Tax Planning', to: '/#guides' },
      { label: 'Required Minimum Distribution (RMD) Calculator' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {};
export const TwoLevels: Story = { args: { items: [{ label: 'Home', to: '/' }, { label: 'My saved items' }] } };
export const LongTitleNarrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    items: [
      { label: 'Home', to: '/' },
      { label: 'Healthcare & Medicare', to: '/#guides' },
      { label: 'Healthcare Cost Optimization Guide: Lowering What You Pay in Retirement' },
    ],
  },
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...ThreeLevels, play: undefined, name: 'En español', globals: { locale: 'es' } };
