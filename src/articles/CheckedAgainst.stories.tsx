import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckedAgainst } from './CheckedAgainst';

/** The "Checked … against …" line at the foot of every article and tool page (content/checked.json). */
const meta = {
  title: 'Articles/CheckedAgainst',
  component: CheckedAgainst,
  args: {
    line: {
      checked: '2026-11-27',
      against: [
        'IRS Pub. 590-B (2025)',
        'Treas. Reg. §1.401(a)(9)-2 to -5 (T.D. 10001)',
        '26 USC §401(a)(9)(B), (E), (H)',
      ],
    },
  },
} satisfies Meta<typeof CheckedAgainst>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSources: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/against IRS Pub\. 590-B \(2025\),/);
    await expect(line).toHaveTextContent('Checked November 27, 2026 against');
    await expect(canvasElement.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27');
  },
};

export const OneSource: Story = {
  args: { line: { checked: '2026-11-27', against: ['HUD Mortgagee Letter 2025-22'] } },
};
