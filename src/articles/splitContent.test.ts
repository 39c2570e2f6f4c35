import { splitContent } from './splitContent';

describe('splitContent', () => {
  it('splits at the marker element', () => {
    const result = splitContent('<p>One</p>\n<div data-embed="tool"></div>\n<p>Two</p>');
    expect(result).toEqual({ before: '<p>One</p>', after: '<p>Two</p>', kind: 'marker' });
  });

  it('splits at the bracketed placeholder, dropping its paragraph', () => {
    const result = splitContent('<h2 id="a">A</h2><p>One</p><p>[CALCULATOR]</p><p>Two</p>');
    expect(result.kind).toBe('placeholder');
    expect(result.before).toBe('<h2 id="a">A</h2><p>One</p>');
    expect(result.after).toBe('<p>Two</p>');
  });

  it('puts the tool after the body when there is no embed point', () => {
    expect(splitContent('<p>Only text</p>')).toEqual({ before: '<p>Only text</p>', after: '', kind: 'none' });
  });

  it('has no second half when the marker ends the body', () => {
    expect(splitContent('<p>One</p><div data-embed="tool"></div>')).toEqual({ before: '<p>One</p>', after: '', kind: 'marker' });
  });

  it('uses the first of two markers and removes the second', () => {
    const result = splitContent('<p>A</p><div data-embed="tool"></div><p>B</p><p>[CALCULATOR]</p><p>C</p>');
    expect(result.before).toBe('<p>A</p>');
    expect(result.after).toBe('<p>B</p><p>C</p>');
    expect(result.kind).toBe('marker');
  });

  it('uses whichever form comes first', () => {
    const result = splitContent('<p>A</p><p>[CALCULATOR]</p><p>B</p><div data-embed="tool"></div>');
    expect(result.kind).toBe('placeholder');
    expect(result.after).toBe('<p>B</p>');
  });
});
