import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { injectAxe, checkA11y, configureAxe } from 'axe-playwright';
import { axeContext, axeRunOptions, mergeAxeRules, rulesOffWithoutReason, type AxeRuleSetting } from './axeConfig';

/**
 * Every story is an axe test case, with the rule set of .storybook/axeConfig.ts (the same one
 * the Accessibility panel uses). A rule switched off without a written reason fails the run.
 * The test-runner only visits stories: docs pages in index.json are skipped by design.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const storyRules = (storyContext.parameters?.a11y?.config?.rules ?? []) as AxeRuleSetting[];
    const rules = mergeAxeRules(storyRules);
    const unexplained = rulesOffWithoutReason(rules);
    if (unexplained.length > 0) {
      throw new Error(`Story ${context.id} switches off axe rule ${unexplained.join(', ')} without a written reason`);
    }
    await configureAxe(page, { rules: rules.map(({ id, enabled }) => ({ id, enabled })) });
    await checkA11y(page, axeContext, {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: axeRunOptions,
    });
  },
};
export default config;
