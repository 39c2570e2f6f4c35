import { transcriptOfSteps, typing } from '../shared/screenReaderTranscript';
import { RmdCalculator } from './RmdCalculator';

transcriptOfSteps('RMD calculator, as heard: labels with units, money as money, a clamped age, a short live summary', { toolId: 'rmd', tool: <RmdCalculator title="Required Minimum Distribution Calculator" />, timeout: 60_000 }, {
  age: typing('Typing 73 as the age and leaving the field', /^Your age/, '73'),
  balance: typing('Typing 265,000 as the balance and leaving the field', /^Account balance/, '265000'),
  tooOld: typing('Typing 130 as the age, above the oldest allowed, and leaving the field', /^Your age/, '130'),
}, ({ form, heard }) => {
  expect(form[0]).toBe('region, Required Minimum Distribution Calculator: your figures');
  expect(form).toContain('textbox, Your age at the end of the tax year, 72, Must be at least 70½. Use your age on 31 December of the tax year. years');
  expect(form).toContain('textbox, Account balance on 31 December of the year before, 500,000, In dollars. Traditional IRA or 401(k) balance.');
  expect(heard.age.announcements).toEqual(['polite: Your 2026 required minimum distribution is $18,868, about $1,572 a month.']);
  expect(heard.balance.announcements).toEqual(['polite: Your 2026 required minimum distribution is $10,000, about $833 a month.']);
  expect(heard.tooOld.announcements).toEqual([
    'polite: The most you can enter is 110 years. We used 110 years.',
    'polite: Your 2026 required minimum distribution is $75,714, about $6,310 a month.',
  ]);
});
