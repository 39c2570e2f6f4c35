import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { ResultList } from './ResultList';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/ResultList',
  component: ResultList,
  argTypes: { ...withControl('object', 'items'), ...hiddenFromTable('ref') },
  args: {
    items: [
      { label: 'Taxable Social Security', value: 20400, description: '85% of your benefit is taxable.' },
      { label: 'Federal income tax', value: 6123.5 },
      { label: 'Effective rate', value: 9.8, format: { style: 'percent' } },
      { label: 'Years of savings', value: 27, format: { style: 'number' } },
      { label: 'Within budget', value: true },
      { label: 'Suggested order', value: 'Taxable, then traditional, then Roth' },
    ],
  },
} satisfies Meta<typeof ResultList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypes: Story = {};
export const Empty: Story = { args: { items: [] } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <ResultList {...args} />}</InFrames> };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...AllTypes, play: undefined, name: 'En español', globals: { locale: 'es' } };
