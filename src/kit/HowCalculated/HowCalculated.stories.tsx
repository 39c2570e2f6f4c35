import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { HowCalculated } from './HowCalculated';
import { hiddenFromTable, withControl, withControls } from '../testing/fieldStories';

const meta = {
  title: 'Kit/HowCalculated',
  component: HowCalculated,
  argTypes: {
    ...withControls({ text: ['title'], object: ['formulas', 'assumptions'] }),
    taxYear: { control: { type: 'number', min: 2020, max: 2030, step: 1 } },
    ...withControl('boolean', 'defaultOpen', 'open'),
    onOpenChange: { action: 'openChanged', table: { category: 'Events' } },
    ...hiddenFromTable('ref'),
  },
  args: {
    formulas: ['Required minimum distribution = account balance on December 31 ÷ distribution period'],
    assumptions: [
      {
        label: 'Distribution period at age 75',
        value: '24.6 years',
        source: 'IRS Uniform Lifetime Table (Pub. 590-B)',
      },
      { label: 'RMD starting age', value: '73', source: 'SECURE 2.0 Act' },
    ],
    taxYear: 2026,
  },
} satisfies Meta<typeof HowCalculated>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const FormulasOnly: Story = { args: { defaultOpen: true, assumptions: [], taxYear: undefined } };
export const AllFrames: Story = {
  render: (args) => <InFrames>{() => <HowCalculated {...args} defaultOpen />}</InFrames>,
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Closed, play: undefined, name: 'En español', globals: { locale: 'es' } };
