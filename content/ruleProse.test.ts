// @vitest-environment node
// Issue #40: every sentence that states a rule reads it from src/finance/rules, and the fact-check's
// corrections stay made.
import fs from 'node:fs';
import path from 'node:path';
import {
  ARTICLE_PHRASES,
  ARTICLE_RULES,
  buildArticleFigures,
  buildArticlePhrases,
  type ArticleRules,
} from '../src/finance/rules/core/articleFigures';
import {
  compileArticle,
  literalRuleFigures,
  plainText,
  readGlossary,
  resolveInJson,
  type RuleValues,
} from '../scripts/content-compiler';

const articlesDir = path.resolve(__dirname, 'articles');
const sectionsDir = path.resolve(__dirname, 'sections');
const articleFiles = fs.readdirSync(articlesDir).filter((f) => f.endsWith('.md'));
const sectionFiles = fs.readdirSync(sectionsDir).filter((f) => f.endsWith('.json'));
const source = (file: string) => fs.readFileSync(path.join(articlesDir, file), 'utf8');
const glossarySource = JSON.parse(fs.readFileSync(path.resolve(__dirname, 'glossary.json'), 'utf8')) as {
  terms: { id: string; term: string; definition: string }[];
};

/** An article as a reader sees it (placeholders resolved, tags gone), compiled with the given rules. */
function articleText(slug: string, rules?: RuleValues): string {
  const file = `content/articles/${slug}.md`;
  const article = compileArticle(source(`${slug}.md`), file, undefined, rules);
  const sections = JSON.stringify(article.guide_sections ?? []);
  return plainText(`${article.content} ${sections}`);
}

const rulesFrom = (rules: ArticleRules): RuleValues => ({
  figures: buildArticleFigures(rules),
  phrases: buildArticlePhrases(rules),
});

describe('a sentence that states a rule reads it from the rules', () => {
  it('the survivor full retirement age sentence is the one the two tables give (20 CFR 404.409; 42 USC 416(l))', () => {
    const text = articleText('social-security-optimization-strategy-guide');
    const figures = buildArticleFigures();
    const generated = `For people born from ${figures['socialSecurity.survivorFraEarlier.bornFrom']!.value} to ${figures['socialSecurity.survivorFraEarlier.bornTo']!.value}, the full retirement age for survivors comes a little before the one for their own benefit: ${ARTICLE_PHRASES['socialSecurity.survivorFraEarlier']}.`;
    expect(text).toContain(generated);
    // What the fact-check found in the tables: 1955 two months, 1956–1960 four, 1961 two.
    expect(generated).toBe(
      'For people born from 1955 to 1961, the full retirement age for survivors comes a little before the one for their own benefit: 2 months earlier if you were born in 1955, 4 months if born from 1956 to 1960, and 2 months if born in 1961.',
    );
    expect(text).not.toMatch(/1957 to 1961|two months to a year earlier/);
  });

  describe('prose follows a rule changed in a copy of the rules', () => {
    const changed: ArticleRules = {
      ...ARTICLE_RULES,
      // A later law: RMDs from 77 for people born in 1960 or later.
      rmdStartAge: (birthYear) => (birthYear >= 1960 ? 77 : ARTICLE_RULES.rmdStartAge(birthYear)),
      // The 1961 cohort's survivor age caught up with its retirement age.
      survivorFraMonthsPast65: (birthYear) =>
        birthYear === 1961
          ? ARTICLE_RULES.retirementFraMonthsPast65(1961)
          : ARTICLE_RULES.survivorFraMonthsPast65(birthYear),
      rmdExcise: { ...ARTICLE_RULES.rmdExcise, standard: 30 },
      rmdFirstDeadline: { month: 4, day: 15 },
      ageOfMajority: 18,
      qcdMinAge: 72,
    };
    const rules = rulesFrom(changed);

    it('the RMD guide states the new start age, excise rate and required beginning date', () => {
      const text = articleText('rmd-planning-guide', rules);
      expect(text).toContain('and at 77 if you were born in 1960 or later');
      expect(text).toContain('the excise tax is 30 % of the shortfall');
      expect(text).toContain('due by April 15 of the year after you reach your starting age');
      expect(text).toContain('From age 72, you can send money straight from your IRA');
      expect(text).not.toMatch(/at 75 if you were born|25 % of the shortfall|April 1 of/);
      // The unchanged rules still read as before.
      const today = articleText('rmd-planning-guide');
      expect(today).toContain('and at 75 if you were born in 1960 or later');
      expect(today).toContain('the excise tax is 25 % of the shortfall');
    });

    it('the Social Security guide states the new survivor years', () => {
      expect(articleText('social-security-optimization-strategy-guide', rules)).toContain(
        'For people born from 1955 to 1960, the full retirement age for survivors comes a little before the one for their own benefit: 2 months earlier if you were born in 1955 and 4 months if born from 1956 to 1960.',
      );
    });

    it('the beneficiary guide and the glossary state the new age of majority', () => {
      expect(articleText('beneficiary-planning-guide', rules)).toContain(
        "The owner's minor child, but only until age 18.",
      );
      const eligible = readGlossary(rules).find((term) => term.id === 'eligible-designated-beneficiary')!;
      expect(eligible.definition).toContain('A child does so only until age 18;');
      expect(readGlossary().find((term) => term.id === 'eligible-designated-beneficiary')!.definition).toContain(
        'A child does so only until age 21;',
      );
    });

    it('a guide’s static sections follow too (the withdrawals guide’s key ages)', () => {
      const sections = resolveInJson(
        JSON.parse(fs.readFileSync(path.join(sectionsDir, 'withdrawals-guide.json'), 'utf8')) as unknown,
        'content/sections/withdrawals-guide.json',
        rules,
      );
      expect(JSON.stringify(sections)).toContain('Age 73 (or 77)');
    });
  });

  it.each(articleFiles)('%s types no rule figure by hand in a sentence about that rule', (file) => {
    expect(literalRuleFigures(source(file)), 'write {{rules:NAME}} instead').toEqual([]);
  });

  it.each(sectionFiles)('the %s guide sections type no rule figure by hand', (file) => {
    expect(literalRuleFigures(fs.readFileSync(path.join(sectionsDir, file), 'utf8'))).toEqual([]);
  });

  it.each(glossarySource.terms.map((term) => [term.id, term] as const))(
    'the glossary entry %s types no rule figure by hand',
    (_id, term) => {
      // The term's name gives the definition its subject ("Catch-up contribution: … aged 50 and over").
      expect(literalRuleFigures(`${term.term}: ${term.definition}`)).toEqual([]);
    },
  );

  it('the scan finds a hand-typed rule figure, and only in a sentence about its rule (so a pass means something)', () => {
    const names = (text: string) => literalRuleFigures(text).map((found) => `${found.name}=${found.literal}`);
    expect(names('RMDs start at 73 if you were born from 1951 through 1959.')).toEqual([
      'rmd.startAge.secure2=73',
      'rmd.startAge.secure2.bornFrom=1951',
      'rmd.startAge.secure2.bornTo=1959',
    ]);
    expect(names('Missing an RMD costs a 25 % excise tax.')).toEqual(['rmd.excise.standard=25 %']);
    expect(names('A gift from your IRA to a charity (a QCD) once you are 70½.')).toEqual(['qcd.minAge=70½']);
    expect(names('Most heirs must empty the account within ten years of the death.')).toEqual([
      'rmd.tenYearRule.years=ten years',
    ]);
    // Not a rule sentence, or not the rule's number: no finding.
    expect(names('Anne is 73 and Joe is 75.')).toEqual([]);
    expect(names('RMDs start at {{rules:rmd.startAge.secure2}}.')).toEqual([]);
    expect(names('Your RMD on a $1,973 balance.')).toEqual([]);
  });
});

describe('the fact-check’s corrections stay made (issue #40)', () => {
  const pages = articleFiles.map((file) => [file, articleText(path.basename(file, '.md'))] as const);
  const glossary = readGlossary();
  const definition = (id: string) => glossary.find((term) => term.id === id)!.definition;

  it.each([
    // The trigger for an heir's yearly minimums is the required beginning date, not "started RMDs".
    [
      /started (taking )?(RMDs|required minimum distributions)/i,
      'the owner died on or after the required beginning date',
    ],
    // Only a non-spouse heir looks the divisor up once; a spouse looks it up each year.
    [/You look it up once/, 'a spouse looks the number up again every year'],
    // Traditional accounts: after-tax contributions come back untaxed.
    [
      /Every (dollar|withdrawal) (you take out |out )?(is taxed|counts) as ordinary income/i,
      'except the after-tax part',
    ],
    // The widow's tax: the smaller check stops from the death, a joint return is allowed that year.
    [
      /From the next year you file as single, on narrower brackets, and the smaller benefit stops/,
      'joint for the year of death',
    ],
    [
      /From the year after, the survivor files as single, keeps the larger Social Security benefit and loses the smaller one/,
      'joint for the year of death',
    ],
    [/two months to a year earlier/, 'the survivor table'],
  ])('no page says %s (%s)', (pattern) => {
    const saying = pages.filter(([, text]) => pattern.test(text)).map(([file]) => file);
    expect(saying).toEqual([]);
    expect(glossary.filter((term) => pattern.test(term.definition)).map((term) => term.id)).toEqual([]);
  });

  it('the beneficiary guide names the required beginning date as the trigger, twice, and the RMD calculator too', () => {
    const beneficiary = articleText('beneficiary-planning-guide');
    expect(beneficiary).toMatch(/If the owner died on or after that date, IRS rules finalized in 2024 require/);
    expect(beneficiary).toMatch(
      /If the owner died on or after their required beginning date, you must also take a yearly minimum/,
    );
    expect(beneficiary).toMatch(
      /required beginning date : April 1 of the year after the year they reached their RMD age|required beginning date: April 1 of the year after the year they reached their RMD age/,
    );
    expect(articleText('rmd-calculator')).toMatch(
      /whether the owner died before or after their required beginning date: April 1 of the year after they reached their RMD age/,
    );
  });

  it('the beneficiary guide: a spouse recalculates each year; after the RBD the owner’s remaining life expectancy counts when longer', () => {
    const text = articleText('beneficiary-planning-guide');
    expect(text).toContain('looks the number up again every year, for their age that year');
    expect(text).toMatch(/You divide by whichever number is larger, yours or the owner's/);
  });

  it('the glossary: traditional IRA, step-up in basis, eligible designated beneficiary', () => {
    expect(definition('traditional-ira')).toMatch(
      /except the part that gives back after-tax \(nondeductible\) contributions/,
    );
    expect(definition('traditional-ira')).toMatch(/qualified charitable distribution .* is not taxed/);
    expect(definition('step-up-in-basis')).toMatch(/down if it lost value/);
    expect(definition('step-up-in-basis')).toMatch(/Inherited IRAs, 401\(k\)s and annuities get no step-up/);
    expect(glossary.find((term) => term.id === 'step-up-in-basis')!.source).toMatch(/1014\(a\), \(c\); § 691/);
    expect(definition('eligible-designated-beneficiary')).toMatch(/only until age 21; then the 10-year rule starts/);
  });

  it.each(['tax-impact-calculator', 'tax-efficient-withdrawals-calculator'])(
    '%s: a joint return for the year of the death, single from the next, the smaller check stops from the death',
    (slug) => {
      const text = articleText(slug);
      expect(text).toMatch(/For the year of the death,? (you|the survivor) may still file a joint return/);
      expect(text).toMatch(/from the next year,? (you|they) file as single/i);
      expect(text).toMatch(/The smaller Social Security check stops from the death/);
    },
  );

  it('the planner article starts RMDs by birth year: the default person, born 1961, at 75', () => {
    const text = articleText('tax-efficient-withdrawals-calculator');
    expect(text).toContain("Age 65 in 2026 means born in 1961, so this couple's RMDs would start at 75.");
    expect(text).not.toMatch(/RMDs? (from|at) (age )?73\b(?! if)/);
  });
});
