import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { keepsFiguresOnDevice, myDetailsStore, toolInputsStore } from '../storage';
import { MyDetailsPage } from './MyDetailsPage';
import { startEachTestWithEmptyStorage } from '../storage/testing/storageTestKit';

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/my-details' }).hook}>
      <MyDetailsPage />
    </Router>,
  );
}

const warnings = startEachTestWithEmptyStorage();

const LABELS = [
  'Year you were born',
  'Traditional IRA and 401(k) savings',
  'Roth IRA and Roth 401(k) savings',
  'Taxable investment savings',
  'HSA balance',
  'Yearly Social Security benefit at full retirement age',
  'Yearly pension',
  'Yearly income from work',
  'Home value',
  'Mortgage balance',
];
const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

describe('MyDetailsPage', () => {
  it('asks every question, all blank and optional, with no spouse question until married', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My details' })).toBeInTheDocument();
    for (const label of LABELS) {
      expect(box(label)).toHaveValue('');
      expect(box(label)).not.toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: 'Tax filing status' })).toHaveTextContent('I would rather not say');
    expect(screen.queryByRole('textbox', { name: /^Year your spouse was born/ })).not.toBeInTheDocument();
  });

  it('saves each answer as it is typed, and a cleared box removes the answer', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(box('Year you were born'), '1958');
    await user.type(box('Home value'), '380000');
    await user.tab();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1958, homeValue: 380_000 });
    expect(box('Home value')).toHaveValue('380,000');
    await user.clear(box('Home value'));
    await user.tab();
    expect(myDetailsStore.read()).toEqual({ birthYear: 1958 });
    expect(box('Home value')).toHaveValue('');
  });

  it('shows what is already stored, including the spouse question when married', () => {
    myDetailsStore.write({ birthYear: 1950, filingStatus: 'marriedJoint', spouseBirthYear: 1955, hsaBalance: 9_000 });
    renderPage();
    expect(box('Year you were born')).toHaveValue('1950');
    expect(box('Year your spouse was born')).toHaveValue('1955');
    expect(box('HSA balance')).toHaveValue('9,000');
    expect(screen.getByRole('combobox', { name: 'Tax filing status' })).toHaveTextContent('Married filing jointly');
  });

  it('says the year a COLA letter’s amount is paid in, and that an older one may be out of date (issue I3)', () => {
    myDetailsStore.write({
      filingStatus: 'marriedJoint',
      socialSecurityPaidMonthly: 2_150.4,
      socialSecurityPaidYear: 2026,
      spouseSocialSecurityPaidMonthly: 2_000,
      spouseSocialSecurityPaidYear: 2024,
    });
    renderPage();
    expect(box('Monthly Social Security benefit you are paid now')).toHaveAccessibleDescription(/Paid in 2026\.$/);
    // 2,000.00 raised by 2.5 % (paid 2025) and 2.8 % (paid 2026), each rounded down to the dime: $2,107.40.
    expect(box('Your spouse’s monthly Social Security benefit paid now')).toHaveAccessibleDescription(
      /Paid in 2024: this amount may be out of date\. With the cost-of-living increases since, to those paid in 2026, it would be about \$2,107\.40 a month\.$/,
    );
  });

  it('an amount typed over a letter’s drops the letter’s year: the box says “paid now” (issue I3)', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ socialSecurityPaidMonthly: 2_000, socialSecurityPaidYear: 2024 });
    renderPage();
    const paid = box('Monthly Social Security benefit you are paid now');
    expect(paid).toHaveAccessibleDescription(/Paid in 2024: this amount may be out of date/);
    await user.clear(paid);
    await user.type(paid, '2107.40');
    await user.tab();
    expect(myDetailsStore.read()).toEqual({ socialSecurityPaidMonthly: 2_107.4 });
    expect(paid).not.toHaveAccessibleDescription(/Paid in 2024/);
  });

  it('corrupt stored details: an empty form and a console warning, no crash', () => {
    localStorage.setItem('myDetails', JSON.stringify({ v: 2, data: { birthYear: 'x' } }));
    renderPage();
    expect(box('Year you were born')).toHaveValue('');
    expect(warnings()).toHaveBeenCalledWith('[storage] myDetails: unexpected shape; starting fresh');
  });

  it('holds the full birth date, the month and an optional day, and the spouse’s once married (issue I6, item 6)', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('combobox', { name: /Month your spouse was born/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Month you were born/ }));
    await user.click(screen.getByRole('option', { name: 'March' }));
    await user.type(box('Day of the month you were born'), '15');
    await user.tab();
    myDetailsStore.write({ ...myDetailsStore.read(), filingStatus: 'marriedJoint' });
    await user.click(await screen.findByRole('combobox', { name: /^Month your spouse was born/ }));
    await user.click(screen.getByRole('option', { name: 'January' }));
    expect(myDetailsStore.read()).toEqual({
      birthMonth: 3,
      birthDay: 15,
      filingStatus: 'marriedJoint',
      spouseBirthMonth: 1,
    });
    // "Not given" takes the month back out.
    await user.click(screen.getByRole('combobox', { name: /^Month you were born/ }));
    await user.click(screen.getByRole('option', { name: 'Not given' }));
    expect(myDetailsStore.read().birthMonth).toBeUndefined();
  });

  it('"Don’t keep my figures on this device" moves them into this tab, says so, and can be undone (issue I6, item 5)', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: 1959 });
    toolInputsStore('rmd').write({ age: 75 });
    renderPage();
    expect(screen.getByText('Saved on this device as you type.')).toBeInTheDocument();
    const choice = screen.getByRole('checkbox', { name: 'Don’t keep my figures on this device' });
    expect(choice).not.toBeChecked();
    await user.click(choice);
    expect(choice).toBeChecked();
    expect(keepsFiguresOnDevice()).toBe(false);
    expect(localStorage.getItem('myDetails')).toBeNull();
    expect(localStorage.getItem('tool-inputs-rmd')).toBeNull();
    expect(sessionStorage.getItem('tool-inputs-rmd')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your figures now stay only in this tab, until you close it.');
    expect(screen.getByText('Kept in this tab only as you type, and gone when you close it.')).toBeInTheDocument();
    expect(box('Year you were born')).toHaveValue('1959');
    await user.click(choice);
    expect(keepsFiguresOnDevice()).toBe(true);
    expect(localStorage.getItem('myDetails')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your figures are kept on this device again.');
  });

  it('"Forget my details" asks first; Cancel keeps them, confirming clears everything', async () => {
    const user = userEvent.setup();
    myDetailsStore.write({ birthYear: 1950, homeValue: 300_000 });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Forget my details' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Forget your details?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(myDetailsStore.read()).toEqual({ birthYear: 1950, homeValue: 300_000 });
    await user.click(screen.getByRole('button', { name: 'Forget my details' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, forget them' }));
    expect(myDetailsStore.read()).toEqual({});
    expect(localStorage.getItem('myDetails')).toBeNull();
    expect(box('Year you were born')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Your details have been forgotten.');
  });

  it('lists the calculators that use the details, from their field maps', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Calculators and the figures they fill in from My details' });
    const tools = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(tools).toHaveLength(18);
    const rmd = tools.find((item) =>
      within(item).queryByRole('link', { name: 'Required Minimum Distribution Calculator' }),
    );
    expect(rmd).toHaveTextContent('Your age at the end of the tax year: from Year you were born');
    expect(rmd).toHaveTextContent(
      'Account balance on 31 December of the year before: from Traditional IRA and 401(k) savings',
    );
    expect(within(rmd!).getByRole('link')).toHaveAttribute('href', '/tools/rmd');
    // The Medicare tool's filing status (for IRMAA) and the tax impact tool's spouse's age (issue 25).
    const medicare = tools.find((item) => within(item).queryByRole('link', { name: /Medicare/ }));
    expect(medicare).toHaveTextContent('Filing status on that tax return: from Tax filing status');
    const tax = tools.find((item) => within(item).queryByRole('link', { name: /Tax Impact/i }));
    expect(tax).toHaveTextContent('Your spouse’s age');
  });
});
