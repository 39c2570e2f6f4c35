import { splitAtSecondTool, splitContent } from './splitContent';

describe('splitContent', () => {
  // Each row: what the body holds, and the two halves around the tool with the kind of embed point found.
  it.each([
    [
      'splits at the marker element',
      '<p>One</p>\n<div data-embed="tool"></div>\n<p>Two</p>',
      { before: '<p>One</p>', after: '<p>Two</p>', kind: 'marker' },
    ],
    [
      'splits at the bracketed placeholder, dropping its paragraph',
      '<h2 id="a">A</h2><p>One</p><p>[CALCULATOR]</p><p>Two</p>',
      { before: '<h2 id="a">A</h2><p>One</p>', after: '<p>Two</p>', kind: 'placeholder' },
    ],
    [
      'puts the tool after the body when there is no embed point',
      '<p>Only text</p>',
      { before: '<p>Only text</p>', after: '', kind: 'none' },
    ],
    [
      'has no second half when the marker ends the body',
      '<p>One</p><div data-embed="tool"></div>',
      { before: '<p>One</p>', after: '', kind: 'marker' },
    ],
    [
      'uses the first of two markers and removes the second',
      '<p>A</p><div data-embed="tool"></div><p>B</p><p>[CALCULATOR]</p><p>C</p>',
      { before: '<p>A</p>', after: '<p>B</p><p>C</p>', kind: 'marker' },
    ],
  ])('%s', (_name, body, halves) => {
    expect(splitContent(body)).toEqual(halves);
  });

  it('uses whichever form comes first', () => {
    const result = splitContent('<p>A</p><p>[CALCULATOR]</p><p>B</p><div data-embed="tool"></div>');
    expect(result.kind).toBe('placeholder');
    expect(result.after).toBe('<p>B</p>');
  });
});

describe('splitAtSecondTool', () => {
  it('splits the part after the tool at the second tool’s marker, and leaves a body without one whole', () => {
    const { after } = splitContent(
      '<p>A</p><p>[CALCULATOR]</p><p>B</p>\n<div data-embed="second-tool"></div>\n<p>C</p>',
    );
    expect(splitAtSecondTool(after)).toEqual({ before: '<p>B</p>', after: '<p>C</p>' });
    expect(splitAtSecondTool('<p>B</p>')).toEqual({ before: '<p>B</p>', after: '' });
  });

  it('is not the main tool’s marker, and the main splitter leaves it in place', () => {
    expect(splitContent('<p>A</p><div data-embed="second-tool"></div><p>B</p>').kind).toBe('none');
    expect(
      splitAtSecondTool('<p>B</p><div data-embed="second-tool"></div><p>C</p><div data-embed="second-tool"></div>'),
    ).toEqual({ before: '<p>B</p>', after: '<p>C</p>' });
  });
});
