import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { RmdCalculator } from './RmdCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof RmdCalculator> = {
  title: 'Tools/RMD calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: RmdCalculator,
  args: { title: 'Required Minimum Distribution Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Required Minimum Distribution Calculator" description="Estimate the smallest amount the IRS requires you to take this year.">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof RmdCalculator>;

const withHash = (fields: string) => () => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${fields}`);
};

export const Defaults: Story = { beforeEach: withHash('') };

/** A filled-in scenario, shared through the URL fragment. */
export const FilledIn: Story = { beforeEach: withHash('#tool=rmd&v=1&age=78&balance=650000&taxYear=2024') };

/** An age under 70: nothing is calculated and a plain prompt shows instead. */
export const TooYoung: Story = { beforeEach: withHash('#tool=rmd&v=1&age=65&balance=500000&taxYear=2024') };

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };

/** 72 in 2024 (born 1952, start age 73): no RMD due yet, the first one to plan for instead. */
export const NotDueYet: Story = { beforeEach: withHash('#tool=rmd&v=1&age=72&balance=500000&taxYear=2024') };
