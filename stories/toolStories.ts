import { expect, userEvent, within } from 'storybook/test';

// Shared pieces of the tool stories. A tool keeps its inputs in the URL fragment and in
// sessionStorage, so each story starts from a known fragment and an empty session.

/** beforeEach for a tool story: an empty session and this URL fragment ('' for the defaults). */
export function startFrom(fragment = '') {
  return () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${fragment}`);
  };
}

const CAPPED = /The most you can enter is/;

/**
 * The error a reader can cause in a calculator: an amount above a field's maximum. Types a huge
 * number into each numeric field in turn until one caps it, then leaves the field, so the story
 * shows the field's plain "The most you can enter is …" message.
 */
export async function typeMoreThanTheMaximum({ canvasElement }: { canvasElement: HTMLElement }) {
  const inputs = [...canvasElement.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"]')];
  for (const input of inputs) {
    await userEvent.clear(input);
    await userEvent.type(input, '9999999999999');
    await userEvent.tab();
    if (CAPPED.test(canvasElement.textContent ?? '')) break;
  }
  await expect(within(canvasElement).getByText(CAPPED)).toBeVisible();
}
