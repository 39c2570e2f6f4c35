import DOMPurify from 'dompurify';

/**
 * Every piece of article HTML passes through here before it is rendered, whatever its source
 * (it was also sanitised at build time). In a browser DOMPurify uses the page's window; during
 * prerendering in Node the server entry installs a sanitizer bound to a jsdom window.
 */
const OPTIONS = {
  ADD_ATTR: ['data-embed'],
  ADD_TAGS: ['aside'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
};

type Sanitizer = (html: string) => string;
let serverSanitizer: Sanitizer | undefined;

export function setServerSanitizer(sanitizer: Sanitizer): void {
  serverSanitizer = sanitizer;
}

export const SANITIZE_OPTIONS = OPTIONS;

export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, OPTIONS);
  if (serverSanitizer) return serverSanitizer(html);
  // Fail closed: without a sanitizer, render text only.
  return html.replace(/<[^>]*>/g, '');
}
