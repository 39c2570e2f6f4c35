/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentPlugin } from './scripts/content-plugin';

/**
 * The Content-Security-Policy ships only in the built site: Vite's dev server injects inline
 * scripts that a strict policy (no inline scripts, no eval) would block.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Charts and Radix position elements with style attributes; no inline <script> is allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'evergreen-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<!--csp-->', `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`),
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), contentPlugin(), contentSecurityPolicy()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the manifest to measure each route's initial JavaScript.
    manifest: true,
    // Vite's modulepreload polyfill would be the only inline-capable script; modern browsers
    // support modulepreload natively.
    modulePreload: { polyfill: false },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'design-tokens/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts'] },
    pool: 'threads',
  },
});
