import { articles, byTitle } from './contentIndex';

describe('article index order', () => {
  it('lists every article alphabetically, in the same order as localeCompare would', () => {
    expect(articles.length).toBeGreaterThan(30);
    const byLocale = [...articles].sort((a, b) => a.title.localeCompare(b.title, 'en'));
    expect(articles.map((a) => a.slug)).toEqual(byLocale.map((a) => a.slug));
  });

  it('ignores case', () => {
    expect(byTitle({ title: 'annuities' }, { title: 'Beneficiaries' })).toBeLessThan(0);
    expect(byTitle({ title: 'Tax' }, { title: 'tax' })).toBe(0);
  });
});
