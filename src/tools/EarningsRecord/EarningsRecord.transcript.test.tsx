import { choosing, pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'earnings-record, as heard: the COLA letter’s benefit announced, then a typed year worked out, then saved to My details',
  { tool, timeout: 300_000 },
  {
    letterWay: choosing(
      'Choosing the COLA letter',
      /^How would you like to give your record/,
      'I already get benefits: use my COLA letter',
    ),
    letter: typing('Typing 2,150 from the COLA letter', /^Your monthly benefit in this year’s COLA letter/, '2150'),
    typeWay: choosing('Choosing to type the years', /^How would you like to give your record/, 'Type it year by year'),
    year: typing('Typing 60,000 as the earnings of 2024', /^Earnings in 2024/, '60000'),
    use: pressing('Pressing "Use this benefit"', 'Use this benefit'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^combobox, How would you like to give your record/.test(p))).toBe(true);
    expect(heard.letter.announcements).toEqual(['polite: Your benefit: $2,150.00 a month, from your COLA letter.']);
    expect(heard.year.announcements.at(-1)).toMatch(
      /^polite: Your benefit at full retirement age: \$[\d,]+\.\d0 a month\./,
    );
    expect(heard.use.announcements.at(-1)).toMatch(/^polite: Saved to My details: your benefit at full retirement age/);
  },
);
