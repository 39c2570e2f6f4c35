import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beneficiariesStore, serializeBeneficiaries, type Beneficiary } from '../../storage';
import { todayIso } from '../shared/form/today';
import { BeneficiaryTracker } from './BeneficiaryTracker';
import { lastFourDigits, mergeById, needsReview, newId } from './beneficiaryList';
import { startEachTestFresh } from '../shared/testing/toolTestKit';

startEachTestFresh();

const entry: Beneficiary = {
  id: '1700000000000',
  accountName: 'Family IRA',
  accountType: 'retirement',
  institution: 'Broker Co',
  accountNumber: '9876',
  primaryBeneficiary: 'Ben',
  primaryPercent: 60,
  secondaryBeneficiary: 'Cara',
  secondaryPercent: 40,
  lastUpdated: '2020-02-14',
  notes: 'Per will',
};

const renderTool = () => render(<BeneficiaryTracker title="Beneficiary Designation Tracker" />);
const list = () => screen.getByRole('heading', { name: /^Your designations/ }).closest('section')!;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function addBasic(user: ReturnType<typeof userEvent.setup>, name = 'Checking', who = 'Dana') {
  await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
  await user.type(textbox(/^Account name/), name);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Account type/ }), 'bank');
  await user.type(textbox(/^Primary beneficiary\b(?!')/), who);
  await user.click(screen.getByRole('button', { name: 'Save designation' }));
}

describe('BeneficiaryTracker', () => {
  it('hides the form until "Add beneficiary designation"; the form opens empty with the spec defaults', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('You have not added any designations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
    expect(textbox(/^Account name/)).toHaveValue('');
    expect(textbox(/^Account name/)).toHaveFocus();
    expect(textbox(/^Primary beneficiary's share/)).toHaveValue('100');
    expect(textbox(/^Secondary beneficiary's share/)).toHaveValue('0');
    expect(textbox(/^Account number/)).toHaveAttribute('placeholder', 'Last 4 digits only');
    expect(screen.getByLabelText('Date last updated')).toHaveValue(todayIso());
    const types = within(screen.getByRole('combobox', { name: /^Account type/ }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual([
      'Choose an account type',
      'Bank account',
      'Investment account',
      'Retirement account (401(k), IRA)',
      'Life insurance',
      'Other insurance or annuity',
      'Other',
    ]);
  });

  it('refuses to save without the required fields and saves nothing (SPEC §8: the required-fields alert)', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
    await user.type(textbox(/^Account name/), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Save designation' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Please fill in all required fields' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Choose the account type' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Enter the primary beneficiary' })).toBeInTheDocument();
    expect(beneficiariesStore.read()).toEqual([]);
    expect(within(list()).getByText('You have not added any designations yet.')).toBeInTheDocument();
  });

  it('adds an entry, stores it, and Cancel closes and clears the form', async () => {
    const user = userEvent.setup();
    renderTool();
    await addBasic(user);
    expect(screen.queryByRole('button', { name: 'Save designation' })).not.toBeInTheDocument();
    const card = within(list()).getByRole('heading', { name: 'Checking' }).closest('li')!;
    expect(within(card).getByText('Bank account')).toBeInTheDocument();
    expect(within(card).getByText('Dana (100%)')).toBeInTheDocument();
    expect(within(card).queryByText('Needs Review')).not.toBeInTheDocument();
    const stored = beneficiariesStore.read();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      accountName: 'Checking',
      accountType: 'bank',
      primaryBeneficiary: 'Dana',
      primaryPercent: 100,
      secondaryPercent: 0,
      lastUpdated: todayIso(),
    });
    expect(stored[0]!.id).toMatch(/^\d+$/);

    await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
    await user.type(textbox(/^Account name/), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /^Account name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
    expect(textbox(/^Account name/)).toHaveValue('');
    expect(beneficiariesStore.read()).toHaveLength(1);
  });

  it('keeps only the last 4 digits of an account number and says so', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
    await user.type(textbox(/^Account number/), '12-3456789');
    expect(textbox(/^Account number/)).toHaveValue('6789');
    expect(screen.getByText(/Only the last 4 digits are kept, so we saved 6789/)).toBeInTheDocument();
  });

  it('percentages are whole numbers from 0 to 100; non-numeric becomes 0 (SPEC §5 beneficiary form rules)', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Add beneficiary designation' }));
    await user.type(textbox(/^Account name/), 'Brokerage');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Account type/ }), 'investment');
    await user.type(textbox(/^Primary beneficiary\b(?!')/), 'Eve');
    const primary = textbox(/^Primary beneficiary's share/);
    await user.clear(primary);
    await user.type(primary, '150');
    await user.tab();
    expect(screen.getByText(/The most you can enter is 100%/)).toBeInTheDocument();
    const secondary = textbox(/^Secondary beneficiary's share/);
    await user.clear(secondary);
    await user.type(secondary, 'abc');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save designation' }));
    expect(beneficiariesStore.read()[0]).toMatchObject({ primaryPercent: 100, secondaryPercent: 0 });
  });

  it('shows stored entries on load with "Needs Review" when last updated over 365 days ago; Edit fills the form and updates', async () => {
    beneficiariesStore.write([entry]);
    const user = userEvent.setup();
    renderTool();
    const card = within(list()).getByRole('heading', { name: 'Family IRA' }).closest('li')!;
    expect(within(card).getByText('Needs Review')).toBeInTheDocument();
    expect(within(card).getByText('Ben (60%)')).toBeInTheDocument();
    expect(within(card).getByText('February 14, 2020')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit Family IRA' }));
    expect(textbox(/^Account name/)).toHaveValue('Family IRA');
    expect(screen.getByRole('combobox', { name: /^Account type/ })).toHaveValue('retirement');
    expect(textbox(/^Secondary beneficiary's share/)).toHaveValue('40');
    const date = screen.getByLabelText('Date last updated');
    await user.clear(date);
    await user.type(date, todayIso());
    await user.click(screen.getByRole('button', { name: 'Update designation' }));
    expect(within(list()).queryByText('Needs Review')).not.toBeInTheDocument();
    expect(beneficiariesStore.read()).toEqual([{ ...entry, lastUpdated: todayIso() }]);
  });

  it('Delete asks first; "Keep it" keeps the entry and "Delete" removes it', async () => {
    beneficiariesStore.write([entry]);
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Delete Family IRA' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this beneficiary designation?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(beneficiariesStore.read()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Family IRA' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(beneficiariesStore.read()).toEqual([]);
    expect(within(list()).getByText('You have not added any designations yet.')).toBeInTheDocument();
  });

  it('starts fresh, with a console warning, when the stored list is corrupt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('beneficiaries', '{"v":1,"data":[{"accountName":5}]}');
    renderTool();
    expect(within(list()).getByText('You have not added any designations yet.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('imports a file and merges by id: same id replaces, new ids are added', async () => {
    beneficiariesStore.write([entry]);
    const user = userEvent.setup();
    renderTool();
    const replaced = { ...entry, primaryBeneficiary: 'Bea' };
    const added = { ...entry, id: '1800000000000', accountName: 'Life policy', accountType: 'life-insurance' as const };
    const file = new File([serializeBeneficiaries([replaced, added])], 'beneficiary-designations.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Import designations from a file'), file);
    expect(await screen.findByText('Imported 2 designations')).toBeInTheDocument();
    expect(beneficiariesStore.read().map((b) => [b.accountName, b.primaryBeneficiary])).toEqual([
      ['Family IRA', 'Bea'],
      ['Life policy', 'Ben'],
    ]);
  });

  it('shows the plain import error and changes nothing when the file is wrong', async () => {
    beneficiariesStore.write([entry]);
    const user = userEvent.setup();
    renderTool();
    const file = new File(['{not json'], 'x.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Import designations from a file'), file);
    expect(
      await screen.findByText("This file can't be read. Please choose a beneficiary file downloaded from this page."),
    ).toBeInTheDocument();
    expect(beneficiariesStore.read()).toEqual([entry]);
  });

  it('downloads the list as beneficiary-designations.json', async () => {
    beneficiariesStore.write([entry]);
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:x');
    const origCreate = URL.createObjectURL;
    const origRevoke = URL.revokeObjectURL;
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Download designations (JSON file)' }));
    expect(names).toEqual(['beneficiary-designations.json']);
    const text = await act(() => created.mock.calls[0]![0].text());
    expect(JSON.parse(text).beneficiaries).toEqual([entry]);
    click.mockRestore();
    URL.createObjectURL = origCreate;
    URL.revokeObjectURL = origRevoke;
  });
});

describe('beneficiary list helpers', () => {
  it('needsReview: more than 365 days before today', () => {
    expect(needsReview('2024-01-01', '2024-12-31')).toBe(false); // 365 days (leap year)
    expect(needsReview('2024-01-01', '2025-01-01')).toBe(true); // 366 days
    expect(needsReview('2023-06-01', '2024-05-31')).toBe(false); // 365 days
    expect(needsReview('nonsense', '2024-05-31')).toBe(false);
  });
  it('lastFourDigits strips non-digits and keeps the last four', () => {
    expect(lastFourDigits('1234')).toEqual({ value: '1234', notice: undefined });
    expect(lastFourDigits('12a')).toMatchObject({ value: '12', notice: expect.stringContaining('Only digits') });
    expect(lastFourDigits('123456')).toMatchObject({ value: '3456', notice: expect.stringContaining('last 4 digits') });
  });
  it('mergeById replaces same ids in place and appends the rest; newId avoids taken ids', () => {
    const a = { ...entry, id: '1' };
    const b = { ...entry, id: '2' };
    expect(
      mergeById(
        [a, b],
        [
          { ...a, notes: 'new' },
          { ...entry, id: '3' },
        ],
      ).map((x) => [x.id, x.notes]),
    ).toEqual([
      ['1', 'new'],
      ['2', 'Per will'],
      ['3', 'Per will'],
    ]);
    expect(newId([a, b], 1)).toBe('3');
  });
});
