import type { Meta, StoryObj } from '@storybook/react-vite';
import { InFrames } from '../testing/InFrames';
import { vars } from '../theme/vars.css';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'critical', 'neutral'] },
    children: { control: 'text' },
    ref: { table: { disable: true } },
  },
  args: { tone: 'success', children: 'Within budget - $2,500 remaining' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Warning: Story = { args: { tone: 'warning', children: 'Close to the limit' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Budget exceeded by $1,200' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Not started' } };
const all = (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
    <StatusBadge tone="success">Complete</StatusBadge>
    <StatusBadge tone="warning">Needs review</StatusBadge>
    <StatusBadge tone="critical">Missing</StatusBadge>
    <StatusBadge tone="neutral">Not started</StatusBadge>
  </div>
);
export const AllTones: Story = { render: () => all };
export const AllFrames: Story = { render: () => <InFrames>{() => all}</InFrames> };

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Success, play: undefined, name: 'En español', globals: { locale: 'es' } };
