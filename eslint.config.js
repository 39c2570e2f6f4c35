import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier';
import react from 'eslint-plugin-react';

/**
 * One-way dependencies of DESIGN.md, enforced: finance imports nothing of ours but its rules;
 * storage imports nothing of ours; the kit never reaches up into tools, articles, plan or app.
 * The rooms and what each may import: docs/architecture.md.
 */
const ourLayers = ['app', 'plan', 'articles', 'tools', 'kit', 'storage', 'finance'];
const forbid = (from, layers) =>
  layers.map((layer) => ({
    // The folder itself (its index) only as a path upwards: a tool's own `./plan` module is not src/plan.
    group: [`**/${layer}/**`, ...['../', '../../', '../../../', '../../../../'].map((up) => `${up}${layer}`)],
    message: `${from} must not import from src/${layer} (see DESIGN.md: dependencies point one way).`,
  }));

/**
 * Words a reader sees come from the message catalogs (docs/CONVENTIONS.md, "Words and formats"):
 * no text in JSX (eslint-plugin-react's jsx-no-literals), and no text in the attributes a reader or
 * a screen reader meets (aria-label and the rest). Symbols that are not words pass.
 */
const WORDED_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'legend',
  'caption',
  'summary',
  'description',
  'hint',
  'emptyMessage',
  'buttonLabel',
];
const wordsFromCatalogs = {
  plugins: { react },
  rules: {
    'react/jsx-no-literals': [
      'error',
      {
        noStrings: true,
        ignoreProps: true,
        allowedStrings: ['*', '/', ',', '.', ':', '%', '$', '✓', '·', '–', '—', '(', ')'],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `JSXAttribute[name.name=/^(${WORDED_ATTRIBUTES.join('|')})$/] > Literal[value=/[A-Za-z]{2}/]`,
        message: 'A reader sees these words: take them from the catalog (import * as m from "./messages").',
      },
      {
        selector: `JSXAttribute[name.name=/^(${WORDED_ATTRIBUTES.join('|')})$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2}/]`,
        message: 'A reader sees these words: take them from the catalog, with the values as arguments.',
      },
    ],
  },
};
/**
 * Where words must come from catalogs: the kit, src/plan, and every folder of src/tools, src/app and src/articles that has a
 * catalog (`messages.en.json`). A folder joins when its words move into its catalog (issue I2), with
 * no edit here; src/app's pages, in one folder, join together when the last of them is written.
 */
const withCatalog = (root) =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'messages.en.json')))
    .map((entry) => `${root}/${entry.name}/**/*.tsx`);
export const CATALOG_FOLDERS = [
  'src/kit/**/*.tsx',
  ...withCatalog('src/tools'),
  ...withCatalog('src/tools/shared'),
  ...(fs.existsSync('src/app/messages.en.json') ? ['src/app/**/*.tsx'] : []),
  ...(fs.existsSync('src/articles/messages.en.json') ? ['src/articles/**/*.tsx'] : []),
  // My plan, My details and saved items (issue I2): their words are in src/plan's catalogs.
  ...(fs.existsSync('src/plan/messages.en.json') ? ['src/plan/**/*.tsx'] : []),
];

/** The rooms of src/tools/shared, each with the rooms it must not import (they sit above it). */
const sharedRooms = [
  ['core', ['form', 'scenarios', 'layout']],
  ['form', ['scenarios', 'layout']],
  ['scenarios', ['form', 'layout']],
];

/** One way to join class names or id references: the kit's cx (src/kit/cx.ts). */
const joinRule = [
  {
    selector:
      "CallExpression[callee.property.name='join'][arguments.0.value=' '][callee.object.callee.property.name='filter'][callee.object.arguments.0.name='Boolean']",
    message:
      "Use cx(...) from src/kit (src/kit/cx.ts) to join class names or id references, not .filter(Boolean).join(' ').",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The React Compiler rules flag patterns we use on purpose (reading refs for focus management).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // One way to join class names or id references: the kit's cx (src/kit/cx.ts).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...joinRule],
    },
  },
  {
    files: ['src/finance/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid(
              'finance',
              ourLayers.filter((l) => l !== 'finance'),
            ),
            { group: ['react', 'react-dom', 'react/*'], message: 'finance is pure: no React.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'finance is pure: no storage.' },
        { name: 'document', message: 'finance is pure: no DOM.' },
        { name: 'window', message: 'finance is pure: no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'finance is pure: pass "today" in.' },
      ],
      // The values a form opens on are the tool's (DEFAULTS in src/tools/<Tool>/fields.ts), not the engine's: finance
      // exports bounds and rules, and a value it takes for a missing input is a rule named as such (…_FALLBACK).
      // A form that opens on that same figure reads the …_FALLBACK constant rather than typing it twice.
      'no-restricted-syntax': [
        'error',
        ...joinRule,
        {
          selector:
            'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/DEFAULTS?$|_DEFAULT_/], ExportNamedDeclaration > FunctionDeclaration[id.name=/Defaults$/], ExportSpecifier[exported.name=/DEFAULTS?$|_DEFAULT_|Defaults$/]',
          message:
            "A form's defaults belong to its tool (DEFAULTS in src/tools/<Tool>/fields.ts); finance names a value for a missing input …_FALLBACK.",
        },
      ],
    },
  },
  {
    files: ['src/storage/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbid('storage', ['app', 'plan', 'articles', 'tools', 'kit', 'finance']) },
      ],
    },
  },
  {
    files: ['src/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbid('kit', ['app', 'plan', 'articles', 'tools', 'storage', 'finance']) },
      ],
    },
  },
  {
    files: ['design-tokens/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '../src/*'], message: 'design-tokens is plain data: it imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/tools/**/*.{ts,tsx}', 'src/articles/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid('tools/articles', ['app', 'plan']) }] },
  },
  {
    // Articles embed tools, never the other way round: a tool (and its test support) imports nothing
    // from src/articles. A test may still compare a constant the two keep apart (toolUrl.test.ts).
    files: ['src/tools/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid('tools', ['app', 'plan', 'articles']) }] },
  },
  // The tools' shared parts build upwards from a ground floor (docs/architecture.md): core/ (field
  // types, schema, tool state, scenario descriptor) imports none of the other rooms; form/ and
  // scenarios/ build on core/ and not on each other; layout/ may use all three. Tests, stories and
  // testing/ may reach anywhere.
  ...sharedRooms.map(([room, above]) => ({
    files: [`src/tools/shared/${room}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('tools', ['app', 'plan', 'articles']),
            ...above.map((other) => ({
              group: [`../${other}/*`, `**/shared/${other}/*`],
              message: `tools/shared/${room} must not import from tools/shared/${other}: the shared rooms only import downwards (core ← form, scenarios ← layout; docs/architecture.md).`,
            })),
          ],
        },
      ],
    },
  })),
  {
    // My plan, My details and saved items (src/plan) sit under the app shell: the routes load them,
    // and they never import the shell back.
    files: ['src/plan/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbid('plan', ['app']) }] },
  },
  {
    // Articles take yearly figures from the content compiler ({{rules:…}}, guide cards written in at
    // build time), so an article page bundles no rule tables (H6).
    files: ['src/articles/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('tools/articles', ['app']),
            {
              group: ['**/finance/rules/**', '**/finance/rules/*'],
              message:
                'articles get yearly figures from the content compiler ({{rules:NAME}}), not from src/finance/rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts run in Node but hand callbacks to the browser (page.evaluate), so both sets apply.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Test support lives only in testing/ folders (src/tools/shared/testing, src/finance/testing, src/kit/testing,
    // src/plan/testing, src/storage/testing) and is for tests and stories only: no module the site ships imports
    // it (H6). A rule of its own name, so the layer rules above (no-restricted-imports) still apply.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.bench.ts', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)testing(/|$)',
              message: 'Test support (a testing/ folder) is for tests and stories; the site must not ship it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: CATALOG_FOLDERS,
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    ...wordsFromCatalogs,
    rules: {
      ...wordsFromCatalogs.rules,
      // The cx rule above, kept beside this file's own restricted syntax (one rule name, one list).
      'no-restricted-syntax': [...wordsFromCatalogs.rules['no-restricted-syntax'], ...joinRule],
    },
  },
  {
    // A test waits for a state with a generous ceiling for a hung page, never a pace: Testing Library's
    // waitFor/findBy* give up after the 60 s set in vitest.setup.ts, Vitest's own vi.waitFor after 1 s, which
    // a fetched-on-press module missed on a busy machine (the Roth tool's download test, shift 11).
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/testing/**/*.{ts,tsx}'],
    ignores: ['src/finance/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message:
            "Use Testing Library's waitFor or findBy*: their ceiling is vitest.setup.ts's 60 s; vi.waitFor's is 1 s.",
        },
      ],
    },
  },
  // Layout is Prettier's (.prettierrc.json, checked by `npm run lint`): no ESLint rule argues with it.
  prettierOff,
);
