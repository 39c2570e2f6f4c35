/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentPlugin } from './scripts/content-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), contentPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
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
