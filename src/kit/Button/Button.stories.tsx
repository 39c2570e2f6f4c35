import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { vars } from '../theme/vars.css';
import { Button } from './Button';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

const meta = {
  title: 'Kit/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
    ...withControl('boolean', 'fullWidth', 'disabled'),
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
    ...withControl('text', 'children'),
    onClick: { action: 'click', table: { category: 'Events' } },
    ...hiddenFromTable('ref'),
  },
  args: { children: 'Calculate', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Download report' } };
export const Link: Story = { args: { variant: 'link', children: 'Start again' } };
export const Disabled: Story = { args: { disabled: true, children: 'Save' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const AllFrames: Story = {
  render: () => (
    <InFrames>
      {() => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md }}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="link">Link</Button>
          <Button disabled>Disabled</Button>
        </div>
      )}
    </InFrames>
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Primary, play: undefined, name: 'En español', globals: { locale: 'es' } };
