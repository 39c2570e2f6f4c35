import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import './themes.css';
import { focusRing } from './styleFragments';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Respect the visitor's browser text size: never set a px root size.
  fontSize: '100%',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', { lineHeight: vars.font.lineHeight.heading, color: vars.color.text });

globalStyle('a', { color: vars.color.link, textDecorationThickness: '0.08em', textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.linkHover, textDecorationThickness: '0.15em' });

globalStyle('input, button, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { maxWidth: '100%' });

// One visible focus ring everywhere, for keyboard users only.
globalStyle(':focus-visible', focusRing);
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

// Windows High Contrast / forced colours: backgrounds vanish, so keep boundaries as borders
// and draw focus with system colours.
globalStyle(':focus-visible', {
  '@media': {
    '(forced-colors: active)': { outline: `${vars.focus.width} solid Highlight`, outlineOffset: vars.focus.offset },
  },
});
globalStyle('button, input, select, textarea, [role="combobox"], [role="slider"], [role="radio"]', {
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonText', borderStyle: 'solid' } },
});
globalStyle('[data-forced-colors-border]', {
  '@media': { '(forced-colors: active)': { border: `${vars.border.control} solid CanvasText` } },
});

// Print: black on white, hide controls that do nothing on paper, show where links go.
globalStyle('[data-print="hide"]', { '@media': { print: { display: 'none !important' } } });
globalStyle('[data-print="expand"][hidden]', { '@media': { print: { display: 'block !important' } } });
globalStyle('*, *::before, *::after', {
  '@media': {
    print: {
      color: '#000 !important',
      backgroundColor: 'transparent !important',
      boxShadow: 'none !important',
    },
  },
});
globalStyle('body', { '@media': { print: { backgroundColor: '#fff !important', fontSize: '12pt' } } });
globalStyle('.article-body a[href^="http"]::after, .article-body a[href^="/"]::after', {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.9em', overflowWrap: 'anywhere' } },
});
globalStyle('h2, h3, h4', { '@media': { print: { breakAfter: 'avoid', breakInside: 'avoid' } } });
globalStyle('table, figure, section', { '@media': { print: { breakInside: 'avoid' } } });

// Article content comes from Markdown, so it is styled by class, not by component.
const body = '.article-body';
globalStyle(body, {
  maxWidth: vars.size.measure,
  fontSize: vars.font.size.body,
  lineHeight: vars.font.lineHeight.body,
});
globalStyle(`${body} > * + *`, { marginTop: vars.space.md });
globalStyle(`${body} h2`, {
  fontSize: vars.font.size.h2,
  marginTop: vars.space.xxl,
  marginBottom: vars.space.sm,
  scrollMarginTop: vars.space.lg,
});
globalStyle(`${body} h3`, {
  fontSize: vars.font.size.h3,
  marginTop: vars.space.xl,
  marginBottom: vars.space.xs,
  scrollMarginTop: vars.space.lg,
});
globalStyle(`${body} p`, { marginTop: 0, marginBottom: vars.space.md });
globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space.lg, marginBottom: vars.space.md });
globalStyle(`${body} li + li`, { marginTop: vars.space.xs });
globalStyle(`${body} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  marginBottom: vars.space.lg,
  display: 'block',
  overflowX: 'auto',
});
globalStyle(`${body} th, ${body} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.controlBorder}`,
  verticalAlign: 'top',
});
globalStyle(`${body} th`, { fontWeight: vars.font.weight.bold, backgroundColor: vars.color.surfaceStrong });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `${vars.border.strong} solid ${vars.color.border}`,
});

globalStyle('.key-takeaways', {
  backgroundColor: vars.color.surface,
  border: `${vars.border.control} solid ${vars.color.border}`,
  borderLeft: `${vars.border.strong} solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0`,
});
globalStyle('.key-takeaways > :first-child', { marginTop: 0 });
globalStyle('.key-takeaways > :last-child', { marginBottom: 0 });
globalStyle('.key-takeaways ul', { paddingLeft: vars.space.lg, margin: `${vars.space.xs} 0 0` });
