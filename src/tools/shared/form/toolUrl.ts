import { FLUSH_TOOL_URL_EVENT } from '../../../kit/addressFlush';

/**
 * The address bar follows a tool's inputs (its `#tool=` fragment), but not keystroke by
 * keystroke: Chromium's history.replaceState cost 28 ms a call at the 4x CPU of the
 * responsiveness budget, more than half of that budget, in the trace of /tools/rmd. The fragment
 * is written once typing pauses, and at once whenever something is about to read or leave the
 * address: the page being hidden or closed, the tool unmounting, or the share and download buttons
 * and the header's language link (which dispatch the kit's FLUSH_TOOL_URL_EVENT, so they need not
 * import the toolkit).
 */
export const TOOL_URL_DELAY_MS = 300;

let pending: { pathname: string; url: string } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Writes the waiting fragment now, if the visitor is still on the page it belongs to. */
export function flushToolUrl(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const waiting = pending;
  pending = undefined;
  // After a route change the address is another page's: the old page's fragment is dropped (the
  // tool's inputs are in this tab's storage already).
  if (!waiting || window.location.pathname !== waiting.pathname) return;
  window.history.replaceState(window.history.state, '', waiting.url);
}

/** Puts `url` (path, query and fragment of the current page) in the address bar once typing pauses. */
export function scheduleToolUrl(url: string): void {
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flushToolUrl);
    window.addEventListener(FLUSH_TOOL_URL_EVENT, flushToolUrl);
  }
  pending = { pathname: window.location.pathname, url };
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(flushToolUrl, TOOL_URL_DELAY_MS);
}
