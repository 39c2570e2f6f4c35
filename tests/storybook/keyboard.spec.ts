import { expect, test, type Page } from '@playwright/test';

/*
 * The keyboard maps on the kit's docs pages (src/kit/<Name>/<Name>.mdx, "## Keyboard") pressed in
 * a real browser: each test opens one story alone and presses exactly the keys of one table row,
 * then checks the effect that row promises. Run: `npx playwright test -c playwright.storybook.config.ts`.
 */

// Each test opens its own story in its own page, so the file's tests are shared between the two
// workers instead of running one after another on one (70 s on one worker in CI).
test.describe.configure({ mode: 'parallel' });

/**
 * Opens one story alone and waits until it says it is on the page (.storybook/preview.tsx sets
 * data-story-ready once React has committed it). The minute is a ceiling for a page that hangs,
 * not a pace: on a slow machine a story once took longer than expect's 5 s to appear.
 */
async function openStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await expect(page.locator(`#storybook-root[data-story-ready="${id}"]`)).toBeAttached({ timeout: 60_000 });
}

/** The accessible name of the focused element, or its tag when it has none (e.g. BODY). */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'BODY';
    const labelledBy = element.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : null;
    return (
      element.getAttribute('aria-label') ??
      label ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      element.tagName
    ).trim();
  });
}

test.describe('Select (Kit/Select/Default: Filing status, "Single")', () => {
  const trigger = (page: Page) => page.getByRole('combobox', { name: /^Filing status/ });
  const listbox = (page: Page) => page.getByRole('listbox');
  const highlighted = (page: Page) => page.locator('[role="option"][data-highlighted]');
  /** An option's text; the chosen one starts with its ✓ mark. */
  const option = (label: string) => new RegExp(`^✓?${label}$`);
  /**
   * Opens the list with Enter and waits until it has put the focus on the current choice, as a
   * person sees the list open before pressing on: Radix focuses the list once it has placed it,
   * and a key pressed before then goes to the page instead.
   */
  async function openList(page: Page) {
    await page.keyboard.press('Enter');
    await expect(highlighted(page)).toHaveText(option('Single'));
  }

  test.beforeEach(async ({ page }) => {
    await openStory(page, 'kit-select--default');
    // Focusing the stand-in loads Radix's Select, which takes its place (and the focus): wait
    // until the stand-in has left the page, so no key goes to it.
    const standIn = await trigger(page).elementHandle();
    await trigger(page).focus();
    await page.waitForFunction((element) => !element?.isConnected, standIn);
    await expect(trigger(page)).toBeFocused();
  });

  test('Tab moves to the next control; Shift+Tab goes back', async ({ page }) => {
    await page.keyboard.press('Shift+Tab');
    await expect(trigger(page)).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(trigger(page)).toBeFocused();
  });

  for (const key of ['Enter', 'Space', 'ArrowDown', 'ArrowUp']) {
    test(`${key} on the closed select opens the list with the current choice highlighted`, async ({ page }) => {
      await page.keyboard.press(key);
      await expect(listbox(page)).toBeVisible();
      await expect(highlighted(page)).toHaveText(option('Single'));
    });
  }

  test('a letter on the closed select chooses the next option with that letter, without opening', async ({ page }) => {
    await page.keyboard.press('h');
    await expect(trigger(page)).toHaveText(/Head of household/);
    await expect(listbox(page)).toHaveCount(0);
  });

  test('a letter in the open list highlights the next option with that letter', async ({ page }) => {
    await openList(page);
    await page.keyboard.press('m');
    await expect(highlighted(page)).toHaveText(option('Married filing jointly'));
  });

  test('↓ / ↑ in the open list move through the options', async ({ page }) => {
    await openList(page);
    await page.keyboard.press('ArrowDown');
    await expect(highlighted(page)).toHaveText(option('Married filing jointly'));
    await page.keyboard.press('ArrowUp');
    await expect(highlighted(page)).toHaveText(option('Single'));
  });

  test('Home / End in the open list go to the first or last option', async ({ page }) => {
    await openList(page);
    await page.keyboard.press('End');
    await expect(highlighted(page)).toHaveText(option('Head of household'));
    await page.keyboard.press('Home');
    await expect(highlighted(page)).toHaveText(option('Single'));
  });

  for (const key of ['Enter', 'Space']) {
    test(`${key} in the open list chooses the highlighted option and closes it`, async ({ page }) => {
      await openList(page);
      await page.keyboard.press('ArrowDown');
      await expect(highlighted(page)).toHaveText(option('Married filing jointly'));
      await page.keyboard.press(key);
      await expect(listbox(page)).toHaveCount(0);
      await expect(trigger(page)).toHaveText(/Married filing jointly/);
      await expect(trigger(page)).toBeFocused();
    });
  }

  test('Esc closes the list without changing the choice, focus back on the select', async ({ page }) => {
    await openList(page);
    await page.keyboard.press('ArrowDown');
    await expect(highlighted(page)).toHaveText(option('Married filing jointly'));
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toHaveCount(0);
    await expect(trigger(page)).toHaveText(/Single/);
    await expect(trigger(page)).toBeFocused();
  });

  test('Tab does nothing while the list is open', async ({ page }) => {
    await openList(page);
    await page.keyboard.press('Tab');
    await expect(listbox(page)).toBeVisible();
    await expect(highlighted(page)).toHaveText(option('Single'));
    // The list is modal (the page behind it is hidden from assistive tech): close it to see the choice.
    await page.keyboard.press('Escape');
    await expect(trigger(page)).toHaveText(/Single/);
    await expect(trigger(page)).toBeFocused();
  });
});

test.describe('Slider (Kit/Slider/Currency: Home value $250,000, $0 to $1,000,000 in steps of $5,000)', () => {
  const box = (page: Page) => page.getByRole('textbox', { name: /^Home value/ });
  const thumb = (page: Page) => page.getByRole('slider');

  test.beforeEach(async ({ page }) => {
    await openStory(page, 'kit-slider--currency');
  });

  test('Tab reaches the typed box first, then the thumb; Shift+Tab goes back', async ({ page }) => {
    await page.keyboard.press('Tab');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(thumb(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(box(page)).toBeFocused();
  });

  test('digits and Backspace type a value; the slider follows; leaving with a value out of range brings it to the end and says so', async ({
    page,
  }) => {
    await box(page).focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('3000000');
    await page.keyboard.press('Backspace');
    await expect(thumb(page)).toHaveAttribute('aria-valuenow', '300000');
    await page.keyboard.type('00');
    await page.keyboard.press('Tab');
    await expect(thumb(page)).toHaveAttribute('aria-valuenow', '1000000');
    await expect(page.getByText(/The most you can enter is \$1,000,000/)).toBeVisible();
  });

  test('↑ / ↓ in the typed box add or take away one step', async ({ page }) => {
    await box(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(thumb(page)).toHaveAttribute('aria-valuenow', '255000');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(thumb(page)).toHaveAttribute('aria-valuenow', '245000');
  });

  for (const [key, value] of [
    ['ArrowRight', '255000'],
    ['ArrowUp', '255000'],
    ['ArrowLeft', '245000'],
    ['ArrowDown', '245000'],
    ['PageUp', '300000'],
    ['PageDown', '200000'],
    ['Home', '0'],
    ['End', '1000000'],
  ] as const) {
    test(`${key} on the thumb moves it to ${value}`, async ({ page }) => {
      await thumb(page).focus();
      await page.keyboard.press(key);
      await expect(thumb(page)).toHaveAttribute('aria-valuenow', value);
      await expect(box(page)).toHaveValue(Number(value).toLocaleString('en-US'));
    });
  }
});

test.describe('Dialog (Kit/Dialog/Confirm: "Delete designation")', () => {
  const opener = (page: Page) => page.getByRole('button', { name: 'Delete designation' });
  const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));
  const focusInsideDialog = (page: Page) =>
    page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')));

  test.beforeEach(async ({ page }) => {
    await openStory(page, 'kit-dialog--confirm');
    await opener(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
  });

  test('Tab and Shift+Tab move only between the dialog’s buttons, wrapping from the last to the first', async ({
    page,
  }) => {
    const stops = await dialog(page).getByRole('button').count();
    expect(stops).toBeGreaterThanOrEqual(2);
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen: string[] = [await focusedName(page)];
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press(key);
        expect(await focusInsideDialog(page), `${key} left the dialog`).toBe(true);
        seen.push(await focusedName(page));
      }
      // After as many presses as there are buttons, focus has gone round to where it started.
      expect(new Set(seen.slice(0, stops)).size).toBe(stops);
      expect(seen[stops]).toBe(seen[0]);
    }
  });

  test('Esc closes the dialog like Cancel, and focus goes back to the button that opened it', async ({ page }) => {
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Kept.');
    await expect(opener(page)).toBeFocused();
  });

  for (const key of ['Enter', 'Space']) {
    test(`${key} presses the focused button`, async ({ page }) => {
      await dialog(page).getByRole('button', { name: 'Delete' }).focus();
      await page.keyboard.press(key);
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText('Deleted.');
    });
  }
});

test.describe('Checklist (Kit/Checklist/Default)', () => {
  test.beforeEach(async ({ page }) => {
    await openStory(page, 'kit-checklist--default');
  });

  test('Tab moves from control to control; Shift+Tab goes back', async ({ page }) => {
    await page.keyboard.press('Tab');
    const first = await focusedName(page);
    await page.keyboard.press('Tab');
    const second = await focusedName(page);
    expect(second).not.toBe(first);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe(first);
  });

  test('↓ / ↑ on the category filter change the category shown', async ({ page }) => {
    const filter = page.getByRole('combobox');
    await filter.focus();
    await page.keyboard.press('ArrowDown');
    await expect(filter).not.toHaveValue('all');
    await expect(page.getByText('Review your will', { exact: true })).toBeVisible();
    await expect(page.getByText('Check beneficiaries on every retirement account', { exact: true })).toHaveCount(0);
    await page.keyboard.press('ArrowUp');
    await expect(filter).toHaveValue('all');
    await expect(page.getByText('Check beneficiaries on every retirement account', { exact: true })).toBeVisible();
  });

  test('Space on an item’s checkbox ticks and unticks it', async ({ page }) => {
    const item = page.getByRole('checkbox', { name: /Review your will/ });
    await item.focus();
    await page.keyboard.press('Space');
    await expect(item).toBeChecked();
    await page.keyboard.press('Space');
    await expect(item).not.toBeChecked();
  });

  test('Space on "Show completed items" ticks and unticks it', async ({ page }) => {
    const show = page.getByRole('checkbox', { name: /Show completed items/ });
    await show.focus();
    const before = await show.isChecked();
    await page.keyboard.press('Space');
    await expect(show).toBeChecked({ checked: !before });
    await page.keyboard.press('Space');
    await expect(show).toBeChecked({ checked: before });
  });

  test('typing in a notes box writes a note that is kept as it is typed', async ({ page }) => {
    const notes = page.getByRole('textbox').first();
    await notes.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Call the lawyer.');
    await expect(notes).toHaveValue(/Call the lawyer\.$/);
  });
});

test.describe('Checkbox (Kit/Checkbox/Unchecked)', () => {
  test('Tab reaches it, Shift+Tab leaves it, and Space ticks and unticks it', async ({ page }) => {
    await openStory(page, 'kit-checkbox--unchecked');
    const box = page.getByRole('checkbox', { name: /I am married/ });
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await expect(box).not.toBeFocused();
  });
});

test.describe('TableOfContents (Kit/TableOfContents/Collapsed)', () => {
  test.beforeEach(async ({ page }) => {
    await openStory(page, 'kit-tableofcontents--collapsed');
  });

  const toggle = (page: Page) => page.getByRole('button');
  const entry = (page: Page) => page.getByRole('link', { name: 'Home care' });

  test('Tab reaches the button; Enter and Space open and close the list', async ({ page }) => {
    await page.keyboard.press('Tab');
    await expect(toggle(page)).toBeFocused();
    await expect(entry(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(entry(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page)).toBeHidden();
    await page.keyboard.press('Space');
    await expect(entry(page)).toBeVisible();
  });

  test('Enter on an entry jumps to that section', async ({ page }) => {
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    // Focus moves only to a drawn link: on a slow machine the list opens a moment after the key,
    // and focusing it before then left the focus on the button, whose Enter closed the list again.
    await expect(entry(page)).toBeVisible();
    await entry(page).focus();
    await expect(entry(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#home-care$/);
  });
});

test.describe('HowCalculated (Kit/HowCalculated/Closed)', () => {
  test('Tab reaches the button; Enter and Space open and close it; focus stays on the button', async ({ page }) => {
    await openStory(page, 'kit-howcalculated--closed');
    const button = page.getByRole('button');
    const formulas = page.getByRole('heading', { name: 'Formulas' });
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(formulas).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(formulas).toBeVisible();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(formulas).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(formulas).toBeVisible();
    // The open section holds text only: Tab goes on past it to the next control on the page
    // (none in this story), never to something inside it.
    await page.keyboard.press('Tab');
    await expect(button).not.toBeFocused();
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[data-state="open"]') && document.activeElement?.tagName !== 'BUTTON'),
      ),
    ).toBe(false);
  });
});

test.describe('StepIndicator (Kit/StepIndicator/MiddleStep)', () => {
  test('has nothing to press: Tab skips it', async ({ page }) => {
    await openStory(page, 'kit-stepindicator--middle-step');
    const focusable = await page
      .locator('#storybook-root')
      .evaluate(
        (root) =>
          root.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
      );
    expect(focusable).toBe(0);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('storybook-root')?.contains(document.activeElement) ?? false),
    ).toBe(false);
  });
});
