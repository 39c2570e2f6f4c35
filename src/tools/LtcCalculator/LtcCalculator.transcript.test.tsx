import { pressing, transcriptOfSteps, typing } from '../shared/testing/screenReaderTranscript';
import { tool } from './tool';

transcriptOfSteps(
  'long-term care, as heard: total cost and premium announced after Calculate; age capped',
  { tool },
  {
    calculate: pressing('Moving to Calculate and pressing Enter', 'Calculate'),
    old: typing('Typing 90 as the age, above the oldest allowed', /^Your age/, '90'),
    again: pressing('Pressing Calculate again', 'Calculate'),
  },
  ({ form, heard }) => {
    expect(form.some((p) => /^textbox, Your age, \d+, .*years$/.test(p))).toBe(true);
    expect(form).toContain('button, Calculate');
    // The SPEC §3 defaults (age 55, home care, $200 a day) give, as in ltc.test.ts: total care 306,600; premium 212.44 a month.
    expect(heard.calculate.announcements).toEqual([
      'polite: Care could cost $306,600 in total. Insurance is estimated at $212 a month.',
    ]);
    expect(heard.old.announcements).toEqual(['polite: The most you can enter is 85 years. We used 85 years.']);
    expect(heard.again.announcements).toHaveLength(1);
    expect(heard.again.announcements[0]).toMatch(
      /^polite: Care could cost \$[\d,]+ in total\. Insurance is estimated at \$[\d,]+ a month\.$/,
    );
  },
);
