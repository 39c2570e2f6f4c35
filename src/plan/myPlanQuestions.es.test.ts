/**
 * Every tool's "question for a professional" (its myPlan.ts) comes from the tool's catalog, so My plan,
 * its print and its .ics ask it in the reader's language (issue I2): a question written as an English
 * template in code showed in English on /es/my-plan (found in shift 11).
 */
import { setLocale } from '../i18n/locale';
import { PLAN_TOOLS } from './myPlanTools';

afterEach(() => setLocale('en'));

const withQuestion = PLAN_TOOLS.filter((tool) => tool.question !== undefined);
/** Sample inputs and results: the question's words matter here, not its figures. */
const inputs = { spending: 50_000, taxYear: 2026, conversionAmount: 20_000, iraBalance: 400_000 };
const ask = (tool: (typeof withQuestion)[number], netBenefit: number) =>
  tool.question!(inputs, { netBenefit }, (key) => `[${key}]`, {});

describe("My plan's questions for a professional, in both languages", () => {
  it('covers the tools that ask one (15 at least)', () => {
    expect(withQuestion.length).toBeGreaterThanOrEqual(15);
  });

  it.each(withQuestion.map((tool) => [tool.toolId, tool] as const))('%s asks in Spanish on /es/', (_id, tool) => {
    setLocale('es');
    for (const net of [1_000, 0, -1_000]) {
      const question = ask(tool, net);
      expect(question).toMatch(/^Pregunte /);
      expect(question).not.toMatch(/\b(Ask|whether|your|you)\b/);
    }
  });

  it.each(withQuestion.map((tool) => [tool.toolId, tool] as const))(
    '%s asks in English, its figures in place',
    (_id, tool) => {
      setLocale('en');
      const question = ask(tool, 1_000);
      expect(question).toMatch(/^Ask /);
      expect(question).not.toMatch(/\{[a-z]+\}/);
    },
  );

  const withDollars = PLAN_TOOLS.filter((tool) => tool.dollars !== undefined);
  it.each(withDollars.map((tool) => [tool.toolId, tool] as const))(
    '%s says in Spanish whether its figures are in today’s dollars',
    (_id, tool) => {
      for (const cola of [0, 2.5]) {
        const sample = { inflationRate: 5, colaPercent: cola };
        setLocale('es');
        const spanish = tool.dollars!(sample);
        expect(spanish).toMatch(/^(En dólares de hoy|No está en dólares de hoy):/);
        expect(spanish).not.toMatch(/\b(today|dollars|the|you)\b/);
        setLocale('en');
        expect(tool.dollars!(sample)).toMatch(/^(In|Not in) today’s dollars:/);
      }
    },
  );

  it('the Roth tool asks one of three questions by its verdict, in each language', () => {
    const roth = withQuestion.find((tool) => tool.toolId === 'roth-conversion')!;
    setLocale('es');
    // min(20,000 to convert, 400,000 in the IRA) = 20,000.
    expect(ask(roth, 1_000)).toBe('Pregunte si le conviene convertir unos $20,000 a una Roth IRA este año.');
    expect(ask(roth, 0)).toMatch(/sale igual/);
    expect(ask(roth, -1_000)).toMatch(/no compensa\.$/);
    setLocale('en');
    expect(ask(roth, 1_000)).toBe('Ask whether converting about $20,000 to a Roth IRA this year suits you.');
  });
});
