/**
 * A tool writes its `#tool=` fragment once typing pauses (src/tools/shared/form/toolUrl.ts). Whatever
 * is about to read the address — the share and download buttons, the header's language link —
 * dispatches this event first, so the address carries the inputs typed last and not those of a
 * pause a keystroke earlier. It lives in the kit so that readers of the address need not load the
 * toolkit.
 */
export const FLUSH_TOOL_URL_EVENT = 'evergreen:flush-tool-url';

/** The address of this page with any waiting tool fragment written first. */
export function currentAddress(): Location {
  window.dispatchEvent(new Event(FLUSH_TOOL_URL_EVENT));
  return window.location;
}
