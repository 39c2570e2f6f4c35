import { transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'RMD calculator, as heard: labels with units, money as money, a clamped age, a short live summary',
  { tool, timeout: 60_000 },
  {
    age: typing('Typing 72 as the age and leaving the field', /^Your age/, '72'),
    balance: typing('Typing 265,000 as the balance and leaving the field', /^Account balance/, '265000'),
    due: typing('Typing 73 as the age and leaving the field', /^Your age/, '73'),
    tooOld: typing('Typing 130 as the age, above the oldest allowed, and leaving the field', /^Your age/, '130'),
  },
  ({ form, heard }) => {
    expect(form[0]).toBe('region, Required Minimum Distribution Calculator: your figures');
    expect(form).toContain(
      'textbox, Your age at the end of the tax year, 73, Use your age on 31 December 2026. Born in 1953, your RMDs start at 73. years',
    );
    expect(form).toContain(
      'combobox, Is your spouse the sole beneficiary of this account?, Your only beneficiary for the whole year. A spouse more than 10 years younger gives a smaller RMD., has popup listbox, not expanded, no autocomplete',
    );
    expect(form).toContain(
      'textbox, Account balance on 31 December of the year before, 500,000, In dollars. Traditional IRA or 401(k) balance.',
    );
    expect(heard.age.announcements).toEqual([
      'polite: No RMD is due for 2026. Your first, at age 73, would be about $18,868.',
    ]);
    expect(heard.balance.announcements).toEqual([
      'polite: No RMD is due for 2026. Your first, at age 73, would be about $10,000.',
    ]);
    expect(heard.due.announcements).toEqual([
      'polite: Your 2026 required minimum distribution is $10,000, about $833 a month.',
    ]);
    expect(heard.tooOld.announcements).toEqual([
      'polite: The most you can enter is 110 years. We used 110 years.',
      'polite: Your 2026 required minimum distribution is $75,714, about $6,310 a month.',
    ]);
  },
);
