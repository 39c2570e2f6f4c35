import { describe, expect, it } from 'vitest';
import { excerpt, fuzzyFor, MAX_QUERY_LENGTH, normalizeQuery, processTerm, tokenize } from './query';

describe('tokenize', () => {
  it('keeps plan names as one word however they are written', () => {
    expect(tokenize('401(k)')).toEqual(['401k']);
    expect(tokenize('a 401 (k) and a 403(b)')).toEqual(['a', '401k', 'and', 'a', '403b']);
    expect(tokenize('401k')).toEqual(['401k']);
  });
  it('lowercases, drops punctuation and accents', () => {
    expect(tokenize('Medicare’s Part B — café!')).toEqual(['medicare', 's', 'part', 'b', 'cafe']);
  });
  it('drops stop words only when indexing or querying', () => {
    expect(processTerm('the')).toBeNull();
    expect(processTerm('Widow')).toBe('widow');
  });
});

describe('normalizeQuery', () => {
  it('adds the synonyms of a word (widow → survivor)', () => {
    const q = normalizeQuery('widow');
    expect(q).toMatchObject({ kind: 'words', shown: 'widow', words: ['widow'] });
    expect(q.kind === 'words' && q.synonyms).toContain('survivor');
  });
  it('reads 401k, 401(k) and 401 k as the same word', () => {
    for (const raw of ['401k', '401(k)', '401 (k)', '401K'])
      expect(normalizeQuery(raw)).toMatchObject({ kind: 'words', words: ['401k'] });
  });
  it('drops stop words from a question', () => {
    expect(normalizeQuery('Do I pay tax on my Social Security?')).toMatchObject({
      words: ['pay', 'tax', 'social', 'security'],
    });
  });
  it('says an empty or blank query is empty', () => {
    expect(normalizeQuery('')).toEqual({ kind: 'empty' });
    expect(normalizeQuery('   \n\t ')).toEqual({ kind: 'empty' });
    expect(normalizeQuery(null)).toEqual({ kind: 'empty' });
  });
  it('says a query of only punctuation has no words, repeating it as typed', () => {
    expect(normalizeQuery('?!*&')).toEqual({ kind: 'no-words', shown: '?!*&' });
  });
  it('cuts a 2,000-character query to the first 200 characters', () => {
    const q = normalizeQuery('medicare '.repeat(250));
    expect(q.kind).toBe('words');
    if (q.kind !== 'words') return;
    expect(q.truncated).toBe(true);
    expect(q.shown.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH + 1);
    expect(q.words).toEqual(['medicare']);
  });
  it('keeps hostile text as plain words, never markup (the page renders shown as text)', () => {
    const q = normalizeQuery('<img src=x onerror=alert(1)>');
    expect(q).toMatchObject({
      kind: 'words',
      shown: '<img src=x onerror=alert(1)>',
      words: ['img', 'src', 'x', 'onerror', 'alert', '1'],
    });
    expect(normalizeQuery('\u0000\u0007')).toEqual({ kind: 'empty' });
  });
});

describe('fuzzyFor', () => {
  it('allows one typo in words of 5 letters or more, none in shorter ones', () => {
    expect(fuzzyFor('medicre')).toBe(1);
    expect(fuzzyFor('widow')).toBe(1);
    expect(fuzzyFor('roth')).toBe(0);
    expect(fuzzyFor('ira')).toBe(0);
  });
});

describe('excerpt', () => {
  const text =
    'Social Security pays a survivor benefit to a widow or widower. The amount depends on the age at which the survivor claims it and on the worker’s record.';
  it('marks each matched word and keeps the rest as plain parts', () => {
    const parts = excerpt(text, ['survivor', 'widow']);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['survivor', 'widow', 'widower.', 'survivor']);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });
  it('starts near the first match in a long text, with an ellipsis', () => {
    const long = `${'Words before the match. '.repeat(40)}The survivor benefit is here.${' More words.'.repeat(40)}`;
    const parts = excerpt(long, ['survivor']);
    expect(parts[0]!.text).toBe('… ');
    expect(parts.at(-1)!.text).toBe(' …');
    expect(parts.some((p) => p.mark && p.text === 'survivor')).toBe(true);
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(260);
  });
  it('begins at the start when nothing matches', () => {
    expect(excerpt('No match here.', ['xyz'])).toEqual([{ text: 'No match here.', mark: false }]);
  });
});
