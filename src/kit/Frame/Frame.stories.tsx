import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Disclaimer } from '../Disclaimer/Disclaimer';
import { MoneyInput } from '../MoneyInput/MoneyInput';
import { ResultCard } from '../ResultCard/ResultCard';
import { ResultsRegion } from '../ResultsRegion/ResultsRegion';
import { vars } from '../theme/vars.css';
import { frameNames } from '../../../design-tokens';
import { Frame } from './Frame';
import { hiddenFromTable, withControl } from '../testing/fieldStories';

function SampleTool() {
  const [balance, setBalance] = useState(500000);
  return (
    <>
      <MoneyInput label="Account balance on December 31" value={balance} onValueChange={setBalance} max={100000000} />
      <Button>Calculate</Button>
      <ResultsRegion>
        <ResultCard label="Estimated RMD (illustration)" value={balance / 24.6} emphasis="primary" />
      </ResultsRegion>
      <Disclaimer />
    </>
  );
}

const meta = {
  title: 'Kit/Frame',
  component: Frame,
  argTypes: {
    ...withControl('text', 'title', 'description'),
    theme: { control: 'inline-radio', options: ['blue', 'green', 'purple', 'orange'] },
    allowedThemes: { control: 'check', options: ['blue', 'green', 'purple', 'orange'] },
    onThemeChange: { action: 'themeChanged', table: { category: 'Events' } },
    ...hiddenFromTable('children', 'ref'),
  },
  args: {
    title: 'RMD Calculator',
    description: "Enter your age and balance to estimate this year's required withdrawal.",
    children: <SampleTool />,
  },
} satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {};
export const Green: Story = { args: { theme: 'green' } };
export const Purple: Story = { args: { theme: 'purple' } };
export const Orange: Story = { args: { theme: 'orange' } };
/** Some pages let the visitor choose among a few colours. */
export const WithThemePicker: Story = { args: { theme: 'orange', allowedThemes: ['green', 'orange', 'blue'] } };
export const NoDescription: Story = { args: { description: undefined } };
export const AllFrames: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {frameNames.map((f) => (
        <Frame key={f} {...args} title={`${args.title} (${f})`} theme={f} />
      ))}
    </div>
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...Blue, play: undefined, name: 'En español', globals: { locale: 'es' } };
