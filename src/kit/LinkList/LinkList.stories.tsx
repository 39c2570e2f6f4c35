import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { LinkList } from './LinkList';

const meta = {
  title: 'Kit/LinkList',
  component: LinkList,
  argTypes: {
    title: { control: 'text' },
    links: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    ref: { table: { disable: true } },
  },
  // The Storybook preview already wraps every story in a memory router.
  args: {
    title: 'Related calculators',
    links: [
      {
        label: 'Roth conversion calculator',
        to: '/content/roth-conversion-calculator',
        description: 'See the tax cost of converting this year.',
      },
      { label: 'Tax impact calculator', to: '/content/tax-impact-calculator' },
      {
        label: 'IRS: Required minimum distributions',
        to: 'https://www.irs.gov/retirement-plans/plan-participant-employee/retirement-topics-required-minimum-distributions-rmds',
      },
    ],
  },
} satisfies Meta<typeof LinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Resources: Story = {
  args: { title: 'Helpful resources', links: [{ label: 'RMD planning guide', to: '/content/rmd-planning-guide' }] },
};
export const Empty: Story = { args: { links: [] } };
export const AllFrames: Story = {
  render: (args) => <InFrames>{(f) => <LinkList {...args} title={`Related (${f})`} headingLevel={3} />}</InFrames>,
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Default, play: undefined, name: 'En español', globals: { locale: 'es' } };
