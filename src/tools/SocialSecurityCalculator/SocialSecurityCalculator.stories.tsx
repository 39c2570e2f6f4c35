import type { Meta, StoryObj } from '@storybook/react-vite';
import { Frame } from '../../kit';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';
import { startFrom, typeMoreThanTheMaximum } from '../../../stories/toolStories';

const meta: Meta<typeof SocialSecurityCalculator> = {
  title: 'Tools/Social Security claiming age calculator',
  // Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
  tags: ['!autodocs'],
  component: SocialSecurityCalculator,
  args: { title: 'Social Security Claiming Age Calculator' },
  decorators: [
    (Story) => (
      <Frame title="Social Security Claiming Age Calculator" description="Compare your monthly and lifetime benefits if you claim at any age from 62 to 70." theme="purple">
        <Story />
      </Frame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SocialSecurityCalculator>;

const reset = (hash = '') => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${hash}`);
};

export const Defaults: Story = { beforeEach: () => reset() };

/** Born 1959 (full retirement age 66 and 10 months), with a 2.5 % yearly increase, planning to 92. */
export const FilledIn: Story = {
  beforeEach: () => reset('#tool=social-security&v=1&birthYear=1959&fraBenefit=2650&lifeExpectancy=92&colaPercent=2.5'),
};

/** Planning only to 62: nothing is received at any claiming age. */
export const ShortHorizon: Story = {
  beforeEach: () => reset('#tool=social-security&v=1&birthYear=1964&fraBenefit=2000&lifeExpectancy=62&colaPercent=0'),
};

/** Error: an amount above a field's maximum is brought down to it, and the field says so in words. */
export const ErrorValueCapped: Story = { beforeEach: startFrom(''), play: typeMoreThanTheMaximum };
