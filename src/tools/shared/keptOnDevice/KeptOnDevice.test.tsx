import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { bookmarksStore, myDetailsStore, scenariosStore, setKeepOnDevice, toolInputsStore } from '../../../storage';
import { startEachTestWithEmptyStorage } from '../../../storage/testing/storageTestKit';
import { KeptOnDevice, type ForgetScope } from './KeptOnDevice';

startEachTestWithEmptyStorage();

function renderLine(scope: ForgetScope, onForgotten = vi.fn()) {
  render(
    <Router hook={memoryLocation({ path: '/tools/rmd' }).hook}>
      <KeptOnDevice scope={scope} onForgotten={onForgotten} />
    </Router>,
  );
  return onForgotten;
}

const rmd: ForgetScope = { kind: 'tool', toolId: 'rmd', title: 'RMD Calculator' };
const scenario = { name: 'A', savedAt: '2026-11-20T10:00:00.000Z', inputs: { age: 75 } };

describe('Kept on this device only · Forget (issue I6, item 5)', () => {
  it('says where the figures live, and Forget asks first: Cancel keeps them', async () => {
    const user = userEvent.setup();
    toolInputsStore('rmd').write({ age: 75 });
    const onForgotten = renderLine(rmd);
    expect(screen.getByText('Kept on this device only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget this tool’s figures?' });
    expect(dialog).toHaveTextContent('This deletes what you typed in this tool from this device.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(toolInputsStore('rmd').read()).toEqual({ age: 75 });
    expect(onForgotten).not.toHaveBeenCalled();
  });

  it('on a tool: deletes that tool’s inputs only, says so politely, and lets the page start it afresh', async () => {
    const user = userEvent.setup();
    toolInputsStore('rmd').write({ age: 75 });
    toolInputsStore('hsa').write({ age: 60 });
    scenariosStore('rmd').write([scenario]);
    const onForgotten = renderLine(rmd);
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, forget' }));
    expect(localStorage.getItem('tool-inputs-rmd')).toBeNull();
    expect(toolInputsStore('hsa').read()).toEqual({ age: 60 });
    expect(scenariosStore('rmd').read()).toHaveLength(1);
    expect(onForgotten).toHaveBeenCalledOnce();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Done: the figures this tool kept are deleted from this device.');
  });

  it('on My plan: deletes everything the plan is built from, and keeps bookmarks', async () => {
    const user = userEvent.setup();
    toolInputsStore('rmd').write({ age: 75 });
    scenariosStore('hsa').write([scenario]);
    myDetailsStore.write({ birthYear: 1959, birthMonth: 3 });
    bookmarksStore.write(['rmd-calculator']);
    renderLine({ kind: 'plan' });
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(await screen.findByRole('alertdialog', { name: 'Forget everything on My plan?' })).toBeInTheDocument();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, forget' }));
    expect(toolInputsStore('rmd').read()).toEqual({});
    expect(scenariosStore('hsa').read()).toEqual([]);
    expect(myDetailsStore.read()).toEqual({});
    expect(bookmarksStore.read()).toEqual(['rmd-calculator']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Done: everything My plan was built from is deleted from this device.',
    );
  });

  it('after "Don’t keep my figures on this device": says they live in this tab, with a link to My details', () => {
    setKeepOnDevice(false);
    renderLine(rmd);
    expect(screen.queryByText('Kept on this device only')).not.toBeInTheDocument();
    expect(screen.getByText(/Kept in this tab only, as you chose in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My details' })).toHaveAttribute('href', '/my-details');
  });
});
