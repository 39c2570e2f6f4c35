/**
 * The toolbar's "design for our readers" settings: text size, forced colours and reduced
 * motion. Browsers only let DevTools switch the real media features, so the preview emulates
 * them: every CSS rule written for `(forced-colors: active)` or `(prefers-reduced-motion:
 * reduce)` is switched on in place (its media text becomes `all`), window.matchMedia answers
 * accordingly, and a small sheet paints the page in system colours the way forced colours do.
 */

/** Percent of the browser's default text size (no % sign, so the value can sit in a URL). */
export type TextSize = '100' | '150' | '200';

export interface ReaderSettings {
  textSize: TextSize;
  forcedColors: boolean;
  reducedMotion: boolean;
}

const FORCED_COLORS = /\(\s*forced-colors\s*:\s*active\s*\)/;
const REDUCED_MOTION = /\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)/;

const originalMedia = new WeakMap<CSSMediaRule, string>();
let current: ReaderSettings = { textSize: '100', forcedColors: false, reducedMotion: false };

function emulatedMediaText(original: string, settings: ReaderSettings): string {
  if (settings.forcedColors && FORCED_COLORS.test(original)) return 'all';
  if (settings.reducedMotion && REDUCED_MOTION.test(original)) return 'all';
  return original;
}

function visitRules(rules: CSSRuleList, settings: ReaderSettings) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSMediaRule) {
      const original = originalMedia.get(rule) ?? rule.media.mediaText;
      if (FORCED_COLORS.test(original) || REDUCED_MOTION.test(original)) {
        originalMedia.set(rule, original);
        const wanted = emulatedMediaText(original, settings);
        if (rule.media.mediaText !== wanted) rule.media.mediaText = wanted;
        if (settings.forcedColors && FORCED_COLORS.test(original)) makeImportant(rule.cssRules);
      }
    }
    if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visitRules(rule.cssRules, settings);
  }
}

function applyToStyleSheets(settings: ReaderSettings) {
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visitRules(sheet.cssRules, settings);
    } catch {
      // A cross-origin sheet cannot be read; ours are all same-origin.
    }
  }
}

// Forced colours drop author backgrounds and shadows and paint text, borders and controls in
// the reader's system colours. The sheet has zero specificity (:where) and the kit's own
// forced-colours rules are made !important while emulated, so those rules still win, as they
// would in a real forced-colours mode.
const on = 'html[data-emulate-forced-colors]';
const FORCED_COLORS_SHEET = `
:where(${on} body, ${on} body *) {
  background-color: Canvas !important; background-image: none !important;
  color: CanvasText !important; border-color: CanvasText !important;
  box-shadow: none !important; text-shadow: none !important;
}
:where(${on} a, ${on} a *) { color: LinkText !important; }
:where(${on} button, ${on} button *, ${on} [role="combobox"], ${on} [role="combobox"] *) {
  background-color: ButtonFace !important; color: ButtonText !important; border-color: ButtonText !important;
}
:where(${on} :disabled, ${on} [aria-disabled="true"]) { color: GrayText !important; }
:where(${on} svg [fill]:not([fill="none"])) { fill: CanvasText !important; }
:where(${on} svg [stroke]:not([stroke="none"])) { stroke: CanvasText !important; }
`;

function makeImportant(rules: CSSRuleList) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      for (const property of Array.from(rule.style)) {
        rule.style.setProperty(property, rule.style.getPropertyValue(property), 'important');
      }
    }
  }
}

let nativeMatchMedia: typeof window.matchMedia | undefined;

function patchMatchMedia() {
  if (nativeMatchMedia) return;
  nativeMatchMedia = window.matchMedia.bind(window);
  const native = nativeMatchMedia;
  window.matchMedia = (query: string) => {
    const result = native(query);
    const emulated =
      (current.forcedColors && FORCED_COLORS.test(query)) || (current.reducedMotion && REDUCED_MOTION.test(query));
    if (!emulated) return result;
    return new Proxy(result, { get: (target, key) => (key === 'matches' ? true : Reflect.get(target, key, target)) });
  };
}

let observer: MutationObserver | undefined;

/** Applies the settings to the preview document and keeps late-loaded styles in step. */
export function applyReaderSettings(settings: ReaderSettings) {
  current = settings;
  const root = document.documentElement;
  root.style.fontSize = settings.textSize === '100' ? '' : `${settings.textSize}%`;
  root.toggleAttribute('data-emulate-forced-colors', settings.forcedColors);
  root.toggleAttribute('data-emulate-reduced-motion', settings.reducedMotion);

  if (settings.forcedColors && !document.getElementById('emulate-forced-colors')) {
    const style = document.createElement('style');
    style.id = 'emulate-forced-colors';
    style.textContent = FORCED_COLORS_SHEET;
    document.head.append(style);
  }
  patchMatchMedia();
  applyToStyleSheets(settings);

  // Lazily loaded chunks (the chart, tools) bring their own CSS after the first render.
  if (!observer) {
    observer = new MutationObserver(() => applyToStyleSheets(current));
    observer.observe(document.head, { childList: true });
    document.addEventListener('load', () => applyToStyleSheets(current), true);
  }
}
