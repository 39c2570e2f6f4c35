import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'accent', 'info', 'success', 'warning', 'critical'] },
    children: { control: 'text' },
  },
  args: { children: 'Calculator' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'Beginner' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Calculator' } };
export const Info: Story = { args: { tone: 'info', children: 'Strategy Guide' } };
export const Success: Story = { args: { tone: 'success', children: 'Up to date' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Needs Review' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Over budget' } };

/** The article viewer's row: content type, difficulty, Featured. */
export const ArticleBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge tone="accent">Calculator</Badge>
      <Badge>Intermediate</Badge>
      <Badge tone="success">★ Featured</Badge>
    </div>
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Neutral, play: undefined, name: 'En español', globals: { locale: 'es' } };
