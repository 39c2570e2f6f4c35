import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatIsoDate, formatList } from '../kit';
import * as m from './checkedAgainst.messages';
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
  // The words are read from the catalogs when the story plays, in the language it is shown in.
  play: async ({ canvasElement, args }) => {
    const line = canvasElement.querySelector('[data-checked-against]');
    const { checked, against } = args.line;
    await expect(line).toHaveTextContent(
      `${m.checked()} ${formatIsoDate(checked)} ${m.against()} ${formatList(against)}.`,
    );
    await expect(canvasElement.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27');
  },
};

export const OneSource: Story = {
  args: { line: { checked: '2026-11-27', against: ['HUD Mortgagee Letter 2025-22'] } },
};
