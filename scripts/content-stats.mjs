#!/usr/bin/env node
// Quick author check: word count, reading time and Flesch reading ease of content articles.
// Usage: node scripts/content-stats.mjs [content/articles/a.md ...]
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import readability from 'text-readability';

export function plainText(markdownBody) {
  const html = marked.parse(markdownBody, { async: false });
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[CALCULATOR\]/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function stats(file) {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const text = plainText(content);
  const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  return {
    slug: data.slug,
    words,
    readingTime: Math.max(1, Math.ceil(words / 200)),
    flesch: Math.round(readability.fleschReadingEase(text) * 10) / 10,
    excerptLength: String(data.excerpt ?? '').length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = 'content/articles';
  const files =
    process.argv.length > 2
      ? process.argv.slice(2)
      : fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.md'))
          .map((f) => path.join(dir, f));
  for (const f of files) {
    const s = stats(f);
    console.log(
      `${s.slug}\twords=${s.words}\tread=${s.readingTime}min\tflesch=${s.flesch}\texcerpt=${s.excerptLength}`,
    );
  }
}
