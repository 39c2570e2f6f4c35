import { fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, expect, it } from 'vitest';
import { FLUSH_TOOL_URL_EVENT } from '../addressFlush';
import { LanguageLinks } from './LanguageLinks';

// A tool that wrote "age=7" after a pause and still holds "age=75" for the next one (as
// src/tools/shared/form/toolUrl.ts does): the language link must carry 75, the last keystroke.
// CI once showed the English page with the earlier value when the click came within the pause.
const writeWaitingFragment = () => window.history.replaceState(null, '', '/tools/rmd#tool=rmd&v=2&age=75');
afterEach(() => window.removeEventListener(FLUSH_TOOL_URL_EVENT, writeWaitingFragment));

it('carries the fragment a tool has waiting, not the one written at the last pause', () => {
  window.history.replaceState(null, '', '/tools/rmd?q=1#tool=rmd&v=2&age=7');
  window.addEventListener(FLUSH_TOOL_URL_EVENT, writeWaitingFragment);
  render(
    <Router hook={memoryLocation({ path: '/tools/rmd' }).hook}>
      <LanguageLinks />
    </Router>,
  );
  const link = screen.getByRole('link', { name: 'Español' });
  fireEvent.pointerDown(link);
  expect(new URL(link.getAttribute('href')!, window.location.origin).hash).toBe('#tool=rmd&v=2&age=75');
});
