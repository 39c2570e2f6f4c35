import { screen } from '@testing-library/react';
import { pressingKey, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

/**
 * The plan's parts arrive from a worker one after another (the count first, then the most that
 * lasted), as fast as the machine allows: the reading starts once the first answer is announced,
 * and each step waits until its own answer's whole sentence is heard, not for a set time.
 */
const firstAnswerAnnounced = () =>
  (document.querySelector('[data-results-summary]')?.textContent ?? '') !== '' &&
  document.querySelector('[aria-busy="true"]') === null;

transcriptOfSteps(
  'Retirement income plan, as heard: the quick start read first, the answer in words announced once whole',
  { tool, timeout: 180_000, ready: firstAnswerAnnounced },
  {
    single: typing(
      'Typing 0 as the spouse’s age (planning alone) and leaving the field',
      /^Your spouse’s age/,
      '0',
      /^In \d+ of \d+ historical start years, your savings lasted until you were 95\./,
    ),
    spending: typing(
      'Typing 400,000 as the yearly spending and leaving the field',
      /^Spending a year/,
      '400000',
      /^In 0 of \d+ historical start years, your savings lasted until you were 95\./,
    ),
    dollars: pressingKey(
      'Unticking “Show in today’s dollars” with the space bar: the chart and the table follow each year’s own dollars',
      () => screen.getByRole('checkbox', { name: 'Show in today’s dollars' }),
      ' ',
    ),
  },
  ({ form, heard }) => {
    expect(form.some((line) => /^group, The basics/.test(line))).toBe(true);
    expect(
      form.some((line) =>
        /^textbox, Your spouse’s age at the end of this year, 63, .*Leave 0 if you are planning for yourself alone\./.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(form.some((line) => /^button, More details|More details/.test(line))).toBe(true);
    expect(heard.single.announcements.at(-1)).toMatch(
      /^polite: In \d+ of \d+ historical start years, your savings lasted until you were 95\./,
    );
    expect(heard.dollars.phrases.join(' ')).toMatch(/checkbox, Show in today’s dollars, Today’s dollars divide/);
    expect(screen.getByRole('checkbox', { name: 'Show in today’s dollars' })).not.toBeChecked();
    expect(screen.getByRole('table', { name: /in each year’s own dollars/ })).toBeInTheDocument();
    expect(heard.spending.announcements.at(-1)).toMatch(
      /^polite: In 0 of \d+ historical start years, your savings lasted until you were 95\. The worst start was \d{4}: savings would have run out when you were \d+\./,
    );
  },
);
