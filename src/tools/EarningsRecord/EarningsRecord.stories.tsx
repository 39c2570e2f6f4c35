import type { Meta } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import chromePaste from '../../finance/socialSecurity/earningsFixtures/chrome.txt?raw';
import { EarningsRecord } from './EarningsRecord';
import { toolStories } from '../shared/testing/toolStories';
import { tool } from './tool';
import { inShownWords, startsWith, withAnyCount } from '../shared/testing/storyWords';
import { formatCurrency, formatCurrencyCents } from '../../kit/format';
import * as m from './messages';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/Your benefit from your earnings record',
  tags: ['!autodocs'],
  component: EarningsRecord,
  ...frame,
} satisfies Meta<typeof EarningsRecord>;
export default meta;

/** SSA's maximum earner: the taxable maximum every year from 1985 to 2024 (born 15 June 1963), kept on the device. */
const MAXIMUM_EARNER = {
  earningsRecord: {
    v: 1,
    data: {
      earnings: Object.fromEntries(
        [
          39600, 42000, 43800, 45000, 48000, 51300, 53400, 55500, 57600, 60600, 61200, 62700, 65400, 68400, 72600,
          76200, 80400, 84900, 87000, 87900, 90000, 94200, 97500, 102000, 106800, 106800, 106800, 110100, 113700,
          117000, 118500, 118500, 127200, 128400, 132900, 137700, 142800, 147000, 160200, 168600,
        ].map((amount, i) => [String(1985 + i), amount]),
      ),
    },
  },
};

/** Empty: nothing pasted or typed yet, the prompt. */
export const Defaults = inShownWords(story, () => ({ shows: [m.emptyMessage()] }));

/** Pasted: a Chrome paste of a made-up record, read and worked out. */
export const Pasted = inShownWords(story, () => ({
  act: async (canvas) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startsWith(m.pasteLabel()) }));
    await userEvent.paste(chromePaste);
  },
  shows: [withAnyCount((count) => m.readCount({ count })), m.stepsHeading()],
}));

/** Typed: the maximum earner's record, kept on this device, in the year-by-year boxes: AIME $13,689, PIA $4,020.90. */
export const FilledIn = inShownWords(story, () => ({
  inputs: { way: 'type' },
  saved: MAXIMUM_EARNER,
  shows: [
    '$4,133.40',
    '$13,689',
    m.stepBandFirst({ rate: 90, to: formatCurrency(1_226), amount: formatCurrencyCents(1_103.4) }),
  ],
}));

/** Letter: someone already paid, from this year's COLA letter. */
export const Letter = inShownWords(story, () => ({
  inputs: { way: 'letter', letterBenefit: 2150 },
  shows: ['$2,150.00', m.letterCardText()],
}));

/** Error: a paste that is no earnings table keeps its text and says how to go on. */
export const ErrorUnreadablePaste = inShownWords(story, () => ({
  act: async (canvas) => {
    await userEvent.click(canvas.getByRole('textbox', { name: startsWith(m.pasteLabel()) }));
    await userEvent.paste('Dear reader, my pay went up a lot');
  },
  shows: [m.couldNotRead()],
}));
