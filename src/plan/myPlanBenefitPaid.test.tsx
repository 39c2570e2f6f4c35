/**
 * Issue I3: a reader whose My details hold the benefit already paid (this year's COLA letter,
 * socialSecurityPaidMonthly / spouseSocialSecurityPaidMonthly) has claimed. My plan shows no date to
 * claim for that person, on the page or in the .ics file, and says the benefit is being paid.
 */
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setLocale } from '../i18n/locale';
import type { PlanDate } from '../finance/core/planDates';
import { MyPlanView } from './MyPlanPage';
import { allDates, benefitsPaid, calendarEvents, type PlanSection } from './myPlanModel';
import { buildIcs } from './myPlanCalendar';

const YOU = { year: 1962, month: 3, day: 15 };
const SPOUSE = { year: 1964, month: 7, day: 10 };
const TODAY = '2026-11-28';
const ids = (dates: readonly PlanDate[]) => dates.map((d) => d.id);

/** A Social Security section whose saved choice adds a claiming date at 70 (as myPlanModel's toolDates does). */
const claimingSection = {
  toolId: 'social-security',
  title: 'Social Security Claiming Age Calculator',
  group: 'income',
  status: 'done',
  results: [],
  inputs: [],
  from: '',
  dollars: '',
  link: '/tools/social-security',
  question: () => '',
  figureLine: '',
  dates: () => [
    { id: 'ss-best-claim-age', kind: 'choice', date: '2032-03-01', title: 'Claim at 70', meaning: '', source: '' },
    { id: 'hsa-stop-before-claim', kind: 'hsa', date: '2031-09-01', title: 'Stop HSA', meaning: '', source: '' },
    {
      id: 'ss-couple-claim-spouse',
      kind: 'choice',
      date: '2034-07-01',
      title: 'Spouse claims',
      meaning: '',
      source: '',
    },
  ],
} as unknown as PlanSection;

afterEach(() => setLocale('en'));

describe('a benefit already paid (COLA letter) in My details', () => {
  it('benefitsPaid reads the two letter amounts; a blank, zero or broken amount is not a claim', () => {
    expect(benefitsPaid({ socialSecurityPaidMonthly: 1850.4 })).toEqual({ you: 1850.4, spouse: undefined });
    expect(benefitsPaid({ spouseSocialSecurityPaidMonthly: 990.1 })).toEqual({ you: undefined, spouse: 990.1 });
    expect(benefitsPaid({ socialSecurityPaidMonthly: 0, spouseSocialSecurityPaidMonthly: Number.NaN })).toEqual({});
  });

  it('without a letter, the claiming dates are there (the control for the tests below)', () => {
    const dates = ids(allDates({ you: YOU, spouse: SPOUSE }, [claimingSection]));
    expect(dates).toEqual(
      expect.arrayContaining([
        'ss-earliest',
        'ss-70',
        'ss-best-claim-age',
        'hsa-stop-before-claim',
        'ss-couple-claim-spouse',
        'spouse-ss-earliest',
        'spouse-ss-70',
      ]),
    );
  });

  it('the reader paid: no earliest month, no age-70 date and no saved claiming choice for the reader; the spouse’s stay', () => {
    const dates = allDates({ you: YOU, spouse: SPOUSE }, [claimingSection], { you: 1850.4 });
    const list = ids(dates);
    for (const gone of ['ss-earliest', 'ss-70', 'ss-best-claim-age', 'hsa-stop-before-claim'])
      expect(list).not.toContain(gone);
    expect(list).toEqual(expect.arrayContaining(['spouse-ss-earliest', 'spouse-ss-70', 'ss-couple-claim-spouse']));
    // Full retirement age stays (the earnings test ends then), worded for a benefit already paid.
    expect(dates.find((d) => d.id === 'ss-fra')?.meaning).toMatch(/^Your benefit is already being paid\./);
    expect(dates.find((d) => d.id === 'spouse-ss-fra')?.meaning).toMatch(/^From this month your Social Security/);
  });

  it('the spouse paid: the spouse’s claiming dates go, the reader’s stay', () => {
    const list = ids(allDates({ you: YOU, spouse: SPOUSE }, [claimingSection], { spouse: 990.1 }));
    for (const gone of ['spouse-ss-earliest', 'spouse-ss-70', 'ss-couple-claim-spouse'])
      expect(list).not.toContain(gone);
    expect(list).toEqual(expect.arrayContaining(['ss-earliest', 'ss-70', 'ss-best-claim-age']));
  });

  it('the .ics file has no event to claim for the paid reader, and still has Medicare and the RMD', () => {
    const dates = allDates({ you: YOU }, [claimingSection], { you: 1850.4 });
    const ics = buildIcs(calendarEvents(dates, [], false, TODAY), new Date('2026-11-28T12:00:00Z')).replace(
      /\r\n /g,
      '',
    );
    expect(ics).not.toMatch(/UID:ss-(earliest|70|best-claim-age)@/);
    expect(ics).not.toMatch(/SUMMARY:(Earliest Social Security|Age 70: delayed credits stop|Claim at 70)/);
    expect(ics).toContain('UID:medicare-iep@');
    expect(ics).toContain('UID:rmd-first-year@');
    const unpaid = buildIcs(calendarEvents(allDates({ you: YOU }, [claimingSection]), [], false, TODAY), new Date());
    expect(unpaid).toContain('UID:ss-70@');
  });

  it('the page says the benefit is being paid, with the monthly amount to the cent, and shows no claiming date', () => {
    render(
      <Router hook={memoryLocation({ path: '/my-plan' }).hook}>
        <MyPlanView
          sections={[]}
          details={{
            birthYear: 1962,
            birthMonth: 3,
            birthDay: 15,
            filingStatus: 'single',
            socialSecurityPaidMonthly: 1850.4,
          }}
          plan={{ hiddenTools: [] }}
          today={TODAY}
          onPlanChange={() => {}}
        />
      </Router>,
    );
    expect(
      screen.getByText(
        'Your Social Security benefit is being paid: $1,850.40 a month, from this year’s letter. There is no claiming date ahead for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Earliest Social Security|delayed credits stop/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Full retirement age \(67\)/)).toBeInTheDocument();
  });

  it('in Spanish too, with the amount as es-US writes it', () => {
    setLocale('es');
    render(
      <Router hook={memoryLocation({ path: '/es/my-plan' }).hook}>
        <MyPlanView
          sections={[]}
          details={{
            birthYear: 1962,
            filingStatus: 'marriedJoint',
            spouseBirthYear: 1964,
            spouseSocialSecurityPaidMonthly: 990.1,
          }}
          plan={{ hiddenTools: [] }}
          today={TODAY}
          onPlanChange={() => {}}
        />
      </Router>,
    );
    expect(
      screen.getByText(/^Su cónyuge ya recibe su beneficio del Seguro Social: \$990\.10 al mes/),
    ).toBeInTheDocument();
    // By year (no birth month): the spouse's claiming years are gone, the reader's stay.
    expect(screen.queryByText(/El año en que su cónyuge cumple 62/)).not.toBeInTheDocument();
    expect(screen.getByText(/El año en que usted cumple 62/)).toBeInTheDocument();
  });
});
