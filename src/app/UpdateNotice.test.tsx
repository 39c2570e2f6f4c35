import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateMessage, UpdateNotice, showUpdateNotice } from './UpdateNotice';

describe('UpdateNotice', () => {
  it('is in the page as an empty polite status first, then says a new version is ready and offers Reload', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    render(<UpdateNotice onReload={onReload} onDismiss={onDismiss} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(await screen.findByText(updateMessage())).toBe(region);
    expect(screen.getByRole('complementary', { name: 'Site update' })).toContainElement(region);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('leaves focus where the reader is when it appears', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    render(<UpdateNotice onReload={() => {}} onDismiss={() => {}} />);
    await screen.findByText(updateMessage());
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('is shown once however often an update is found, and "Later" removes it and returns focus to the main content', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    const firstReload = vi.fn();
    const secondReload = vi.fn();
    act(() => showUpdateNotice(firstReload));
    act(() => showUpdateNotice(secondReload));
    await screen.findByText(updateMessage());
    expect(screen.getAllByRole('complementary', { name: 'Site update' })).toHaveLength(1);
    expect(document.documentElement.className).not.toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(secondReload).toHaveBeenCalledTimes(1);
    expect(firstReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Site update' })).toBeNull());
    expect(document.activeElement).toBe(main);
    expect(document.documentElement.className).toBe('');
    main.remove();
  });
});
