/**
 * Vitest settings for mutation testing (`npm run mutation`, see stryker.config.mjs): only the
 * finance engine's tests, in Node (the engine is pure TypeScript, no DOM), so each of the
 * thousands of mutant runs stays fast.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['src/finance/**/*.test.ts'],
    setupFiles: ['./vitest.mutation.setup.ts'],
    pool: 'threads',
  },
});
