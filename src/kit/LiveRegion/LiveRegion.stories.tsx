import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { useState } from 'react';
import { LiveRegion } from './LiveRegion';

const meta = {
  title: 'Kit/LiveRegion',
  component: LiveRegion,
  argTypes: {
    politeness: { control: 'inline-radio', options: ['polite', 'assertive'] },
    visuallyHidden: { control: 'boolean' },
    children: { control: 'text' },
  },
  args: { children: 'Your estimate was updated: $1,850 a month.' },
} satisfies Meta<typeof LiveRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Polite: Story = {};

export const Assertive: Story = {
  args: {
    politeness: 'assertive',
    children: 'Your browser storage is full. Changes are kept only until you close this page.',
  },
};

export const VisuallyHiddenMessage: Story = {
  args: { visuallyHidden: true },
  render: (args) => (
    <>
      <p>The region below is off screen; a screen reader still announces it.</p>
      <LiveRegion {...args} />
    </>
  ),
};

/** Press the button: the text changes inside the same region, which is what makes it announced. */
export const Changing: Story = {
  render: function Render(args) {
    const [count, setCount] = useState(0);
    return (
      <>
        <Button onClick={() => setCount((c) => c + 1)}>Add an item</Button>
        <LiveRegion {...args}>{count === 0 ? '' : `${count} ${count === 1 ? 'item' : 'items'} added.`}</LiveRegion>
      </>
    );
  },
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Polite, play: undefined, name: 'En español', globals: { locale: 'es' } };
