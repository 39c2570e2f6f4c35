import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepsChecked } from '../../../kit/testing/fieldStories';
import { TodaysDollarsToggle } from './TodaysDollars';
import { inFrame } from '../testing/toolStories';

const Stateful = keepsChecked(TodaysDollarsToggle);

const meta = {
  title: 'Tools/Shared/Today’s dollars',
  component: TodaysDollarsToggle,
  args: { checked: false, baseYear: 2026, onCheckedChange: () => {} },
  argTypes: { onCheckedChange: { table: { disable: true } } },
  render: (args) => <Stateful key={`${args.checked}-${args.inflationPercent}`} {...args} />,
  decorators: [inFrame('HSA Strategy Calculator', 'The choice every multi-year projection offers.')],
} satisfies Meta<typeof TodaysDollarsToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No inflation input in the tool: the site-wide 2 % with its source. */
export const SiteWideRate: Story = {};
/** On. */
export const Checked: Story = { args: { checked: true } };
/** The tool's own rate (Social Security's cost-of-living increase). */
export const ToolsOwnRate: Story = { args: { inflationPercent: 2.5 } };
