import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { CallToAction } from './CallToAction';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/CallToAction',
  component: CallToAction,
  argTypes: {
    ...withControl('text', 'heading', 'text'),
    ...withControl('object', 'buttons'),
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    ...hiddenFromTable('ref'),
  },
  // The Storybook preview already wraps every story in a memory router.
  args: {
    heading: 'Need help with your RMD strategy?',
    text: 'A tax professional can help you plan withdrawals around your other income.',
    buttons: [{ label: 'Schedule RMD Consultation' }, { label: 'Download RMD Guide' }],
  },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As SPEC §2 shows them: plain buttons with no behaviour. */
export const WithoutBehaviour: Story = {};
export const WithActions: Story = {
  args: {
    buttons: [
      { label: 'Print this page', onClick: () => window.print() },
      { label: 'Read the RMD guide', href: '/content/rmd-planning-guide' },
    ],
  },
};
export const SingleButton: Story = { args: { buttons: [{ label: 'Schedule Free Consultation' }] } };
export const AllFrames: Story = {
  render: (args) => <InFrames>{() => <CallToAction {...args} headingLevel={3} />}</InFrames>,
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...WithoutBehaviour, play: undefined, name: 'En español', globals: { locale: 'es' } };
