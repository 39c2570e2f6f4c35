import { plan } from './myPlan';

// I6 item 4: My plan's question follows what the tool modelled. The calculator works out one
// conversion, this year, of at most the IRA balance (calculateRothConversion caps it there).
describe('the Roth conversion question in My plan', () => {
  const ask = (inputs: Record<string, number>, netBenefit: number) =>
    plan.question!(inputs, { netBenefit }, () => '', { rmdStartAge: 73 });

  it('speaks of one conversion this year, not of "a year" until required distributions start', () => {
    const question = ask({ conversionAmount: 50_000, iraBalance: 400_000 }, 12_000);
    expect(question).toBe('Ask whether converting about $50,000 to a Roth IRA this year suits you.');
    expect(question).not.toMatch(/a year|before 73/);
  });

  it('suggests no more than the IRA balance the conversion comes from', () => {
    expect(ask({ conversionAmount: 250_000, iraBalance: 80_000 }, 5_000)).toContain('about $80,000 ');
    expect(ask({ conversionAmount: 250_000, iraBalance: 80_000 }, -3_000)).toContain(
      'converting $80,000 this year does not pay off',
    );
    expect(ask({ conversionAmount: 250_000, iraBalance: 80_000 }, 0.4)).toContain(
      'converting $80,000 this year comes out even',
    );
  });
});
