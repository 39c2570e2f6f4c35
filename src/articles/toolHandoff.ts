/**
 * Keys a reader presses on a tool's loading placeholder, kept and played into the tool when it
 * arrives (ToolEmbed.tsx): the focus goes to the tool's first field, each Tab held meanwhile moves
 * it on one stop (never out of the tool), and text typed meanwhile goes into the field that has
 * the focus, as if the tool had been there all along.
 */

/** One key held while the tool loads: a Tab, or text typed (consecutive characters together). */
export type HeldKey = { kind: 'tab' } | { kind: 'text'; text: string };

/** The most keys kept: a held key past this is dropped rather than growing without end. */
export const HELD_KEYS_MAX = 200;

/**
 * What a key pressed on the placeholder means for the tool to come: 'tab' and 'text' are held
 * (the caller prevents their default), 'erase' takes back the last character typed, and null lets
 * the key do what it does anyway (Shift+Tab goes back up the page; arrows scroll).
 */
export function heldKeyOf(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Tab') return event.shiftKey ? null : ('tab' as const);
  if (event.key === 'Backspace') return 'erase' as const;
  // A printable character is one code point long ("a", "7", "$", " "); named keys are longer.
  return [...event.key].length === 1 ? ('text' as const) : null;
}

/** Adds a key to the held ones (in place): text joins the text before it; an erase takes back one character. */
export function holdKey(held: HeldKey[], key: 'tab' | 'erase' | 'text', char = ''): void {
  const last = held.at(-1);
  if (key === 'erase') {
    if (last?.kind === 'text') {
      last.text = [...last.text].slice(0, -1).join('');
      if (last.text === '') held.pop();
    }
    return;
  }
  if (held.length >= HELD_KEYS_MAX) return;
  if (key === 'tab') held.push({ kind: 'tab' });
  else if (last?.kind === 'text') last.text += char;
  else held.push({ kind: 'text', text: char });
}

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable="true"], summary';

/** Whether the element is drawn (jsdom, which lays nothing out, has no checkVisibility: there everything is). */
const shown = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;

/**
 * The elements Tab stops at inside `container`, in the order Tab visits them (the site sets no
 * positive tabindex): enabled, drawn, not inert, and of each set of radio buttons only the checked
 * one (or the first, when none is), as the browser does.
 */
export function tabStops(container: HTMLElement): HTMLElement[] {
  const radios = new Map<string, HTMLInputElement[]>();
  const candidates = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      !el.closest('[inert], [hidden], fieldset:disabled') &&
      shown(el),
  );
  for (const el of candidates)
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const set = radios.get(el.name) ?? [];
      set.push(el);
      radios.set(el.name, set);
    }
  return candidates.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const set = radios.get(el.name)!;
    return el === (set.find((r) => r.checked) ?? set[0]);
  });
}

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'url', 'email', 'password', '']);

/** A field that takes typed text: a text-like input or a textarea, neither read-only nor disabled. */
function takesText(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly && !el.disabled;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type) && !el.readOnly && !el.disabled;
}

/**
 * Types `text` into the focused field as a reader's keys would: into a text field through the
 * native value setter and an `input` event (so React's onChange sees it), replacing what Tab had
 * selected on arrival or adding to what this replay typed before; to any other control (a list's
 * type-to-find, a radio group) as key presses.
 */
function typeInto(el: Element | null, text: string, replaced: Set<Element>): void {
  if (!el) return;
  if (takesText(el)) {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    const next = replaced.has(el) ? el.value + text : text;
    replaced.add(el);
    setValue?.call(el, next);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  for (const key of text) {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    el.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  }
}

/** The first stop of the tool: where the focus goes when the tool arrives. */
export function firstStop(container: HTMLElement): HTMLElement | undefined {
  return tabStops(container)[0];
}

/**
 * Plays the held keys into the tool, from the focused element (its first stop): each Tab moves on
 * one stop, but never past the tool's last; text goes into the focused field. The stops are read
 * again after each key, since an answer can add or remove fields.
 */
export function playHeldKeys(container: HTMLElement, held: readonly HeldKey[]): void {
  const replaced = new Set<Element>();
  for (const key of held) {
    const active = document.activeElement;
    if (key.kind === 'text') {
      typeInto(active instanceof HTMLElement && container.contains(active) ? active : null, key.text, replaced);
      continue;
    }
    const stops = tabStops(container);
    const at = active instanceof HTMLElement ? stops.indexOf(active) : -1;
    stops[Math.min(at + 1, stops.length - 1)]?.focus();
  }
}
