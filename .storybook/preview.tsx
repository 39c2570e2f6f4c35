import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '../src/kit/theme/global.css';
// The field terms' matcher at once, as the prerender has it (a site page reads its prerendered table first).
import { foundTermInLabel } from '../src/tools/shared/form/fieldTermMatcher';
import { provideFieldTermMatcher } from '../src/tools/shared/form/fieldTermsFound';
import { frameThemes } from '../src/kit/theme/themes.css';
import { a11yParameters } from './axeConfig';
import { applyReaderSettings, type TextSize } from './readerSettings';
import { evergreenTheme } from './theme';
import { LOCALES, localeName, setLocale, type Locale } from '../src/i18n/locale';

// A play function's findBy/waitFor waits for a state, however long a busy machine takes to reach it,
// up to the same ceiling as the unit tests (vitest.setup.ts): Testing Library's 1 s default failed two
// tool stories (the generic calculator's FilledIn, the income plan's MonteCarlo) at load 25 in session 11,
// each a figure shown after a pause or a lazily loaded part. A hung story still fails, after a minute.
configure({ asyncUtilTimeout: 60_000 });

// Stories show every field's term at once, as a page does once idle.
provideFieldTermMatcher(foundTermInLabel);

type FrameName = keyof typeof frameThemes;

/**
 * The language the preview opens on: English, or the one the test-runner asks for
 * (STORYBOOK_LOCALE=es, .storybook/test-runner.ts sets this before the page's scripts run), so a
 * Spanish pass shows every story in Spanish from the first render, page reloads included.
 */
const TEST_RUNNER_LOCALE = (globalThis as { __EVERGREEN_STORYBOOK_LOCALE__?: string }).__EVERGREEN_STORYBOOK_LOCALE__;
const OPENING_LOCALE: Locale = LOCALES.find((locale) => locale === TEST_RUNNER_LOCALE) ?? 'en';

/** The toolbar's frame switcher: every story can be seen in all four colour frames. */
const withFrame: Decorator = (Story, context) => {
  const frame = (context.globals.frame ?? 'blue') as FrameName;
  // A story alone is a page with one <main>; a docs page shows many stories, so there each
  // one sits in a plain box (a page may have only one main landmark).
  const Landmark = context.viewMode === 'docs' ? 'div' : 'main';
  if (context.viewMode === 'docs') observeDocsObjectControls();
  return (
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <div className={frameThemes[frame] ?? frameThemes.blue} data-frame={frame}>
        <Landmark style={{ padding: '1rem' }}>
          <Story />
        </Landmark>
      </div>
    </Router>
  );
};

/**
 * Storybook's object control (the JSON tree in the Controls table) renders <li> elements in a
 * plain <div>; on a docs page that is a real list for screen readers, so say so (axe: listitem).
 */
let docsListsObserved = false;
function observeDocsObjectControls() {
  if (docsListsObserved || typeof MutationObserver === 'undefined') return;
  docsListsObserved = true;
  const mark = () => {
    for (const tree of document.querySelectorAll('#storybook-docs .rejt-tree:not([role])'))
      tree.setAttribute('role', 'list');
  };
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true });
  mark();
}

/**
 * Says when a story is on the page, so browser tests wait for that instead of a time: once React
 * has committed the story's first render (the story's whole tree, with any lazy part it suspends
 * for), #storybook-root gets data-story-ready="<story id>". A story still loading has no marker,
 * however long that takes on a slow machine (tests/storybook/keyboard.spec.ts, openStory).
 */
function StoryReady({ id }: { id: string }) {
  useEffect(() => {
    const root = document.getElementById('storybook-root');
    root?.setAttribute('data-story-ready', id);
    return () => root?.removeAttribute('data-story-ready');
  }, [id]);
  return null;
}

const withReadyMarker: Decorator = (Story, context) =>
  context.viewMode === 'story' ? (
    <>
      <Story />
      <StoryReady id={context.id} />
    </>
  ) : (
    <Story />
  );

/**
 * The toolbar's language: every story in English or in Spanish. Storybook runs every language from
 * one build (src/i18n/locale.ts), and components read their words when they render, so switching
 * re-renders the story in the other language (a key per language starts it afresh).
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  setLocale(locale);
  document.documentElement.lang = locale;
  return (
    <div lang={locale} key={locale}>
      <Story />
    </div>
  );
};

/** Text size, forced colours and reduced motion from the toolbar, applied to the preview. */
const withReaderSettings: Decorator = (Story, context) => {
  const textSize = (context.globals.textSize ?? '100') as TextSize;
  const forcedColors = context.globals.forcedColors === 'on';
  const reducedMotion = context.globals.reducedMotion === 'on';
  // Applied before the story renders, so its first paint already has the reader's settings.
  applyReaderSettings({ textSize, forcedColors, reducedMotion });
  return <Story />;
};

/** The widths our readers use: a small phone (also 1280 px at 400 % zoom), a tablet, a laptop. */
const readerViewports = {
  narrow320: { name: '320 px (small phone, 400 % zoom)', styles: { width: '320px', height: '720px' }, type: 'mobile' },
  tablet768: { name: '768 px (tablet)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: '1280 px (laptop)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // Every story file gets a docs page; a kit component's own MDX page (beside it in its folder)
  // takes the place of the generated one.
  tags: ['autodocs'],
  // The first is innermost: the ready marker commits with the story itself, inside the frame.
  decorators: [withReadyMarker, withFrame, withReaderSettings, withLocale],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: localeName(locale) })),
        dynamicTitle: true,
      },
    },
    frame: {
      description: 'Colour frame',
      toolbar: { title: 'Frame', icon: 'paintbrush', items: ['blue', 'green', 'purple', 'orange'], dynamicTitle: true },
    },
    textSize: {
      description: 'Browser text size (the root font size every rem follows)',
      toolbar: {
        title: 'Text size',
        icon: 'zoom',
        items: [
          { value: '100', title: 'Text 100 %' },
          { value: '150', title: 'Text 150 %' },
          { value: '200', title: 'Text 200 %' },
        ],
        dynamicTitle: true,
      },
    },
    forcedColors: {
      description: 'Forced colours (Windows contrast themes), emulated',
      toolbar: {
        title: 'Forced colours',
        icon: 'contrast',
        items: [
          { value: 'off', title: 'Forced colours off' },
          { value: 'on', title: 'Forced colours on (emulated)' },
        ],
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'Reduced motion, emulated',
      toolbar: {
        title: 'Reduced motion',
        icon: 'play',
        items: [
          { value: 'off', title: 'Motion as usual' },
          { value: 'on', title: 'Reduced motion (emulated)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: OPENING_LOCALE, frame: 'blue', textSize: '100', forcedColors: 'off', reducedMotion: 'off' },
  parameters: {
    layout: 'fullscreen',
    options: { storySort: { order: ['Introduction', 'Foundations', ['Tokens', 'Frames'], 'Kit', 'Tools', 'Pages'] } },
    viewport: { options: readerViewports },
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { theme: evergreenTheme, toc: { headingSelector: 'h2, h3', title: 'On this page' } },
    // The Accessibility panel runs the same axe rule set as the test-runner (.storybook/axeConfig.ts).
    a11y: a11yParameters,
  },
};
export default preview;
