#!/usr/bin/env node
// `npm run new-tool -- <id> [--title "Savings Growth Calculator"] [--title-es "Calculadora del crecimiento de sus ahorros"]`: the recipe of
// docs/adding-a-tool.md in one command. It writes a working placeholder calculator (a balance
// growing at a yearly rate) with its engine, tests, stories, transcript and documents, so every
// suite passes before the real calculation is written; then replace the placeholder's maths and
// words, keeping the file layout. scripts/new-tool.test.ts runs it in a copy of the project.
//
//   --title, --title-es the tool's title in English and in Spanish (its meta.messages.<locale>.json);
//                       left out, a placeholder title to replace, as the description is
//   --root <dir>        write into another checkout (the test's copy); default: this one
//   --domain <room>     the src/finance room of its engine: tax, socialSecurity, health, home or estate
//                       (default tax, the room of income and tax)
//   --no-transcript     skip writing docs/screen-reader/<id>.md and es/<id>.md (the test writes them itself)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readToolIndex } from './tool-index.mjs';

/** The names a tool id gives: `savings-growth` → SavingsGrowthCalculator, savingsGrowth, … */
/** The rooms of src/finance a tool's engine may live in (docs/CONVENTIONS.md, "Folders"). */
export const FINANCE_DOMAINS = ['tax', 'socialSecurity', 'health', 'home', 'estate'];

export function toolNames(id, title, domain = 'tax', titleEs = undefined) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
    throw new Error(`"${id}" is not a tool id: use lower-case words joined by hyphens, such as savings-growth`);
  const words = id.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  const component = pascal.endsWith('Calculator') ? pascal : `${pascal}Calculator`;
  const module = pascal[0].toLowerCase() + pascal.slice(1);
  const spaced = words.join(' ');
  const heading = title ?? `${spaced[0].toUpperCase()}${spaced.slice(1)} calculator`;
  if (!FINANCE_DOMAINS.includes(domain))
    throw new Error(`"${domain}" is not a room of src/finance: use one of ${FINANCE_DOMAINS.join(', ')}`);
  return {
    id,
    component,
    module,
    domain,
    calculate: `calculate${pascal}`,
    bounds: `${words.map((w) => w.toUpperCase()).join('_')}_BOUNDS`,
    title: heading,
    description: 'A placeholder made by npm run new-tool: see how a balance may grow at a yearly rate.',
    // The Spanish words of its page, head, search and My plan (meta.messages.es.json): placeholders too.
    titleEs: titleEs ?? `Calculadora nueva (${id}): escriba su título en español`,
    descriptionEs: 'Un ejemplo hecho por npm run new-tool: vea cómo podría crecer un saldo con una tasa anual.',
    resultTitle: `Your ${spaced}`,
  };
}

/** JSON as the project writes it: a two-space indent and a final newline. */
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;
/** A JSON file of the recipe, as { path, text }. */
const jsonFile = (path, value) => ({ path, text: jsonText(value) });

/** Every file the recipe creates, as { path, text }. */
export function toolFiles(n) {
  const folder = `src/tools/${n.component}`;
  return [
    {
      path: `src/finance/${n.domain}/${n.module}.ts`,
      text: `import { readNumber, round2 } from '../core/num';
import { ${n.bounds} } from './${n.module}Bounds';

/**
 * ${n.title}: PLACEHOLDER made by \`npm run new-tool\`. A balance grows at a yearly rate, compounded
 * once a year. Replace this calculation with the tool's own, keeping it pure (no React, DOM or storage),
 * and put each constant it needs once in src/finance/rules/ with its source.
 */
export interface ${n.component}Input {
  balance: number;
  /** Percent a year, e.g. 5 for 5 %. */
  rate: number;
  years: number;
}

export interface ${n.component}Result {
  futureValue: number;
  growth: number;
  formulas: string[];
  assumptions: { label: string; value: string; source?: string }[];
}

export function ${n.calculate}(input: ${n.component}Input): ${n.component}Result {
  const b = ${n.bounds};
  const balance = readNumber(input?.balance, b.balance.min, b.balance.max);
  const rate = readNumber(input?.rate, b.rate.min, b.rate.max);
  const years = Math.round(readNumber(input?.years, b.years.min, b.years.max, b.years.min));
  const futureValue = round2(balance * (1 + rate / 100) ** years);
  return {
    futureValue,
    growth: round2(futureValue - balance),
    formulas: ['Future value = balance × (1 + rate ÷ 100) ^ years', 'Growth = future value − balance'],
    assumptions: [{ label: 'Compounding', value: 'Once a year, at the end of the year' }],
  };
}
`,
    },
    {
      path: `src/finance/${n.domain}/${n.module}Bounds.ts`,
      text: `// The inputs ${n.calculate} accepts, which the form's fields share: apart from the engine, so the My
// details page, which reads every tool's field list, does not load every engine.
import { MAX_MONEY } from '../core/num';

export const ${n.bounds} = {
  balance: { min: 0, max: MAX_MONEY },
  rate: { min: 0, max: 15, step: 0.1 },
  years: { min: 1, max: 50 },
} as const;
`,
    },
    {
      path: `src/finance/${n.domain}/${n.module}.test.ts`,
      text: `import { describe, expect, it } from 'vitest';
import { hostileRecord, itStaysFiniteAndNonNegative } from '../testing/financeTestKit';
import { ${n.calculate} } from './${n.module}';

describe('${n.calculate} (placeholder made by npm run new-tool)', () => {
  it('grows 100,000 at 5 % for 10 years to 162,889.46 (by hand: 1.05^10 = 1.6288946…)', () => {
    expect(${n.calculate}({ balance: 100_000, rate: 5, years: 10 })).toMatchObject({
      futureValue: 162_889.46,
      growth: 62_889.46,
    });
  });

  it('keeps the balance as it is at 0 %', () => {
    expect(${n.calculate}({ balance: 50_000, rate: 0, years: 30 }).futureValue).toBe(50_000);
  });

  describe('any input, however wrong, gives finite, non-negative figures', () => {
    itStaysFiniteAndNonNegative(hostileRecord(['balance', 'rate', 'years']), ${n.calculate});
  });
});
`,
    },
    {
      path: `${folder}/tool.meta.ts`,
      text: `import { defineToolMeta } from '../toolMeta';

/**
 * What the site knows of the tool before loading it: the build, its page, search and My plan read this.
 * Its title and description, in each language, are in meta.messages.<locale>.json beside this file.
 */
export const meta = defineToolMeta({
  id: '${n.id}',
});
`,
    },
    // Its title and one sentence under it, in each language: its page, head tags, search, My plan.
    jsonFile(`${folder}/meta.messages.en.json`, { title: n.title, description: n.description }),
    jsonFile(`${folder}/meta.messages.es.json`, { title: n.titleEs, description: n.descriptionEs }),
    {
      path: `${folder}/tool.ts`,
      text: `import { defineTool } from '../defineTool';
import { meta } from './tool.meta';
import { scenario } from './scenario';

/** The ${n.title}'s form, said once: its component, stories, transcript and My details read this. */
export const tool = defineTool({
  ...meta,
  scenario,
});
`,
    },
    // The tool's words, one catalog per language (docs/CONVENTIONS.md, "Words and formats").
    jsonFile(`${folder}/messages.en.json`, {
      balanceLabel: 'Starting balance',
      balanceHint: 'What the account holds today.',
      rateLabel: 'Yearly growth rate',
      yearsLabel: 'Years to grow',
      endBalance: 'Balance at the end',
      growth: 'Growth',
      yourSavings: 'Your savings',
      resultsTitle: n.resultTitle,
      summary: 'After {years, plural, one {# year} other {# years}}, the balance could be {amount}.',
      endDescription: 'After {years, plural, one {# year} other {# years}} at {rate}% a year.',
    }),
    jsonFile(`${folder}/messages.es.json`, {
      balanceLabel: 'Saldo inicial',
      balanceHint: 'Lo que tiene hoy la cuenta.',
      rateLabel: 'Crecimiento por año',
      yearsLabel: 'Años de crecimiento',
      endBalance: 'Saldo al final',
      growth: 'Crecimiento',
      yourSavings: 'Sus ahorros',
      resultsTitle: 'Sus resultados',
      summary: 'Después de {years, plural, one {# año} other {# años}}, el saldo podría ser de {amount}.',
      endDescription: 'Después de {years, plural, one {# año} other {# años}} al {rate}% por año.',
    }),
    {
      path: `${folder}/fields.ts`,
      text: `import { ${n.bounds} as b } from '../../finance/${n.domain}/${n.module}Bounds';
import { defineToolFields } from '../shared/core/toolFields';
import * as m from './messages';

/** The form's starting answers (placeholder made by npm run new-tool). */
export const DEFAULTS = { balance: 100_000, rate: 5, years: 10 };

/** The ${n.title}'s fields: the form, the scenario comparison and My details read them. */
export const FIELDS = defineToolFields(DEFAULTS, [
  {
    id: 'balance',
    label: m.balanceLabel,
    kind: 'money',
    min: b.balance.min,
    max: b.balance.max,
    hint: m.balanceHint,
  },
  {
    id: 'rate',
    label: m.rateLabel,
    kind: 'number',
    unit: '%',
    decimals: 1,
    step: b.rate.step,
    min: b.rate.min,
    max: b.rate.max,
  },
  {
    id: 'years',
    label: m.yearsLabel,
    kind: 'number',
    unit: 'years',
    min: b.years.min,
    max: b.years.max,
  },
]);
`,
    },
    {
      path: `${folder}/scenario.ts`,
      text: `import { ${n.calculate} } from '../../finance';
import { scenarioFromFields } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';
import * as m from './messages';

/** ${n.title} inputs and key results in a scenario comparison. */
export const scenario = scenarioFromFields(DEFAULTS, FIELDS, ${n.calculate}, [
  ['futureValue', m.endBalance, 'currency'],
  ['growth', m.growth, 'currency'],
]);
`,
    },
    {
      path: `${folder}/${n.component}.tsx`,
      text: `import { useMemo } from 'react';
import { HowCalculated, ResultCard, ResultList, formatCurrency } from '../../kit';
import { ${n.calculate} } from '../../finance';
import { LiveCalculator, ToolFieldsets, useCalculatorForm, type ToolFieldset } from '../shared/layout/Calculator';
import { DEFAULTS } from './fields';
import { tool } from './tool';
import type { ToolProps } from '../types';
import * as m from './messages';

const fieldsets = (): readonly ToolFieldset<typeof DEFAULTS>[] => [[m.yourSavings(), ['balance', 'rate', 'years']]];

/** ${n.title} (placeholder made by npm run new-tool): live results on every change. */
export function ${n.component}(_props: ToolProps) {
  const form = useCalculatorForm(tool);
  const { inputs } = form;
  const result = useMemo(() => ${n.calculate}(inputs), [inputs]);

  return (
    <LiveCalculator
      form={form}
      inputs={<ToolFieldsets sets={fieldsets()} field={form.field} />}
      title={m.resultsTitle()}
      summary={m.summary({ years: inputs.years, amount: formatCurrency(result.futureValue) })}
    >
      <ResultCard
        label={m.endBalance()}
        value={result.futureValue}
        emphasis="primary"
        description={m.endDescription({ years: inputs.years, rate: inputs.rate })}
      />
      <ResultList items={[{ label: m.growth(), value: result.growth }]} />
      <HowCalculated formulas={result.formulas} assumptions={result.assumptions} />
    </LiveCalculator>
  );
}
`,
    },
    {
      path: `${folder}/${n.component}.test.tsx`,
      text: `import { within } from '@testing-library/react';
import { ${n.component} } from './${n.component}';
import { expectCapped, expectFragmentRoundTrip, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';

const { renderTool, results, renderResults } = toolUnderTest(<${n.component} title="${n.title}" />, '${n.resultTitle}');

describe('${n.component}', () => {
  it('shows the defaults’ answer: 100,000 at 5 % for 10 years is $162,889', () => {
    expect(within(renderResults()).getAllByText('$162,889').length).toBeGreaterThan(0);
  });

  it('recalculates as the reader types', { timeout: 20_000 }, async () => {
    const { user } = renderTool();
    await typeInto(user, /^Starting balance/, '200000');
    // 200,000 × 1.05^10 = 325,778.93
    expect(within(results()).getAllByText('$325,779').length).toBeGreaterThan(0);
  });

  it('caps the rate at 15 % and says so in plain words', { timeout: 20_000 }, async () => {
    renderTool();
    await expectCapped(/^Yearly growth rate/, '25', /The most you can enter is 15%/, '15');
  });

  it('keeps its inputs in the link and restores them', { timeout: 20_000 }, async () => {
    await expectFragmentRoundTrip(renderTool, '${n.id}', [
      { field: /^Starting balance/, text: '500000', param: 'balance', shown: '500,000' },
    ]);
  });
});
`,
    },
    {
      path: `${folder}/${n.component}.stories.tsx`,
      text: `import type { Meta } from '@storybook/react-vite';
import { ${n.component} } from './${n.component}';
import { toolStories, valueCappedStory } from '../shared/testing/toolStories';
import { tool } from './tool';

const { frame, story } = toolStories(tool);
// Tools keep their inputs in the URL fragment, which all stories on one docs page would share.
const meta = {
  title: 'Tools/${n.title}',
  tags: ['!autodocs'],
  component: ${n.component},
  ...frame,
} satisfies Meta<typeof ${n.component}>;
export default meta;

/** The defaults: 100,000 at 5 % for 10 years. */
export const Defaults = story({ shows: [/After 10 years at 5% a year/] });

/** A larger balance over a longer time. */
export const FilledIn = story({
  inputs: { balance: 250000, rate: 4, years: 20 },
  shows: [/After 20 years at 4% a year/],
});

export const ErrorValueCapped = valueCappedStory();
`,
    },
    {
      path: `${folder}/${n.component}.transcript.test.tsx`,
      text: `import { formatCurrency } from '../../kit/format';
import * as moneyWords from '../../kit/MoneyInput/messages';
import { cappedAbove, labelled, polite, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

// Recorded in each site language (docs/screen-reader/ and docs/screen-reader/es/): the steps find their
// fields and the checks build what is heard from the tool's own catalogs, never from English literals.
transcriptOfSteps(
  '${n.id}, as heard: the new balance announced after a change; a capped rate',
  { tool },
  {
    balance: typing(
      { en: 'Typing 200,000 as the starting balance', es: 'Escribir 200,000 como el saldo inicial' },
      labelled(m.balanceLabel),
      '200000',
    ),
    rate: typing(
      { en: 'Typing 25 as the rate, above the most allowed', es: 'Escribir 25 como la tasa, más de lo permitido' },
      labelled(m.rateLabel),
      '25',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((p) => p.startsWith(\`textbox, \${m.balanceLabel()}, 100,000, \${moneyWords.inDollars()}\`))).toBe(true);
    // 200,000 × 1.05^10 = 325,778.93
    expect(heard.balance.announcements).toEqual([polite(m.summary({ years: 10, amount: formatCurrency(325_779) }))]);
    expect(heard.rate.announcements[0]).toBe(cappedAbove(15, '%'));
  },
);
`,
    },
  ];
}

/** The lines the recipe adds to files that list every tool. */
export function toolListEntries(n) {
  return {
    financeIndex: `export { ${n.calculate} } from './${n.domain}/${n.module}';\n`,
    conventionsRow: `| \`${n.id}\` | ${n.title} | \`${n.calculate}\` |`,
    storybookRow: `| ${n.component} | Defaults (100,000 at 5 % for 10 years: "After 10 years at 5% a year") | FilledIn ("After 20 years at 4% a year") | ErrorValueCapped | one state: Defaults, FilledIn |`,
    methodology: `\n## ${n.title} (\`${n.calculate}\`, placeholder)\n\nMade by \`npm run new-tool\`: a balance compounded once a year, future value = balance × (1 + rate ÷ 100) ^ years.\nReplace this section with the tool's formulas, assumptions and sources.\n`,
  };
}

/** Inserts `row` after the last line of the Markdown table whose header line matches `header`. */
export function addTableRow(markdown, header, row) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) throw new Error(`no table headed ${header}`);
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].startsWith('|')) end++;
  lines.splice(end + 1, 0, row);
  return lines.join('\n');
}

function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const root = path.resolve(option('root') ?? '.');
  const title = option('title');
  const titleEs = option('title-es');
  const skipTranscript = args.includes('--no-transcript');
  const id = args.find((arg) => !arg.startsWith('--'));
  if (!id) {
    console.error(
      'usage: npm run new-tool -- <id> [--title "Savings Growth Calculator"] [--title-es "Calculadora del crecimiento de sus ahorros"]',
    );
    process.exit(2);
  }
  const n = toolNames(id, title, option('domain'), titleEs);
  const at = (file) => path.join(root, file);
  if (readToolIndex(root).some((tool) => tool.id === id) || fs.existsSync(at(`src/tools/${n.component}`)))
    throw new Error(`a tool "${id}" (src/tools/${n.component}) already exists`);

  const written = [];
  for (const file of toolFiles(n)) {
    fs.mkdirSync(path.dirname(at(file.path)), { recursive: true });
    fs.writeFileSync(at(file.path), file.text);
    written.push(file.path);
  }
  const entries = toolListEntries(n);
  fs.appendFileSync(at('src/finance/index.ts'), entries.financeIndex);
  const edit = (file, change) => fs.writeFileSync(at(file), change(fs.readFileSync(at(file), 'utf8')));
  edit('docs/CONVENTIONS.md', (md) => addTableRow(md, /^\| id \| tool \| finance function \|/, entries.conventionsRow));
  edit('docs/storybook.md', (md) =>
    addTableRow(md, /^\| Tool \| Defaults \| Filled in \| Error \|/, entries.storybookRow),
  );
  edit('docs/methodology.md', (md) => md.replace(/\n*$/, '\n') + entries.methodology);
  // Every tool page has a line in the fact-check record (content/checked.test.ts): a placeholder's is
  // honestly "unconfirmed" until someone checks the real tool's figures against its sources.
  edit('content/checked.json', (json) => {
    const record = JSON.parse(json);
    record.tools[id] = {
      checked: new Date().toISOString().slice(0, 10),
      against: ['placeholder: no official source yet'],
      checks: [
        {
          what: 'the placeholder calculation',
          sources: ['placeholder: no official source yet'],
          result: 'unconfirmed',
          note: 'made by npm run new-tool; check the real figures and rules against their sources, then record them here',
        },
      ],
    };
    return jsonText(record);
  });
  written.push(
    'src/finance/index.ts',
    'docs/CONVENTIONS.md',
    'docs/storybook.md',
    'docs/methodology.md',
    'content/checked.json',
  );

  // The generated tool index (ids, titles in each language, the registry's loaders) picks the new folder up.
  execFileSync('node', [path.join(import.meta.dirname, 'tool-index.mjs'), '--root', root], { stdio: 'inherit' });
  written.push('src/tools/toolIndex.generated.json', 'src/tools/toolIds.generated.ts');

  execFileSync('npx', ['prettier', '--write', ...written.filter((f) => /\.(ts|tsx|json)$/.test(f))], {
    cwd: root,
    stdio: 'ignore',
  });
  // The catalogs' messages.d.ts (the types of each message and its values), as `npm run catalogs` writes it.
  execFileSync('npx', ['tsx', 'scripts/i18n/write-catalogs.ts'], { cwd: root, stdio: 'ignore' });
  written.push(`src/tools/${n.component}/messages.d.ts`, `src/tools/${n.component}/meta.messages.d.ts`);
  if (!skipTranscript) {
    // What a screen reader reads and hears: written by the transcript test itself.
    execFileSync('npx', ['vitest', 'run', `src/tools/${n.component}/${n.component}.transcript.test.tsx`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, UPDATE_TRANSCRIPTS: '1' },
    });
    written.push(`docs/screen-reader/${id}.md`, `docs/screen-reader/es/${id}.md`);
  }
  console.log(`\nnew tool "${id}" (${n.title}): ${written.length} files written or changed:`);
  for (const file of written) console.log(`  ${file}`);
  console.log(`\nNext (docs/adding-a-tool.md, "Check"):
  npx vitest run src/finance/${n.domain}/${n.module}.test.ts src/tools/${n.component} src/tools/toolStories.node.test.ts content/
  npm run aria-snapshots:update     # writes tests/e2e/aria-snapshots/tools--${id}.aria.yml for /tools/${id}
Then replace the placeholder calculation, words and tests with the tool's own.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
