import fc from 'fast-check';
import type { FilingStatus } from '../core/types';
import { taxableSocialSecurity, taxableSocialSecurityAmount } from './tax';

const statuses: FilingStatus[] = ['single', 'marriedJoint', 'marriedSeparate', 'headOfHousehold'];

describe('taxableSocialSecurityAmount: the worksheet’s taxable amount without its record (IRS Pub. 915 Worksheet 1)', () => {
  it('gives exactly taxableSocialSecurity’s taxable figure for any benefits, other income and status', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e7, noNaN: true }),
        fc.double({ min: -1e6, max: 1e7, noNaN: true }),
        fc.constantFrom(...statuses),
        (benefits, otherIncome, status) => {
          expect(taxableSocialSecurityAmount(benefits, otherIncome, status)).toBe(
            taxableSocialSecurity({ benefits, otherIncome, status }).taxable,
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('a hand-worked couple: $30,000 of benefits and $40,000 of other income, joint: $15,350 taxable', () => {
    // Provisional income: half the benefits, 15,000, plus 40,000 = 55,000, over the $32,000 joint base by 23,000.
    // The first 12,000 of it (up to $44,000) counts at 50 %: 6,000 (under half the benefits, 15,000); the other
    // 11,000 at 85 %: 9,350. 6,000 + 9,350 = 15,350, under 85 % of the benefits (25,500). Pub. 915 Worksheet 1.
    expect(taxableSocialSecurityAmount(30_000, 40_000, 'marriedJoint')).toBe(15_350);
  });
});
