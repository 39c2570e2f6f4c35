/**
 * Splits an article body at its embed point (SPEC §2 "Split layouts": the calculator goes between the halves): the marker element
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

/** The marker element `<div data-embed="name"></div>`, however its attribute is quoted. */
const markerFor = (name: string) =>
  new RegExp(`<div[^>]*\\bdata-embed=(?:"${name}"|'${name}'|${name})[^>]*>\\s*<\\/div>`, 'i');
const MARKER = markerFor('tool');
const PLACEHOLDER = /(?:<p>\s*)?\[CALCULATOR\](?:\s*<\/p>)?/;
const ANY_EMBED = new RegExp(`${MARKER.source}|${PLACEHOLDER.source}`, 'gi');

export function splitContent(html: string): SplitBody {
  const marker = MARKER.exec(html);
  const placeholder = PLACEHOLDER.exec(html);
  const first = [marker, placeholder]
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!first) return { before: html, after: '', kind: 'none' };
  const kind: EmbedKind = first === marker ? 'marker' : 'placeholder';
  const before = html.slice(0, first.index);
  const after = html.slice(first.index + first[0].length).replace(ANY_EMBED, '');
  return { before: before.trim(), after: after.trim(), kind };
}

const SECOND_TOOL = markerFor('second-tool');

/**
 * Splits the part of a body after the tool at the second tool's marker
 * `<div data-embed="second-tool"></div>` (front matter `second_tool`). With no marker the second
 * tool follows the whole body; any further markers are removed.
 */
export function splitAtSecondTool(html: string): { before: string; after: string } {
  const match = SECOND_TOOL.exec(html);
  if (!match) return { before: html, after: '' };
  const after = html.slice(match.index + match[0].length).replace(new RegExp(SECOND_TOOL.source, 'gi'), '');
  return { before: html.slice(0, match.index).trim(), after: after.trim() };
}
