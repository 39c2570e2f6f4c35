import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagList } from './TagList';
import { withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/TagList',
  component: TagList,
  argTypes: { ...withControl('object', 'tags'), ...withControl('text', 'label') },
  args: { tags: ['rmd', 'ira', 'taxes', 'required minimum distribution'] },
} satisfies Meta<typeof TagList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Topics', tags: ['medicare', 'part b', 'irmaa'] } };
export const Many: Story = {
  args: {
    tags: [
      'retirement',
      'social security',
      'claiming age',
      'spousal benefits',
      'survivor benefits',
      'full retirement age',
      'delayed credits',
      'earnings test',
    ],
  },
};
/** Renders nothing: the canvas is empty on purpose. */
export const Empty: Story = { args: { tags: [] } };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };
