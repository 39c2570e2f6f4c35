import site from '../../content/site.json';
import { sanitizeHtml } from './sanitizeHtml';
import type { Article } from './types';
import { currentLocale, pathInLocale } from '../i18n/locale';
import * as m from './messages';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * "Download … Guide": the article as one self-contained HTML file the visitor can keep, read
 * offline or print. Made in the browser; nothing is fetched.
 */
export function articleAsHtml(
  article: Pick<Article, 'title' | 'excerpt' | 'content' | 'updated_at' | 'slug'>,
  origin = site.origin,
): string {
  const address = `${origin}${pathInLocale(`/content/${article.slug}`, currentLocale())}`;
  const body = sanitizeHtml(article.content)
    .replace(/<div[^>]*data-embed="(?:second-)?tool"[^>]*><\/div>/g, '')
    .replace(/<p>\[CALCULATOR\]<\/p>/g, `<p><em>${escapeText(m.downloadCalculatorLine({ url: address }))}</em></p>`);
  return `<!doctype html>
<html lang="${currentLocale()}"><head><meta charset="utf-8"><title>${escapeText(article.title)}</title>
<style>body{font:20px/1.6 system-ui,sans-serif;max-width:40em;margin:2em auto;padding:0 1em;color:#111}h1,h2,h3{line-height:1.3}</style>
</head><body><h1>${escapeText(article.title)}</h1><p><strong>${escapeText(article.excerpt)}</strong></p>
${body}
<hr><p>${escapeText(m.downloadFooter({ site: site.name, url: address, date: article.updated_at }))}</p>
</body></html>`;
}

export function downloadArticleAsHtml(article: Article): void {
  const blob = new Blob([articleAsHtml(article)], { type: 'text/html' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${article.slug}-guide.html`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
