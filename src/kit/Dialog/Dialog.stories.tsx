import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { Notice, useNotice } from './Notice';
import { hiddenFromTable, withControl } from '../testing/fieldStories';
import { deleteDesignation } from './deleteDesignation';

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

/** A button labelled `label` that opens, from code, the dialog `children` renders with the open state. */
function OpenedFromCode({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {children(open, setOpen)}
    </>
  );
}

/** Opened from code (no trigger element): focus still goes back to the button afterwards. */
export const Controlled: Story = {
  render: (args) => (
    <OpenedFromCode label="Open the dialog">
      {(open, setOpen) => <Dialog {...args} open={open} onOpenChange={setOpen} />}
    </OpenedFromCode>
  ),
};

export const Confirm: Story = {
  render: function Render() {
    const [result, setResult] = useState('');
    return (
      <OpenedFromCode label="Delete designation">
        {(open, setOpen) => (
          <>
            <p role="status">{result}</p>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              {...deleteDesignation()}
              onConfirm={() => setResult('Deleted.')}
              onCancel={() => setResult('Kept.')}
            />
          </>
        )}
      </OpenedFromCode>
    );
  },
};

export const ConfirmDefaultTone: Story = {
  render: () => (
    <OpenedFromCode label="Start over">
      {(open, setOpen) => (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Start over?"
          message="Your answers on this device will be cleared."
          confirmLabel="Yes, start over"
          onConfirm={() => {}}
        />
      )}
    </OpenedFromCode>
  ),
};

/** Used instead of window.alert. */
export const NoticeWithHook: Story = {
  render: function Render() {
    const notice = useNotice();
    return (
      <>
        <Button onClick={() => notice.notify('Tool progress saved successfully!')}>Save Progress</Button>
        <Button onClick={() => notice.notify('Link copied to clipboard!', { title: 'Link copied' })}>Share</Button>
        {notice.element}
      </>
    );
  },
};

export const NoticeControlled: Story = {
  render: () => (
    <OpenedFromCode label="Save Results">
      {(open, setOpen) => (
        <Notice open={open} onOpenChange={setOpen} message="Checklist progress saved successfully!" />
      )}
    </OpenedFromCode>
  ),
};

/** The first story in Spanish (the toolbar's language): the Storybook axe run checks this one too. */
export const InSpanish: Story = { ...WithTrigger, play: undefined, name: 'En español', globals: { locale: 'es' } };
