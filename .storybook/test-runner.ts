import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { injectAxe, checkA11y, configureAxe } from 'axe-playwright';

/**
 * Every story is an axe test case: WCAG 2.0/2.1/2.2 A and AA plus the AAA contrast rule.
 * A story may switch a rule off only with parameters.a11y.config.rules = [{ id, enabled: false,
 * reason: '…' }]; a rule switched off without a reason fails the run.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const rules = (storyContext.parameters?.a11y?.config?.rules ?? []) as Array<{ id: string; enabled: boolean; reason?: string }>;
    for (const rule of rules) {
      if (rule.enabled === false && !rule.reason) {
        throw new Error(`Story ${context.id} switches off axe rule ${rule.id} without a written reason`);
      }
    }
    await configureAxe(page, { rules: rules.map(({ id, enabled }) => ({ id, enabled })) });
    await checkA11y(page, '#storybook-root', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'wcag2aaa'] },
      },
    });
  },
};
export default config;
