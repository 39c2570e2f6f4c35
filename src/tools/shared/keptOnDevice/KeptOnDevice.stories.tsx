import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { setKeepOnDevice } from '../../../storage';
import { inFrame } from '../testing/toolStories';
import { KeptOnDevice } from './KeptOnDevice';

const meta = {
  title: 'Tools/Shared/Kept on this device',
  component: KeptOnDevice,
  args: { scope: { kind: 'tool', toolId: 'rmd', title: 'Required Minimum Distribution Calculator' } },
  argTypes: { onForgotten: { table: { disable: true } } },
  decorators: [inFrame('Required Minimum Distribution Calculator', 'The line under every tool (issue I6, item 5).')],
} satisfies Meta<typeof KeptOnDevice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: the figures are kept on this device, and Forget deletes this tool's. */
export const Kept: Story = {
  beforeEach: () => {
    setKeepOnDevice(true);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kept on this device only')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Forget' })).toBeVisible();
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
    await expect(within(canvasElement).getByText(/^Kept in this tab only, as you chose in/)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'My details' })).toBeVisible();
  },
};

/** On My plan, Forget deletes everything the plan is built from. */
export const OnMyPlan: Story = {
  args: { scope: { kind: 'plan' } },
  beforeEach: () => {
    setKeepOnDevice(true);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kept on this device only')).toBeVisible();
  },
};

/** Forget pressed: the plain confirmation, opened on Cancel. */
export const ForgetAsked: Story = {
  beforeEach: () => {
    setKeepOnDevice(true);
  },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forget' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Forget this tool’s figures?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};
