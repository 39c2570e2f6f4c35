import { render } from '@testing-library/react';
import {
  ARTICLE_DATA_META,
  GUIDE_SECTIONS_ATTRIBUTE,
  getLoadedArticle,
  isKnownArticle,
  loadArticle,
  loadArticleFromDocument,
} from './articleBodies';
import { GuideSections } from './GuideSections';

/** A document as the prerender writes an article page: the title, the body's parts, a guide's sections and the meta naming its data chunk. */
function prerenderedPage(slug: string, dataChunk: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = `<meta name="${ARTICLE_DATA_META}" content="${dataChunk}">`;
  doc.body.innerHTML = `
    <h1 id="article-title">${slug}</h1>
    <div data-article-body="before"><p>Before the tool.</p></div>
    <div data-article-body="after"><p>After the tool.</p></div>
    <div ${GUIDE_SECTIONS_ATTRIBUTE}><section><h2>Care settings at a glance</h2><p>Prerendered words.</p></section></div>`;
  return doc;
}

describe('article chunks: the entry holds no chunk map; the page names its own data chunk', () => {
  it('an unknown slug is looked up once in the chunk map and is then known not to be an article', async () => {
    expect(isKnownArticle('no-such-article')).toBeUndefined();
    expect(await loadArticle('no-such-article')).toBeUndefined();
    expect(isKnownArticle('no-such-article')).toBe(false);
  });

  it('a real article loads with its body and is then known', async () => {
    const article = await loadArticle('rmd-calculator');
    expect(article?.title).toMatch(/Required Minimum Distribution/);
    expect(article?.content).toMatch(/<p>A <a href="\/glossary#rmd"/);
    expect(isKnownArticle('rmd-calculator')).toBe(true);
    expect(getLoadedArticle('rmd-calculator')).toBe(article);
  });

  it('hydration reads the body and the guide sections back from the page; a meta naming anything but an asset falls back to the chunk map', async () => {
    const slug = 'long-term-care-planning-guide';
    const article = await loadArticleFromDocument(slug, prerenderedPage(slug, 'https://elsewhere.example/x.js'));
    expect(article?.slug).toBe(slug);
    // The data chunk carries neither the body nor the guide's sections: both come from the page.
    expect(article?.guide_sections).toBeUndefined();
    expect(article?.guide_sections_html).toContain('Prerendered words.');
    expect(article?.content).toBe(
      '<p>Before the tool.</p><div data-embed="tool"></div><p>After the tool.</p><div data-embed="second-tool"></div>',
    );
  });

  it('GuideSections adopts the prerendered HTML as it is when it has no sections to draw', () => {
    const { container } = render(<GuideSections html="<section><h2>Care settings at a glance</h2></section>" />);
    expect(container.querySelector(`[${GUIDE_SECTIONS_ATTRIBUTE}] h2`)?.textContent).toBe('Care settings at a glance');
    expect(render(<GuideSections />).container.innerHTML).toBe('');
  });
});
