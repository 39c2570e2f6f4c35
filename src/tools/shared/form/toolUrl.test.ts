import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentAddress } from '../../../kit/addressFlush';
import { flushToolUrl, scheduleToolUrl, TOOL_URL_DELAY_MS } from './toolUrl';

describe('the tool fragment in the address bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/tools/rmd');
  });
  afterEach(() => {
    flushToolUrl();
    vi.useRealTimers();
  });

  it('is written once typing pauses, with the last inputs, in one history call', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    scheduleToolUrl('/tools/rmd#tool=rmd&v=1&balance=4');
    vi.advanceTimersByTime(TOOL_URL_DELAY_MS - 1);
    scheduleToolUrl('/tools/rmd#tool=rmd&v=1&balance=42');
    vi.advanceTimersByTime(TOOL_URL_DELAY_MS - 1);
    expect(window.location.hash).toBe('');
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toBe('#tool=rmd&v=1&balance=42');
    expect(replaceState).toHaveBeenCalledTimes(1);
    replaceState.mockRestore();
  });

  it('is written at once when the page is hidden or closed', () => {
    scheduleToolUrl('/tools/rmd#tool=rmd&v=1&age=80');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.location.hash).toBe('#tool=rmd&v=1&age=80');
  });

  it('is written at once when the share or download button or the language link reads the address', () => {
    scheduleToolUrl('/tools/rmd#tool=rmd&v=1&age=81');
    expect(currentAddress().hash).toBe('#tool=rmd&v=1&age=81');
  });

  it('is dropped when the visitor has gone to another page before the pause', () => {
    scheduleToolUrl('/tools/rmd#tool=rmd&v=1&age=82');
    window.history.pushState(null, '', '/saved');
    vi.advanceTimersByTime(TOOL_URL_DELAY_MS);
    expect(window.location.pathname).toBe('/saved');
    expect(window.location.hash).toBe('');
  });
});
