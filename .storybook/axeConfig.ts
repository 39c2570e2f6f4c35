/**
 * The one axe rule set of the project. The Accessibility panel (parameters.a11y in preview.tsx)
 * and the test-runner gate (test-runner.ts) both read it from here, so the panel a designer
 * sees and CI can never disagree.
 *
 * WCAG 2.0/2.1/2.2 A and AA, plus the AAA tag for enhanced contrast (7:1), checked inside the
 * story root. A story may switch a rule off only with
 * parameters.a11y.config.rules = mergeAxeRules([{ id, enabled: false, reason: '…' }]) (so the
 * panel keeps the base rules too); the test-runner fails a rule switched off without a written
 * reason.
 */

/** Where axe looks: the rendered story (Storybook's own chrome is never ours to fix). */
export const axeContext = '#storybook-root';

/** The WCAG tags axe runs. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'wcag2aaa'];

export const axeRunOptions = { runOnly: { type: 'tag' as const, values: axeTags } };

export interface AxeRuleSetting {
  id: string;
  enabled: boolean;
  /** Why a rule is switched off for a story: required whenever enabled is false. */
  reason?: string;
}

/**
 * Rules every story runs with. The panel switches `region` off by default ("component stories
 * have no landmarks"); our preview wraps every story in <main>, so we keep it on everywhere,
 * exactly as the test-runner always has.
 */
export const baseAxeRules: AxeRuleSetting[] = [{ id: 'region', enabled: true }];

/** The base rules followed by a story's own settings (a later setting for the same id wins). */
export function mergeAxeRules(storyRules: AxeRuleSetting[] = []): AxeRuleSetting[] {
  const byId = new Map<string, AxeRuleSetting>();
  for (const rule of [...baseAxeRules, ...storyRules]) byId.set(rule.id, rule);
  return [...byId.values()];
}

/** Rules switched off without a written reason: the test-runner refuses them. */
export function rulesOffWithoutReason(rules: AxeRuleSetting[]): string[] {
  return rules.filter((rule) => rule.enabled === false && !rule.reason?.trim()).map((rule) => rule.id);
}

/**
 * parameters.a11y for the preview: the panel runs on every story with this rule set, and
 * `test: 'error'` makes the test-runner fail on any violation the panel reports too.
 */
export const a11yParameters = {
  context: axeContext,
  options: axeRunOptions,
  config: { rules: baseAxeRules },
  test: 'error' as const,
};
