import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { deleteDesignation } from './deleteDesignation';
import { Dialog, resetDialogImplementationForTests } from './Dialog';
import { Notice, useNotice } from './Notice';

describe('Dialog', () => {
  it('opens from its trigger, traps the title/description and closes with Escape back to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<button type="button">About these numbers</button>}
        title="About these numbers"
        description="They are estimates."
      >
        <p>Body text</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'About these numbers' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'About these numbers' });
    expect(dialog).toHaveAccessibleDescription('They are estimates.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('before Radix Dialog has loaded, shows only its trigger and opens on the first click', async () => {
    resetDialogImplementationForTests();
    const user = userEvent.setup();
    render(<Dialog trigger={<button type="button">Show details</button>} title="Details" description="All of them." />);
    const trigger = screen.getByRole('button', { name: 'Show details' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveAccessibleDescription('All of them.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Dialog defaultOpen title="Details" />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function ConfirmHarness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete designation
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        {...deleteDesignation()}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}

/** After an answer: that answer's spy was called once and the other's never; the dialog is gone and focus is back on its opener. */
async function expectAnswered(given: () => void, notGiven: () => void, opener: HTMLElement) {
  expect(given).toHaveBeenCalledTimes(1);
  expect(notGiven).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
}

/** Renders the harness with spies for both answers and opens the dialog with a click. */
async function openConfirmHarness() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmHarness onConfirm={onConfirm} onCancel={onCancel} />);
  const opener = screen.getByRole('button', { name: 'Delete designation' });
  await user.click(opener);
  return { user, onConfirm, onCancel, opener };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog with title and message, focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness onConfirm={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete designation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this designation?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this beneficiary designation?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with the keyboard and returns focus to the button that opened it', async () => {
    const { user, onConfirm, onCancel, opener } = await openConfirmHarness();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectAnswered(onConfirm, onCancel, opener);
  });

  it('cancels with Escape without confirming', async () => {
    const { user, onConfirm, onCancel, opener } = await openConfirmHarness();
    await user.keyboard('{Escape}');
    await expectAnswered(onCancel, onConfirm, opener);
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness onConfirm={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete designation' }));
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

function NoticeHarness() {
  const notice = useNotice();
  return (
    <>
      <button type="button" onClick={() => notice.notify('Tool progress saved successfully!')}>
        Save Progress
      </button>
      {notice.element}
    </>
  );
}

describe('Notice and useNotice', () => {
  it('shows the message as an alertdialog with focus on OK, then returns focus', async () => {
    const user = userEvent.setup();
    render(<NoticeHarness />);
    const save = screen.getByRole('button', { name: 'Save Progress' });
    await user.click(save);
    expect(screen.getByRole('alertdialog', { name: 'Tool progress saved successfully!' })).toBeInTheDocument();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(save).toHaveFocus();
  });

  it('uses the message as description when a title is given', () => {
    render(
      <Notice open onOpenChange={() => {}} title="Link copied" message="Link copied to clipboard!" okLabel="Got it" />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Link copied' });
    expect(dialog).toHaveAccessibleDescription('Link copied to clipboard!');
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
