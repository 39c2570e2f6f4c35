import type { StorybookConfig } from '@storybook/react-vite';

// Component stories and each kit component's docs page (MDX) sit beside their component in
// src/; the introduction, foundations and page-level stories live in stories/.
const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel) reads each component's props and their TSDoc for the docs tables;
  // react-docgen-typescript would need TypeScript's compiler API.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      // Storybook is a design tool, not something our readers download: its own chunks (the
      // docs blocks, axe for the Accessibility panel) are large by nature. The site's budgets
      // are checked by `npm run size`.
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Slow-plugin timing notes are about build speed, not about the built Storybook.
        checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
      },
    },
  }),
};
export default config;
