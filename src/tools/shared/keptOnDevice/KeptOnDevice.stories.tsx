import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { setKeepOnDevice } from '../../../storage';
import { inFrame } from '../testing/toolStories';
import { KeptOnDevice } from './KeptOnDevice';
import { CUT, textBefore } from '../testing/storyWords';
import * as dialogWords from '../../../kit/Dialog/messages';
import * as m from './messages';

const meta = {
  title: 'Tools/Shared/Kept on this device',
  component: KeptOnDevice,
  args: { scope: { kind: 'tool', toolId: 'rmd', title: 'Required Minimum Distribution Calculator' } },
  argTypes: { onForgotten: { table: { disable: true } } },
  decorators: [inFrame('Required Minimum Distribution Calculator', 'The line under every tool (issue I6, item 5).')],
} satisfies Meta<typeof KeptOnDevice>;
export default meta;
type Story = StoryObj<typeof meta>;
// Words are read from the catalogs when a story plays, in the language it is shown in.

/** The default: the figures are kept on this device, and Forget deletes this tool's. */
export const Kept: Story = {
  beforeEach: () => {
    setKeepOnDevice(true);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(m.keptHere())).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: m.forget() })).toBeVisible();
  },
};

/** The reader chose in My details "Don't keep my figures on this device": they live in this tab only. */
export const NotKept: Story = {
  beforeEach: () => {
    setKeepOnDevice(false);
    return () => {
      setKeepOnDevice(true);
    };
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(`^${textBefore(m.keptInTab({ link: CUT })).source}`)),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: m.myDetailsLink() })).toBeVisible();
  },
};

/** On My plan, Forget deletes everything the plan is built from. */
export const OnMyPlan: Story = {
  args: { scope: { kind: 'plan' } },
  beforeEach: () => {
    setKeepOnDevice(true);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(m.keptHere())).toBeVisible();
  },
};

/** Forget pressed: the plain confirmation, opened on Cancel. */
export const ForgetAsked: Story = {
  beforeEach: () => {
    setKeepOnDevice(true);
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: m.forget() }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: m.forgetToolTitle(),
    });
    await expect(within(dialog).getByRole('button', { name: dialogWords.cancel() })).toHaveFocus();
  },
};
