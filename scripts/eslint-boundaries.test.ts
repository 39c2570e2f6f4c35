import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The folder rules of eslint.config.js, proved to fire: each case lints one line of code as if it
 * were written at a path in the project, with the project's own config.
 */
const eslint = new ESLint();

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('eslint.config.js folder rules', () => {
  it('words a reader sees come from catalogs in src/kit and every tool folder with one; not yet in a folder without one', async () => {
    const jsx = 'const value = <p aria-label="Close the list">Hello there</p>;';
    expect(await rulesBroken('src/kit/Select/Select.tsx', jsx)).toEqual(
      expect.arrayContaining(['react/jsx-no-literals', 'no-restricted-syntax']),
    );
    expect(await rulesBroken('src/tools/RmdCalculator/RmdCalculator.tsx', jsx)).toContain('react/jsx-no-literals');
    expect(await rulesBroken('src/tools/InheritedIraCalculator/InheritedIraCalculator.tsx', jsx)).toContain(
      'react/jsx-no-literals',
    );
    // Every tool folder has its catalog now: a new tool's folder joins when its messages.en.json is written.
    expect(await rulesBroken('src/tools/NewCalculator/NewCalculator.tsx', jsx)).not.toContain('react/jsx-no-literals');
    // Symbols and values are not words.
    expect(await rulesBroken('src/kit/Select/Select.tsx', 'const value = <p aria-hidden="true">{"%"}</p>;')).toEqual(
      [],
    );
  }, 60_000);

  it('a module the site ships may not import test support (any testing/ folder: tools/shared, finance, kit, plan, storage)', async () => {
    expect(
      await rulesBroken(
        'src/tools/RmdCalculator/RmdCalculator.tsx',
        "import { value } from '../shared/testing/toolTestKit';",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await rulesBroken('src/tools/shared/layout/ToolLayout.tsx', "import { value } from '../testing/toolStories';"),
    ).toContain('@typescript-eslint/no-restricted-imports');
    const shipped: [string, string][] = [
      ['src/plan/MyPlanPage.tsx', "import { value } from '../finance/testing/financeTestKit';"],
      ['src/plan/MyPlanPage.tsx', "import { value } from './testing/myPlanFixtures';"],
      ['src/kit/Button/Button.tsx', "import { value } from '../testing/fieldStories';"],
      ['src/app/App.tsx', "import { value } from '../storage/testing/storageTestKit';"],
    ];
    for (const [filePath, code] of shipped)
      expect(await rulesBroken(filePath, code), `${filePath}: ${code}`).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
  }, 60_000);

  it('My plan, My details and saved items (src/plan) never import the app shell; the tools never import them', async () => {
    expect(await rulesBroken('src/plan/MyPlanPage.tsx', "import { value } from '../app/routes';")).toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesBroken('src/tools/RmdCalculator/RmdCalculator.tsx', "import { value } from '../../plan/myPlanModel';"),
    ).toContain('no-restricted-imports');
    expect(await rulesBroken('src/kit/Button/Button.tsx', "import { value } from '../../plan/myPlanModel';")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('src/app/routes.ts', "import { value } from '../plan/MyPlanPage';")).not.toContain(
      'no-restricted-imports',
    );
    // A tool's own module named plan is not the plan room.
    expect(
      await rulesBroken('src/tools/WithdrawalPlanner/scenario.ts', "import { value } from './plan';"),
    ).not.toContain('no-restricted-imports');
  }, 60_000);

  it('the tools’ shared rooms only import downwards: core ← form, scenarios ← layout', async () => {
    const refused: [string, string][] = [
      ['src/tools/shared/core/toolFields.ts', "import { value } from '../form/ToolField';"],
      ['src/tools/shared/core/toolFields.ts', "import { value } from '../scenarios/scenarios';"],
      ['src/tools/shared/core/toolState.ts', "import { value } from '../layout/ToolLayout';"],
      ['src/tools/shared/form/ToolField.tsx', "import { value } from '../layout/ToolLayout';"],
      ['src/tools/shared/form/ToolField.tsx', "import { value } from '../scenarios/scenarios';"],
      ['src/tools/shared/scenarios/ScenarioPanel.tsx', "import { value } from '../form/toolUrl';"],
      ['src/tools/shared/scenarios/ScenarioPanel.tsx', "import { value } from '../layout/ToolLayout.css';"],
    ];
    for (const [filePath, code] of refused)
      expect(await rulesBroken(filePath, code), `${filePath}: ${code}`).toContain('no-restricted-imports');
    const allowed: [string, string][] = [
      ['src/tools/shared/form/ToolField.tsx', "import { value } from '../core/toolFields';"],
      ['src/tools/shared/scenarios/ScenarioPanel.tsx', "import { value } from '../core/toolState';"],
      ['src/tools/shared/layout/Calculator.tsx', "import { value } from '../form/ToolField';"],
      ['src/tools/shared/layout/ToolLayout.tsx', "import { value } from '../scenarios/ScenarioPanel';"],
      ['src/tools/shared/scenarios/scenarios.test.tsx', "import { value } from '../layout/textSummary';"],
    ];
    for (const [filePath, code] of allowed)
      expect(await rulesBroken(filePath, code), `${filePath}: ${code}`).not.toContain('no-restricted-imports');
  }, 60_000);

  it('a tool, or its test support, imports nothing from src/articles or src/app', async () => {
    expect(
      await rulesBroken(
        'src/tools/shared/testing/screenReaderTranscript.tsx',
        "import { value } from '../../../articles/contentIndex';",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken('src/tools/RmdCalculator/RmdCalculator.tsx', "import { value } from '../../app/routes';"),
    ).toContain('no-restricted-imports');
  }, 60_000);

  it('tests and stories may use test support', async () => {
    for (const filePath of [
      'src/tools/RmdCalculator/RmdCalculator.test.tsx',
      'src/tools/RmdCalculator/RmdCalculator.stories.tsx',
    ]) {
      expect(await rulesBroken(filePath, "import { value } from '../shared/testing/toolTestKit';")).not.toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    }
  }, 60_000);

  it('an article gets yearly figures from the content compiler, not from src/finance/rules', async () => {
    expect(
      await rulesBroken('src/articles/GuideSections.tsx', "import { value } from '../finance/rules/ltc';"),
    ).toContain('no-restricted-imports');
  }, 60_000);

  it('the finance engine imports no React and nothing of the site above it', async () => {
    expect(await rulesBroken('src/finance/tax/rmd.ts', "import { value } from 'react';")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('src/finance/tax/rmd.ts', "import { value } from '../tools/registry';")).toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('the finance engine exports no form defaults: they belong to the tool (DEFAULTS in its fields.ts)', async () => {
    for (const code of [
      'export const RMD_DEFAULTS = { age: 72 }; const value = 1;',
      'export const HE_DEFAULTS = { homeValue: 1 }; const value = 1;',
      'export const SS_DEFAULT_PIA = 2000; const value = 1;',
      'export function medicareDefaults() { return 1; } const value = 1;',
      'const X_DEFAULTS = { a: 1 }; export { X_DEFAULTS }; const value = 1;',
    ]) {
      expect(await rulesBroken('src/finance/tax/rmd.ts', code), code).toContain('no-restricted-syntax');
      expect(await rulesBroken('src/finance/rules/tax/rmdTable.ts', code), code).toContain('no-restricted-syntax');
    }
    // A value taken for a missing input is a calculation rule, and says so.
    expect(
      await rulesBroken('src/finance/tax/rmd.ts', 'export const RMD_FALLBACK_TAX_YEAR = 2026; const value = 1;'),
    ).not.toContain('no-restricted-syntax');
    // The tools keep theirs, and finance still joins class names the one way (cx).
    expect(
      await rulesBroken('src/tools/RmdCalculator/fields.ts', 'export const DEFAULTS = { age: 72 }; const value = 1;'),
    ).not.toContain('no-restricted-syntax');
    expect(await rulesBroken('src/finance/tax/rmd.ts', "const value = ['a', ''].filter(Boolean).join(' ');")).toContain(
      'no-restricted-syntax',
    );
  }, 60_000);
});
