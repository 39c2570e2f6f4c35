declare module '*.md' {
  const article: import('../src/articles/types').Article;
  export default article;
}
