import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { Notice, useNotice } from './Notice';
import { hiddenFromTable, withControl } from '../theme/fieldStories';

// Open dialogs render in a portal on document.body, outside #storybook-root, so each story
// starts closed with the button that opens it (that is also how visitors meet them).
const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  argTypes: {
    ...withControl('text', 'title', 'description', 'closeLabel'),
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    ...withControl('boolean', 'hideCloseButton', 'defaultOpen', 'open'),
    ...hiddenFromTable('trigger', 'children', 'footer', 'initialFocusRef', 'className'),
    onOpenChange: { action: 'openChanged', table: { category: 'Events' } },
  },
  args: {
    title: 'About these estimates',
    description: 'The figures use 2025 tax brackets and assume your income stays the same.',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  args: { trigger: <Button>About these estimates</Button> },
};

export const WithBodyAndFooter: Story = {
  args: {
    trigger: <Button>Share this page</Button>,
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
        <Button onClick={() => setOpen(true)}>
          Open the dialog
        </Button>
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
        <Button onClick={() => setOpen(true)}>
          Delete designation
        </Button>
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
        <Button onClick={() => setOpen(true)}>
          Start over
        </Button>
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
        <Button onClick={() => notice.notify('Tool progress saved successfully!')}>
          Save Progress
        </Button>
        <Button onClick={() => notice.notify('Link copied to clipboard!', { title: 'Link copied' })}>
          Share
        </Button>
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
        <Button onClick={() => setOpen(true)}>
          Save Results
        </Button>
        <Notice open={open} onOpenChange={setOpen} message="Checklist progress saved successfully!" />
      </>
    );
  },
};
