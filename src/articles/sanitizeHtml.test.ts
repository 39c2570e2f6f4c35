import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes script tags', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event-handler attributes such as onerror', () => {
    const out = sanitizeHtml('<img src="x" onerror="alert(1)" alt="x">');
    expect(out).not.toMatch(/onerror/i);
    expect(out).toMatch(/<img/);
  });

  it('removes javascript: links', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">click</a>');
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('click');
  });

  it('keeps the embed marker, headings with ids and the key-takeaways aside', () => {
    const html = '<aside class="key-takeaways"><p>x</p></aside><h2 id="a">A</h2><div data-embed="tool"></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes inline styles blocks, iframes and forms', () => {
    const out = sanitizeHtml('<style>body{}</style><iframe src="https://x"></iframe><form><input></form><p>ok</p>');
    expect(out).toBe('<p>ok</p>');
  });
});
