import { screen } from '@testing-library/react';
import { readNext, replaceText, transcriptTest } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

const ADD = 'Pressing “Add beneficiary designation”';
const EMPTY = 'Pressing “Save designation” with nothing filled in';
const FILL = 'Filling in the account name and primary beneficiary, then saving';

// The form's "Date last updated" starts at today: fix today so the transcript does not change daily.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

transcriptTest(
  'beneficiary tracker, as heard: the form takes focus, errors are read at once, saving is announced',
  { tool },
  async (sr) => {
    const start = await sr.readUntil('Reading from the heading to the Add button', (p) =>
      p.startsWith('button, Add beneficiary designation'),
    );
    await sr.pressButton(ADD, 'Add beneficiary designation');
    await sr.perform(EMPTY, async (user) => {
      screen.getByRole('button', { name: 'Save designation' }).focus();
      await user.keyboard('{Enter}');
      await readNext(6); // on through the error summary's list of problems
    });
    await sr.perform(FILL, async (user) => {
      await replaceText(user, screen.getByRole('textbox', { name: /^Account name/ }), 'Family IRA');
      await user.selectOptions(screen.getByRole('combobox', { name: /^Account type/ }), 'retirement');
      await replaceText(user, screen.getByRole('textbox', { name: /^Primary beneficiary\b(?!')/ }), 'Ben Ortiz');
      screen.getByRole('button', { name: 'Save designation' }).focus();
      await user.keyboard('{Enter}');
      await readNext();
    });

    expect(start[1]).toBe('heading, Beneficiary Designation Tracker: your figures, level 2');
    expect(sr.section(ADD)?.phrases.some((p) => p.startsWith('textbox, Account name (required)'))).toBe(true);
    expect(sr.section(EMPTY)?.phrases).toContain('alert, Please fill in all required fields');
    expect(sr.section(EMPTY)?.phrases.join(' ')).toMatch(/link, Enter the account name/);
    expect(sr.announcements(FILL)).toContain('polite: Added the designation for Family IRA.');
  },
);
