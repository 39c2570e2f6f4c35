/**
 * Splits an article body at its embed point (SPEC §2 "Split layouts"): the marker element
 * `<div data-embed="tool"></div>` or the bracketed placeholder `[CALCULATOR]` (Markdown wraps it
 * in a paragraph). The tool goes between the halves. With no embed point the tool follows the
 * whole body; with more than one, the first is used and the others are removed.
 */
export type EmbedKind = 'marker' | 'placeholder' | 'none';

export interface SplitBody {
  before: string;
  after: string;
  kind: EmbedKind;
}

const MARKER = /<div[^>]*\bdata-embed=(?:"tool"|'tool'|tool)[^>]*>\s*<\/div>/i;
const PLACEHOLDER = /(?:<p>\s*)?\[CALCULATOR\](?:\s*<\/p>)?/;
const ANY_EMBED = new RegExp(`${MARKER.source}|${PLACEHOLDER.source}`, 'gi');

export function splitContent(html: string): SplitBody {
  const marker = MARKER.exec(html);
  const placeholder = PLACEHOLDER.exec(html);
  const first = [marker, placeholder].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
  if (!first) return { before: html, after: '', kind: 'none' };
  const kind: EmbedKind = first === marker ? 'marker' : 'placeholder';
  const before = html.slice(0, first.index);
  const after = html.slice(first.index + first[0].length).replace(ANY_EMBED, '');
  return { before: before.trim(), after: after.trim(), kind };
}
