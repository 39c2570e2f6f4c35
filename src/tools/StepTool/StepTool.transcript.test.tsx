import { screen } from '@testing-library/react';
import { articleConfig, pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { StepTool } from './StepTool';
import { tool } from './tool';

const TITLE = 'Should I buy long-term care insurance?';

transcriptOfSteps(
  'step wizard (long-term care decision article), as heard: each step’s heading takes focus, its figures are announced',
  {
    tool,
    frameTitle: TITLE,
    formTitle: 'Reading step 1 from the heading to the end of its questions',
    timeout: 120_000,
    render: async () => (
      <StepTool title={TITLE} config={await articleConfig('long-term-care-insurance-decision-tool', 'tool_config')} />
    ),
  },
  {
    age: typing('Step 1: typing 75 as the age', /^Your age today/, '75'),
    old: typing('Step 1: typing 95 as the age, above the oldest allowed', /^Your age today/, '95'),
    next2: pressing('Pressing Next: step 2', 'Next'),
    savings: typing('Step 2: typing 500,000 of savings', /^Savings and investments/, '500000'),
    next3: pressing('Pressing Next: step 3', 'Next'),
    next4: pressing('Pressing Next: step 4', 'Next'),
    next5: pressing('Pressing Next: step 5', 'Next'),
    complete: pressing('Pressing Complete', 'Complete'),
  },
  ({ form, heard }) => {
    expect(form).toContain('heading, Step 1: Your age and health, level 3');
    expect(form).toContain('textbox, Your age today (required), 60, years, required');
    expect(heard.age.announcements).toEqual([
      'polite: Your age is in the usual buying range (50 to 70): No. Your health is likely to qualify at standard prices: Yes.',
    ]);
    expect(heard.old.announcements[0]).toBe('polite: The most you can enter is 90 years. We used 90 years.');
    // Each step: focus moves to its heading, so its number and title are heard first.
    expect(heard.next2.phrases).toContain('heading, Step 2: Your savings and income, level 3');
    expect(heard.next2.announcements[0]).toMatch(
      /^polite: Years of nursing home care your savings could pay for, at about \$127,750 a year: 0\./,
    );
    // 500,000 / 127,750 = 3.9 years.
    expect(heard.savings.announcements[0]).toMatch(
      /^polite: Years of nursing home care your savings could pay for, at about \$127,750 a year: 3\.9\. /,
    );
    for (const step of [heard.next3, heard.next4, heard.next5])
      expect(step.phrases.some((p) => /^heading, Step \d: .+, level 3$/.test(p))).toBe(true);
    expect(heard.complete.phrases).toContain('heading, Tool Complete!, level 3');
    expect(screen.getByRole('heading', { name: 'Tool Complete!' })).toHaveFocus();
  },
);
