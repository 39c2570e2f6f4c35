import type { StorybookConfig } from '@storybook/react-vite';

// Component stories and each kit component's docs page (MDX) sit beside their component in
// src/; the introduction, foundations and page-level stories live in stories/.
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel) reads each component's props and their TSDoc for the docs tables;
  // react-docgen-typescript would need TypeScript's compiler API.
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
