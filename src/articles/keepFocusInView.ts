/**
 * Keeps a keyboard reader's focus on screen while a lazily loaded tool's frame grows above it.
 *
 * An article's second tool loads only when the reader nears it, so a reader tabbing down the page
 * can already be on a link below its slot when the tool's code arrives: the tool's frame grows from the
 * "Loading the calculator…" line (one screen high) to the whole tool (several screens on a
 * phone), and later again when the tool's own scenario panel loads. Chromium's scroll anchoring
 * does not make up for it when the slot straddles the top of the screen (it anchors on the
 * loading line, which the tool replaces), and Safari has no scroll anchoring, so the focused link
 * was pushed thousands of pixels below the screen. When the frame grows and pushes the focused
 * element (one after the frame) from the screen to off it, this scrolls by the growth, so what the
 * reader saw, their focus with it, stays where it was. A MutationObserver runs before the next
 * task (so nothing reads the page in between); a ResizeObserver keeps the frame's last height.
 */
export function keepFocusInView(box: HTMLElement): () => void {
  let height = box.getBoundingClientRect().height;
  const focusedAfterSlot = (): HTMLElement | null => {
    const el = document.activeElement;
    return el instanceof HTMLElement && !box.contains(el) && box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? el : null;
  };
  const check = () => {
    const el = focusedAfterSlot();
    const next = box.getBoundingClientRect().height;
    const grown = next - height;
    height = next;
    if (!el || grown === 0) return;
    const { top, bottom } = el.getBoundingClientRect();
    const onScreen = (t: number, b: number) => b > 0 && t < window.innerHeight;
    if (!onScreen(top, bottom) && onScreen(top - grown, bottom - grown)) window.scrollBy({ top: grown, behavior: 'instant' });
  };
  // Mutations inside the tool while its own field has focus need no measuring (no forced layout).
  const mutations = new MutationObserver(() => {
    if (focusedAfterSlot()) check();
  });
  mutations.observe(box, { childList: true, subtree: true });
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
  resizes?.observe(box);
  return () => {
    mutations.disconnect();
    resizes?.disconnect();
  };
}
