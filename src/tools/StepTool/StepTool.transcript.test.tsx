import { screen } from '@testing-library/react';
import { articleConfig, transcriptTest } from '../shared/screenReaderTranscript';
import { StepTool } from './StepTool';

const AGE = 'Step 1: typing 75 as the age';
const OLD = 'Step 1: typing 95 as the age, above the oldest allowed';
const NEXT_2 = 'Pressing Next: step 2';
const SAVINGS = 'Step 2: typing 500,000 of savings';
const NEXT_3 = 'Pressing Next: step 3';
const NEXT_4 = 'Pressing Next: step 4';
const NEXT_5 = 'Pressing Next: step 5';
const COMPLETE = 'Pressing Complete';

const TITLE = 'Should I buy long-term care insurance?';

transcriptTest(
  'step wizard (long-term care decision article), as heard: each step’s heading takes focus, its figures are announced',
  { toolId: 'step-tool', frameTitle: TITLE, timeout: 120_000, tool: async () => <StepTool title={TITLE} config={await articleConfig('long-term-care-insurance-decision-tool', 'tool_config')} /> },
  async (sr) => {
    const form = await sr.readForm('Reading step 1 from the heading to the end of its questions');
    await sr.typeInto(AGE, /^Your age today/, '75');
    await sr.typeInto(OLD, /^Your age today/, '95');
    const next = (label: string, name = 'Next') => sr.pressButton(label, name);
    await next(NEXT_2);
    await sr.typeInto(SAVINGS, /^Savings and investments/, '500000');
    await next(NEXT_3);
    await next(NEXT_4);
    await next(NEXT_5);
    await next(COMPLETE, 'Complete');

    expect(form).toContain('heading, Step 1: Your age and health, level 3');
    expect(form).toContain('textbox, Your age today (required), 60, years, required');
    expect(sr.announcements(AGE)).toEqual(['polite: Your age is in the usual buying range (50 to 70): No. Your health is likely to qualify at standard prices: Yes.']);
    expect(sr.announcements(OLD)[0]).toBe('polite: The most you can enter is 90 years. We used 90 years.');
    // Each step: focus moves to its heading, so its number and title are heard first.
    expect(sr.section(NEXT_2)?.phrases).toContain('heading, Step 2: Your savings and income, level 3');
    expect(sr.announcements(NEXT_2)[0]).toMatch(/^polite: Years of nursing home care your savings could pay for, at about \$127,750 a year: 0\./);
    // 500,000 / 127,750 = 3.9 years.
    expect(sr.announcements(SAVINGS)[0]).toMatch(/^polite: Years of nursing home care your savings could pay for, at about \$127,750 a year: 3\.9\. /);
    for (const step of [NEXT_3, NEXT_4, NEXT_5]) expect(sr.section(step)?.phrases.some((p) => /^heading, Step \d: .+, level 3$/.test(p))).toBe(true);
    expect(sr.section(COMPLETE)?.phrases).toContain('heading, Tool Complete!, level 3');
    expect(screen.getByRole('heading', { name: 'Tool Complete!' })).toHaveFocus();
  },
);
