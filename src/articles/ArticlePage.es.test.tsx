import { cleanup, render, screen, within } from '@testing-library/react';
import { setLocale } from '../i18n/locale';
import { categoryName, contentTypeName, difficultyName } from './articleWords';
import { loadArticle } from './articleBodies';
import { ArticlePage } from './ArticlePage';
import { CATEGORIES, DIFFICULTIES } from './contentTypes';
import * as m from './messages';
import type { Article } from './types';

// The article page's own words (issue I2): everything around the article's text, in the page's
// language. Vitest loads the English article; its chrome follows the language set here.
describe('the article page in Spanish', () => {
  let article: Article;
  beforeAll(async () => {
    // The article's chunk compiles its Markdown on first load: slow on a busy machine.
    article = (await loadArticle('rmd-calculator'))!;
  }, 60_000);
  afterEach(() => {
    cleanup();
    setLocale('en');
  });

  it('words its badges, details, actions, call to action, helpful question and tool link in Spanish', () => {
    setLocale('es');
    render(<ArticlePage article={article} />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    expect(within(breadcrumb).getByRole('link', { name: 'Impuestos' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Sobre esta página' });
    expect(within(about).getByText('Calculadora')).toBeInTheDocument();
    expect(within(about).getByText('Básico')).toBeInTheDocument();
    const details = within(about).getByRole('list', { name: 'Sobre este artículo' });
    expect(details).toHaveTextContent(`${article.reading_time} min de lectura`);
    expect(details).toHaveTextContent(`Facilidad de lectura: ${article.readability_score} de 100`);
    expect(details).toHaveTextContent('Visitas: no las contamos');
    const actions = screen.getByRole('group', { name: 'Acciones de la página' });
    for (const name of ['Guardar', 'Compartir', 'Imprimir', 'Descargar en JSON'])
      expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '¿Tiene preguntas sobre sus distribuciones mínimas requeridas?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar un asesor financiero' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar la guía de las RMD' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Le fue útil esta página?' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Abrir en una página aparte: / })[0]).toHaveAttribute(
      'href',
      '/tools/rmd',
    );
    expect(screen.getByText(/^Revisado por última vez el/)).toBeInTheDocument();
    // (The article's own text is the English one here: Vitest loads the English article.)
    expect(about).not.toHaveTextContent(/About|Readability|min read|Published|Views|Bookmark|Share|Print/);
  });

  it('keeps the English words on an English page', () => {
    setLocale('en');
    render(<ArticlePage article={article} />);
    expect(screen.getByRole('list', { name: 'About this article' })).toHaveTextContent(
      `Readability score: ${article.readability_score} out of 100`,
    );
    expect(screen.getAllByRole('link', { name: /^Open the .+ on a page of its own$/ })[0]).toHaveAttribute(
      'href',
      '/tools/rmd',
    );
    expect(screen.getByRole('button', { name: 'Download RMD Guide' })).toBeInTheDocument();
  });

  it('words every category, level and kind of article from its English code', () => {
    setLocale('es');
    const categories = CATEGORIES.map(categoryName);
    expect(categories).toContain('Salud y Medicare');
    expect(DIFFICULTIES.map(difficultyName)).toEqual(['Básico', 'Intermedio', 'Avanzado', 'Para todos']);
    expect(contentTypeName('checklist')).toBe('Lista de verificación');
    // Each code has its own words, none left in English.
    expect(new Set(categories).size).toBe(CATEGORIES.length);
    for (const [i, code] of CATEGORIES.entries()) expect(categories[i], code).not.toBe(code);
    setLocale('en');
    expect(CATEGORIES.map(categoryName)).toEqual([...CATEGORIES]);
    expect(DIFFICULTIES.map(difficultyName)).toEqual([...DIFFICULTIES]);
    // An English page shows the codes themselves (articleWords.ts): the English catalog says the same.
    expect([
      m.categoryRetirement(),
      m.categoryTax(),
      m.categoryInsurance(),
      m.categoryHealth(),
      m.categoryEstate(),
      m.categoryHome(),
      m.categorySocialSecurity(),
    ]).toEqual([...CATEGORIES]);
    expect([m.levelBeginner(), m.levelIntermediate(), m.levelAdvanced(), m.levelAll()]).toEqual([...DIFFICULTIES]);
  });
});
