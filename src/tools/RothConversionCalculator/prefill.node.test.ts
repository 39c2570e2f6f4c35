/**
 * The Roth conversion calculator asks for "Social Security benefits this year … for both of you when filing jointly":
 * My details fills it with the couple's two yearly benefits added when the reader files jointly (issue I3 item 4: the
 * benefit from the earnings record, or the COLA letter's amount, prefills every tool that asks for a benefit). Each
 * person's yearly figure is 12 × the benefit already paid (the letter), else 12 × the PIA from the earnings record.
 */
import { describe, expect, it } from 'vitest';
import { myDetailsMap } from '../shared/core/toolFields';
import { DEFAULTS, FIELDS } from './fields';

const socialSecurity = myDetailsMap(FIELDS).socialSecurity!;
const context = { inputs: DEFAULTS, currentYear: 2026 };

describe('the Roth calculator’s Social Security from My details', () => {
  it('adds a jointly filing couple’s benefits: the reader’s letter and the spouse’s earnings record', () => {
    const details = {
      filingStatus: 'marriedJoint' as const,
      socialSecurityPaidMonthly: 2_150.4,
      spouseSocialSecurityPia: 1_210,
    };
    // 12 × 2,150.40 = 25,804.80; 12 × 1,210 = 14,520; together 40,324.80.
    expect(socialSecurity.derive(details, context)).toBe(40_324.8);
    expect(socialSecurity.source?.(details, context)).toBe('benefit-letter');
  });

  it('adds both earnings records, marked as from the earnings record', () => {
    const details = {
      filingStatus: 'marriedJoint' as const,
      socialSecurityPia: 2_345,
      spouseSocialSecurityPia: 1_210.5,
    };
    // 12 × 2,345 = 28,140; 12 × 1,210.50 = 14,526; together 42,666.
    expect(socialSecurity.derive(details, context)).toBe(42_666);
    expect(socialSecurity.source?.(details, context)).toBe('earnings-record');
  });

  it('prefers the paid amount to the PIA for the same person', () => {
    const details = {
      filingStatus: 'marriedJoint' as const,
      socialSecurityPia: 2_345,
      spouseSocialSecurityPia: 1_000,
      spouseSocialSecurityPaidMonthly: 1_100,
    };
    expect(socialSecurity.derive(details, context)).toBe(28_140 + 13_200);
  });

  it('takes the reader’s alone when not filing jointly, and the yearly answer when that is all there is', () => {
    expect(
      socialSecurity.derive(
        { filingStatus: 'single', socialSecurityPia: 2_345, spouseSocialSecurityPia: 1_210 },
        context,
      ),
    ).toBe(28_140);
    expect(socialSecurity.derive({ socialSecurityYearly: 24_000 }, context)).toBe(24_000);
    expect(socialSecurity.source?.({ socialSecurityYearly: 24_000 }, context)).toBeUndefined();
    expect(socialSecurity.derive({ filingStatus: 'marriedJoint', spouseSocialSecurityPia: 1_210 }, context)).toBe(
      14_520,
    );
    expect(socialSecurity.derive({ filingStatus: 'marriedJoint' }, context)).toBeUndefined();
  });
});
