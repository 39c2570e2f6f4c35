import { screen } from '@testing-library/react';
import * as questionWords from '../../kit/Field/messages';
import { startsWith } from '../shared/testing/storyWords';
import { polite, readNext, replaceText, transcriptTest } from '../shared/testing/screenReaderTranscript';
import * as m from './messages';
import { tool } from './tool';

const ADD = {
  en: 'Pressing “Add beneficiary designation”',
  es: 'Pulsar «Agregar una designación de beneficiario»',
};
const EMPTY = {
  en: 'Pressing “Save designation” with nothing filled in',
  es: 'Pulsar «Guardar la designación» sin llenar nada',
};
const FILL = {
  en: 'Filling in the account name and primary beneficiary, then saving',
  es: 'Llenar el nombre de la cuenta y el beneficiario principal, y guardar',
};

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
    const start = await sr.readUntil(
      {
        en: 'Reading from the heading to the Add button',
        es: 'Lectura desde el encabezado hasta el botón de agregar',
      },
      (p) => p.startsWith(`button, ${m.addButton()}`),
    );
    await sr.pressButton(ADD, m.addButton);
    await sr.perform(EMPTY, async (user) => {
      screen.getByRole('button', { name: m.saveDesignation() }).focus();
      await user.keyboard('{Enter}');
      await readNext(6); // on through the error summary's list of problems
    });
    await sr.perform(FILL, async (user) => {
      await replaceText(user, screen.getByRole('textbox', { name: startsWith(m.accountNameLabel()) }), 'Family IRA');
      await user.selectOptions(screen.getByRole('combobox', { name: startsWith(m.accountTypeLabel()) }), 'retirement');
      // The primary beneficiary's name, not their share (whose label starts with the same words in English).
      const primary = (name: string) => name.startsWith(m.primaryLabel()) && !name.startsWith(m.primaryShareLabel());
      await replaceText(user, screen.getByRole('textbox', { name: primary }), 'Ben Ortiz');
      screen.getByRole('button', { name: m.saveDesignation() }).focus();
      await user.keyboard('{Enter}');
      await readNext();
    });

    expect(start[1]).toBe(`heading, ${sr.title}, level 2`);
    expect(
      sr
        .section(ADD)
        ?.phrases.some((p) => p.startsWith(`textbox, ${m.accountNameLabel()} ${questionWords.required()}`)),
    ).toBe(true);
    expect(sr.section(EMPTY)?.phrases).toContain(`alert, ${m.requiredMessage()}`);
    expect(sr.section(EMPTY)?.phrases).toContain(`link, ${m.enterAccountName()}`);
    expect(sr.announcements(FILL)).toContain(polite(m.addedStatus({ accountName: 'Family IRA' })));
  },
);
