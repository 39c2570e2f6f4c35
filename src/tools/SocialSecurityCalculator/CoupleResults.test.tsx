import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialSecurityCalculator } from './SocialSecurityCalculator';
import { choose, toolUnderTest, typeInto } from '../shared/testing/toolTestKit';
import { myDetailsStore } from '../../storage';

const tool = <SocialSecurityCalculator title="Social Security Claiming Age Calculator" />;
const single = toolUnderTest(tool, 'Your claiming choices');
const couple = toolUnderTest(tool, 'Your claiming choices as a couple');
const save = (data: Record<string, unknown>) =>
  localStorage.setItem('tool-inputs-social-security', JSON.stringify({ v: 1, data }));
const thisYear = new Date().getFullYear();

describe('Social Security couple mode', () => {
  it('choosing “Me and my spouse” loads the couple comparison: best pair, why, what other pairs give up, if one of us dies, income by year', async () => {
    const user = userEvent.setup();
    single.renderTool();
    await choose(user, /^Plan for/, 'Me and my spouse');
    const r = couple.results();
    expect(await within(r).findByRole('group', { name: 'Best pair of claiming ages' })).toBeInTheDocument();
    expect(within(r).getByRole('heading', { name: 'Why this pair' })).toBeInTheDocument();
    expect(within(r).getByText(/Deemed filing applies/)).toBeInTheDocument();
    expect(within(r).getByRole('table', { name: 'What other pairs give up' })).toBeInTheDocument();
    expect(within(r).getByRole('heading', { name: 'If one of us dies' })).toBeInTheDocument();
    expect(within(r).getByText(/drops by/)).toBeInTheDocument();
    expect(
      within(r).getByRole('table', { name: /^Household benefits by year with the best pair/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Year your spouse was born/ })).toBeInTheDocument();
  });

  it('hand-worked (finance tests): you PIA 2,400 and spouse 900, same age; you die at 80 → the survivor’s income becomes your benefit with credits', async () => {
    save({
      mode: 'couple',
      birthYear: 1964,
      birthMonth: 1,
      spouseBirthYear: 1964,
      spouseBirthMonth: 1,
      fraBenefit: 2400,
      spouseFraBenefit: 900,
      yourDeathAge: 90,
      spouseDeathAge: 90,
      realDiscountPercent: 0,
      whoDies: 'you',
      dyingAge: 80,
    });
    couple.renderTool();
    const r = couple.results();
    const card = await within(r).findByRole('group', { name: 'Best pair of claiming ages' });
    // With both living to 90 and no discounting, the higher earner waits to 70 (2,400 × 1.24 = 2,976).
    expect(card).toHaveTextContent(/You 70/);
    expect(within(r).getAllByText(/\$2,976/).length).toBeGreaterThan(0);
  });

  it('“If one of us dies” links to the withdrawal planner at the year of the death and to the household plan, with the figures in each link (issue I6, item 11)', async () => {
    save({
      mode: 'couple',
      birthYear: 1959,
      birthMonth: 3,
      fraBenefit: 2600,
      yourSex: 'male',
      spouseBirthYear: 1962,
      spouseBirthMonth: 1,
      spouseFraBenefit: 1250,
      spouseSex: 'female',
      whoDies: 'you',
      dyingAge: 78,
    });
    couple.renderTool();
    const r = couple.results();
    await within(r).findByRole('group', { name: 'Best pair of claiming ages' });
    const dies = within(r).getByRole('heading', { name: 'If one of us dies' }).closest('section')!;
    const planner = within(dies).getByRole('link', { name: 'The withdrawal planner, with the death in 2037' });
    const href = planner.getAttribute('href')!;
    expect(href).toMatch(/^\/tools\/withdrawal-planner#tool=withdrawal-planner&v=2&/);
    const fields = new URLSearchParams(href.slice(href.indexOf('#') + 1));
    expect(fields.get('deathYear')).toBe('2037');
    expect(fields.get('filingStatus')).toBe('marriedJoint');
    // Carlos's yearly benefit with the best pair (the planner's spouse: Ruth lives on): $38,064 in November 2026.
    const carlosYearly = Number(fields.get('spouseSocialSecurity'));
    expect(carlosYearly).toBeGreaterThan(2600 * 12);
    expect(fields.get('currentAge')).toBe(String(thisYear - 1962));
    const plan = within(dies).getByRole('link', { name: 'The retirement income plan (will your money last?)' });
    expect(plan.getAttribute('href')).toMatch(
      /^\/tools\/retirement-income-plan#tool=retirement-income-plan&v=2&.*socialSecurity=2600&spouseSocialSecurity=1250&/,
    );
    expect(within(dies).getByText(/The planner follows your spouse, the survivor, as “you”\./)).toHaveTextContent(
      '$38,064 a year for you',
    );
  });

  it('each age at death starts at SSA’s period life table 2022 for that age and sex (a woman of 64 → 64 + 20.90 = 84.9; a man → 82.2; not stated → 83.5), follows the sex chosen, and stays once typed', async () => {
    const user = userEvent.setup();
    save({
      mode: 'couple',
      birthYear: thisYear - 64,
      birthMonth: 1,
      yourSex: 'female',
      spouseBirthYear: thisYear - 64,
      spouseBirthMonth: 1,
    });
    couple.renderTool();
    const yours = screen.getByRole('textbox', { name: /^Your age at death/ });
    const spouse = screen.getByRole('textbox', { name: /^Your spouse’s age at death/ });
    expect(yours).toHaveValue('84.9');
    expect(yours).toHaveAccessibleDescription(/SSA period life table 2022: a woman of 64 lives on average to 84\.9\./);
    expect(spouse).toHaveValue('83.5');
    expect(spouse).toHaveAccessibleDescription(
      /someone of 64 \(the average of men and women\) lives on average to 83\.5/,
    );
    const r = couple.results();
    await within(r).findByRole('group', { name: 'Best pair of claiming ages' });
    await user.click(within(r).getByRole('button', { name: /How this is calculated/ }));
    // The disclosure's content is drawn once its code has loaded (and may be drawn again): wait on the region's text.
    await waitFor(() => expect(couple.results()).toHaveTextContent(/64 \+ 20\.90 = 84\.9 for a woman of 64/));
    await choose(user, /^Your sex, for life expectancy/, 'Male');
    expect(screen.getByRole('textbox', { name: /^Your age at death/ })).toHaveValue('82.2');
    await typeInto(user, /^Your age at death/, '93');
    await choose(user, /^Your sex, for life expectancy/, 'Female');
    expect(screen.getByRole('textbox', { name: /^Your age at death/ })).toHaveValue('93');
  });

  it('if one of us dies: before the survivor has claimed, the switch option is shown; amounts say their dollars and follow the today’s-dollars toggle', async () => {
    const user = userEvent.setup();
    // You (2,400) die at 64, before claiming; your spouse (900) is then 62 and has not claimed: own benefit first, full survivor benefit at 67.
    save({
      mode: 'couple',
      birthYear: thisYear - 60,
      birthMonth: 1,
      spouseBirthYear: thisYear - 58,
      spouseBirthMonth: 1,
      fraBenefit: 2400,
      spouseFraBenefit: 900,
      yourDeathAge: 90,
      spouseDeathAge: 90,
      realDiscountPercent: 0,
      colaPercent: 2,
      whoDies: 'you',
      dyingAge: 64,
    });
    couple.renderTool();
    const r = couple.results();
    const dies = (await within(r).findByRole('heading', { name: 'If one of us dies' })).closest('section')!;
    expect(dies).toHaveTextContent('If you die at 64, your spouse is 62.');
    expect(dies).toHaveTextContent(
      /Or take their own benefit first, \$[\d,]+ from 62, then switch to the full survivor benefit at 67: \$[\d,]+\./,
    );
    expect(dies).toHaveTextContent('does not drop');
    expect(dies).toHaveTextContent(`Amounts are in ${thisYear + 4} dollars, with benefits rising 2% a year.`);
    await user.click(screen.getByRole('checkbox', { name: /today’s dollars/ }));
    expect(dies).toHaveTextContent(`Amounts are in ${thisYear} dollars.`);
    expect(dies).not.toHaveTextContent('NaN');
  });

  it('bad input gets plain words: a spouse too young, an age at death before today', async () => {
    save({ mode: 'couple', birthYear: 1950, spouseBirthYear: 2010, yourDeathAge: 62 });
    couple.renderTool();
    const r = couple.results();
    expect(await within(r).findByText(/too young to plan claiming ages for/, undefined)).toBeInTheDocument();
    expect(
      within(r).getByText(new RegExp(`Your age at death \\(62\\) is below your age today \\(${thisYear - 1950}\\)`)),
    ).toBeInTheDocument();
    expect(within(r).queryByText(/NaN/)).not.toBeInTheDocument();
  });

  it('a link or save with nonsense in it opens the tool fresh (one person, no month)', () => {
    save({ mode: 'both???', birthMonth: 77, whoDies: 'nobody' });
    single.renderTool();
    expect(screen.getByRole('combobox', { name: /^Plan for/ })).toHaveTextContent('Just me');
    expect(screen.getByRole('combobox', { name: /^Month you were born/ })).toHaveTextContent('Not given');
  });
});

describe('Social Security couple mode: nonsense in a link or save', () => {
  it('a sex that is no choice reads “Not stated”; an age at death that is no number is the life table’s, never NaN', async () => {
    save({
      mode: 'couple',
      birthYear: thisYear - 64,
      birthMonth: 1,
      yourSex: 'robot',
      spouseBirthYear: thisYear - 64,
      spouseBirthMonth: 1,
      spouseDeathAge: 'soon',
    });
    couple.renderTool();
    expect(screen.getByRole('combobox', { name: /^Your sex, for life expectancy/ })).toHaveTextContent('Not stated');
    expect(screen.getByRole('textbox', { name: /^Your spouse’s age at death/ })).toHaveValue('83.5');
    const r = couple.results();
    await within(r).findByRole('group', { name: 'Best pair of claiming ages' });
    expect(r).not.toHaveTextContent('NaN');
  });
});

describe('Social Security couple mode with My details', () => {
  it('My details’ birth years fill in both people; the spouse’s default age at death follows that year (SSA 2022 table, not stated)', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: thisYear - 64, spouseBirthYear: thisYear - 66 });
    single.renderTool();
    await choose(user, /^Plan for/, 'Me and my spouse');
    const spouseYear = screen.getByRole('textbox', { name: /^Year your spouse was born/ });
    expect(spouseYear).toHaveValue(String(thisYear - 66));
    expect(spouseYear).toHaveAccessibleDescription(/From My details/);
    // Born in the year 66 years ago, month not given (January): 66 today; (16.79 + 19.34) / 2 = 18.065 → 66 + 18.065 = 84.1.
    expect(screen.getByRole('textbox', { name: /^Your spouse’s age at death/ })).toHaveValue('84.1');
  });
});

describe('Social Security single view: claiming ages already past are left out', () => {
  it('with the birth month, a reader past 62 sees only the ages still open, each group reading “Age N”', () => {
    save({ birthYear: thisYear - 66, birthMonth: 1 });
    single.renderTool();
    const table = within(single.results()).getByRole('table', { name: 'Your monthly benefit at each claiming age' });
    const age = new Date().getMonth() + 1 >= 1 ? 66 : 65;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAccessibleName(new RegExp(`^Age ${age} `));
    expect(rows).toHaveLength(70 - age + 1);
    expect(screen.getByText(`Claiming ages before ${age} are past, so they are left out.`)).toBeInTheDocument();
  });
});
