import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UpdateNotice } from './UpdateNotice';

/** Shown at the bottom of the window when a new version of the site has been downloaded. */
const meta = {
  title: 'App/UpdateNotice',
  component: UpdateNotice,
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersionReady: Story = {};
