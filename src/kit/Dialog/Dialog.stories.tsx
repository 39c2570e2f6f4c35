import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { Notice, useNotice } from './Notice';

// Open dialogs render in a portal on document.body, outside #storybook-root, so each story
// starts closed with the button that opens it (that is also how visitors meet them).
const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  args: {
    title: 'About these estimates',
    description: 'The figures use 2025 tax brackets and assume your income stays the same.',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  args: { trigger: <button type="button">About these estimates</button> },
};

export const WithBodyAndFooter: Story = {
  args: {
    trigger: <button type="button">Share this page</button>,
    title: 'Share this page',
    description: undefined,
    children: <p>Copy the address from your browser bar, or use your device’s share button.</p>,
  },
};

/** Opened from code (no trigger element): focus still goes back to the button afterwards. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open the dialog
        </button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};

export const Confirm: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    const [result, setResult] = useState('');
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete designation
        </button>
        <p role="status">{result}</p>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete this designation?"
          message="Are you sure you want to delete this beneficiary designation?"
          confirmLabel="Delete"
          tone="danger"
          onConfirm={() => setResult('Deleted.')}
          onCancel={() => setResult('Kept.')}
        />
      </>
    );
  },
};

export const ConfirmDefaultTone: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Start over
        </button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Start over?"
          message="Your answers on this device will be cleared."
          confirmLabel="Yes, start over"
          onConfirm={() => {}}
        />
      </>
    );
  },
};

/** Used instead of window.alert. */
export const NoticeWithHook: Story = {
  render: function Render() {
    const notice = useNotice();
    return (
      <>
        <button type="button" onClick={() => notice.notify('Tool progress saved successfully!')}>
          Save Progress
        </button>
        <button type="button" onClick={() => notice.notify('Link copied to clipboard!', { title: 'Link copied' })}>
          Share
        </button>
        {notice.element}
      </>
    );
  },
};

export const NoticeControlled: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Save Results
        </button>
        <Notice open={open} onOpenChange={setOpen} message="Checklist progress saved successfully!" />
      </>
    );
  },
};
