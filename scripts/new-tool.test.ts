import { describe, expect, it } from 'vitest';
import { addTableRow, toolFiles, toolListEntries, toolNames } from './new-tool.mjs';

describe('npm run new-tool: names and edits (the whole run is proved by scripts/check-new-tool.mjs)', () => {
  it('names a tool from its id', () => {
    expect(toolNames('savings-growth')).toMatchObject({
      id: 'savings-growth',
      component: 'SavingsGrowthCalculator',
      module: 'savingsGrowth',
      calculate: 'calculateSavingsGrowth',
      domain: 'tax',
      bounds: 'SAVINGS_GROWTH_BOUNDS',
      title: 'Savings growth calculator',
    });
    expect(toolNames('loan-calculator').component).toBe('LoanCalculator');
    expect(toolNames('pension', 'Pension Estimator').title).toBe('Pension Estimator');
    expect(toolNames('pension', undefined, 'tax', 'Calculadora de su pensión').titleEs).toBe(
      'Calculadora de su pensión',
    );
    expect(toolNames('pension', undefined, 'estate').domain).toBe('estate');
    expect(() => toolNames('pension', undefined, 'pensions')).toThrow(/is not a room of src\/finance/);
  });

  it('refuses an id that is not lower-case words joined by hyphens', () => {
    for (const bad of ['', 'Savings', 'savings_growth', '-x', 'x--y', '1abc'])
      expect(() => toolNames(bad), bad).toThrow(/is not a tool id/);
  });

  it('writes the files of docs/adding-a-tool.md, each naming the tool', () => {
    const files = toolFiles(toolNames('savings-growth'));
    expect(files.map((f) => f.path)).toEqual([
      'src/finance/tax/savingsGrowth.ts',
      'src/finance/tax/savingsGrowthBounds.ts',
      'src/finance/tax/savingsGrowth.test.ts',
      'src/tools/SavingsGrowthCalculator/tool.meta.ts',
      'src/tools/SavingsGrowthCalculator/meta.messages.en.json',
      'src/tools/SavingsGrowthCalculator/meta.messages.es.json',
      'src/tools/SavingsGrowthCalculator/tool.ts',
      'src/tools/SavingsGrowthCalculator/messages.en.json',
      'src/tools/SavingsGrowthCalculator/messages.es.json',
      'src/tools/SavingsGrowthCalculator/fields.ts',
      'src/tools/SavingsGrowthCalculator/scenario.ts',
      'src/tools/SavingsGrowthCalculator/SavingsGrowthCalculator.tsx',
      'src/tools/SavingsGrowthCalculator/SavingsGrowthCalculator.test.tsx',
      'src/tools/SavingsGrowthCalculator/SavingsGrowthCalculator.stories.tsx',
      'src/tools/SavingsGrowthCalculator/SavingsGrowthCalculator.transcript.test.tsx',
    ]);
    expect(files.find((f) => f.path.endsWith('tool.meta.ts'))!.text).toContain("id: 'savings-growth'");
  });

  it('writes the title and description in both languages beside tool.meta.ts, none in it', () => {
    const files = toolFiles(
      toolNames('savings-growth', 'Savings Growth Calculator', 'tax', 'Calculadora de sus ahorros'),
    );
    const meta = (locale: string) =>
      JSON.parse(files.find((f) => f.path.endsWith(`/meta.messages.${locale}.json`))!.text) as Record<string, string>;
    expect(meta('en')).toEqual({
      title: 'Savings Growth Calculator',
      description: 'A placeholder made by npm run new-tool: see how a balance may grow at a yearly rate.',
    });
    expect(meta('es')).toEqual({
      title: 'Calculadora de sus ahorros',
      description: 'Un ejemplo hecho por npm run new-tool: vea cómo podría crecer un saldo con una tasa anual.',
    });
    expect(files.find((f) => f.path.endsWith('tool.meta.ts'))!.text).not.toMatch(/title:|description:/);
  });

  it('writes both catalogs with the same keys, and the form and results read their words from them', () => {
    const files = toolFiles(toolNames('savings-growth'));
    const catalog = (locale: string) =>
      JSON.parse(files.find((f) => f.path.endsWith(`/messages.${locale}.json`))!.text) as Record<string, string>;
    expect(Object.keys(catalog('es'))).toEqual(Object.keys(catalog('en')));
    expect(catalog('en').balanceLabel).toBe('Starting balance');
    expect(catalog('es').balanceLabel).toBe('Saldo inicial');
    expect(files.find((f) => f.path.endsWith('/fields.ts'))!.text).toContain('label: m.balanceLabel');
    expect(files.find((f) => f.path.endsWith('Calculator.tsx'))!.text).not.toMatch(/label="|title="/);
  });

  it('writes the form’s defaults in the tool’s folder (fields.ts DEFAULTS), and only bounds in src/finance', () => {
    const files = toolFiles(toolNames('savings-growth'));
    expect(files.find((f) => f.path.endsWith('/fields.ts'))!.text).toMatch(/^export const DEFAULTS = /m);
    for (const file of files.filter((f) => f.path.startsWith('src/finance/')))
      expect(file.text, file.path).not.toMatch(/DEFAULTS|_DEFAULT_/);
  });

  it('adds a row at the end of the named Markdown table only', () => {
    const markdown = '# T\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\ntext\n\n| x |\n| --- |\n';
    expect(addTableRow(markdown, /^\| a \| b \|/, '| 3 | 4 |')).toBe(
      '# T\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |\n\ntext\n\n| x |\n| --- |\n',
    );
    expect(() => addTableRow(markdown, /^\| none \|/, '| 5 |')).toThrow(/no table/);
    expect(toolListEntries(toolNames('savings-growth')).conventionsRow).toBe(
      '| `savings-growth` | Savings growth calculator | `calculateSavingsGrowth` |',
    );
  });
});
