import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCard } from '../ResultCard/ResultCard';
import { ResultList } from '../ResultList/ResultList';
import { InFrames } from '../testing/InFrames';
import { ResultsRegion } from './ResultsRegion';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/ResultsRegion',
  component: ResultsRegion,
  argTypes: {
    ...withControl('text', 'title', 'emptyMessage'),
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    status: { control: 'inline-radio', options: ['ready', 'empty'] },
    ...hiddenFromTable('children', 'ref'),
  },
  args: {
    children: (
      <>
        <ResultCard label="Estimated tax" value={6123} emphasis="primary" />
        <ResultList items={[{ label: 'Effective rate', value: 9.8, format: { style: 'percent' } }]} />
      </>
    ),
  },
} satisfies Meta<typeof ResultsRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Empty: Story = {
  args: { status: 'empty', emptyMessage: 'Enter your income information to see tax calculations' },
};
export const CustomTitle: Story = { args: { title: 'Your withdrawal plan', headingLevel: 2 } };
export const AllFrames: Story = { render: (args) => <InFrames>{() => <ResultsRegion {...args} />}</InFrames> };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Ready, play: undefined, name: 'En español', globals: { locale: 'es' } };
