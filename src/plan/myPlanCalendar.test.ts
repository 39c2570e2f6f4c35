import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildIcs, escapeText, foldLine, nextDay } from './myPlanCalendar';
import { planDates } from '../finance/core/planDates';
import { allDates, calendarEvents, type PlanSection } from './myPlanModel';
import { coupleVariant } from './myPlanCouple';

const NOW = new Date('2026-11-24T16:00:00Z');
/** A day before every date these tests plan, so the file keeps them all. */
const LONG_AGO = '2000-01-01';

describe('the .ics file (RFC 5545)', () => {
  it('escapes commas, semicolons, backslashes and new lines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('ends all-day events the day after (DTEND is exclusive), across months and leap days', () => {
    expect(nextDay('2025-08-31')).toBe('2025-09-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('parses with ical.js: every date of the plan, all-day, with a reminder 30 days before', () => {
    const dates = planDates({ year: 1960, month: 5, day: 15 });
    const text = buildIcs(calendarEvents(dates, [], false, LONG_AGO), NOW);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(/[^\r]\n/.test(text)).toBe(false);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(dates.length);
    const iep = events.find((e) => e.uid === 'medicare-iep@my-plan.evergreen')!;
    // Turns 65 in May 2025: the window is 1 February to 31 August 2025.
    expect(iep.startDate.toString()).toBe('2025-02-01');
    expect(iep.startDate.isDate).toBe(true);
    expect(iep.endDate.toString()).toBe('2025-09-01');
    expect(iep.summary).toBe('Medicare sign-up window opens');
    const deadline = events.find((e) => e.uid === 'rmd-deadline@my-plan.evergreen')!;
    expect(deadline.startDate.toString()).toBe('2036-04-01');
    for (const event of events) {
      const alarm = event.component.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-P30D');
      expect(event.component.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-24T16:00:00Z');
    }
  });

  it('a whole plan (you, your spouse and a couple’s claiming dates) is one valid calendar: VERSION and PRODID once, one DTSTART and DTSTAMP per event, unique UIDs, CRLF and 75-octet lines', () => {
    const couple = coupleVariant(
      {
        mode: 'couple',
        birthYear: 1964,
        birthMonth: 1,
        fraBenefit: 2400,
        spouseBirthYear: 1966,
        spouseBirthMonth: 3,
        spouseFraBenefit: 900,
        yourDeathAge: 90,
        spouseDeathAge: 90,
        realDiscountPercent: 0,
      },
      { year: 2026, month: 1 },
    )!;
    const section = { status: 'done', dates: couple.dates } as unknown as PlanSection;
    const dates = allDates({ you: { year: 1964, month: 1, day: 15 }, spouse: { year: 1966, month: 3, day: 9 } }, [
      section,
    ]);
    const figures = [{ toolId: 'social-security', line: couple.figureLine }];
    const text = buildIcs(calendarEvents(dates, figures, true, LONG_AGO), NOW);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).every((line) => line.length > 0 && !line.includes('\n') && !line.includes('\r'))).toBe(
      true,
    );
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.filter((l) => l === 'VERSION:2.0')).toHaveLength(1);
    expect(unfolded.filter((l) => l.startsWith('PRODID:'))).toHaveLength(1);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(dates.length);
    expect(dates.some((d) => d.id === 'ss-couple-claim-spouse')).toBe(true);
    for (const vevent of vevents) {
      expect(vevent.getAllProperties('dtstart')).toHaveLength(1);
      expect(vevent.getAllProperties('dtstamp')).toHaveLength(1);
      expect(vevent.getAllProperties('uid')).toHaveLength(1);
    }
    const uids = vevents.map((v) => String(v.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(uids.length);
    // The couple's figures (commas, semicolons) survive escaping.
    const claim = vevents.map((v) => new ICAL.Event(v)).find((e) => e.uid === 'ss-couple-claim-you@my-plan.evergreen')!;
    expect(claim.startDate.toString()).toBe(dates.find((d) => d.id === 'ss-couple-claim-you')!.date);
    expect(couple.figureLine).toMatch(/Household benefits, worth today \$[\d,]+; /);
    expect(claim.description).toContain(couple.figureLine);
  });

  it('holds only the dates still ahead of today (issue I6, item 7): born May 1960, on 24 November 2026 the catch-ups, the earliest claim and the Medicare window (to 31 August 2025) are past and left out; full retirement age (May 2027) and later stay; a window still open on the day stays', () => {
    const dates = planDates({ year: 1960, month: 5, day: 15 });
    const today = '2026-11-24';
    const uids = (text: string) =>
      new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .map((e) => ({ uid: e.uid.replace('@my-plan.evergreen', ''), start: e.startDate.toString() }));
    const events = uids(buildIcs(calendarEvents(dates, [], false, today), NOW));
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(dates.length);
    for (const event of events)
      expect(event.start >= today || (dates.find((d) => d.id === event.uid)?.endDate ?? '') >= today).toBe(true);
    expect(events.map((e) => e.uid)).not.toContain('medicare-iep');
    expect(events.map((e) => e.uid)).not.toContain('catch-up-50');
    expect(events.map((e) => e.uid)).toContain('ss-fra');
    expect(events.find((e) => e.uid === 'ss-fra')?.start).toBe('2027-05-01');
    // The same plan on a day inside the Medicare window keeps the window: it has not ended.
    expect(uids(buildIcs(calendarEvents(dates, [], false, '2025-08-31'), NOW)).map((e) => e.uid)).toContain(
      'medicare-iep',
    );
    expect(uids(buildIcs(calendarEvents(dates, [], false, '2025-09-01'), NOW)).map((e) => e.uid)).not.toContain(
      'medicare-iep',
    );
    // Every date counted once: the file's and the past ones make up the page's list.
    expect(events.length + dates.filter((d) => (d.endDate ?? d.date) < today).length).toBe(dates.length);
  });

  it('gives a repeated date id a unique UID', () => {
    const text = buildIcs(
      [
        { id: 'same', date: '2030-01-01', summary: 'A', description: 'a' },
        { id: 'same', date: '2031-01-01', summary: 'B', description: 'b' },
      ],
      NOW,
    );
    const uids = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => v.getFirstPropertyValue('uid'));
    expect(uids).toEqual(['same@my-plan.evergreen', 'same-2@my-plan.evergreen']);
  });

  it('keeps personal figures out of the text unless "include my figures" is ticked', () => {
    const dates = planDates({ year: 1960, month: 5, day: 15 });
    const figures = [{ toolId: 'rmd', line: 'RMD calculator: Required minimum distribution for the year $12,345' }];
    const without = buildIcs(calendarEvents(dates, figures, false, LONG_AGO), NOW);
    expect(without).not.toContain('12,345');
    expect(without).not.toContain('RMD calculator:');
    const withFigures = buildIcs(calendarEvents(dates, figures, true, LONG_AGO), NOW);
    const calendar = new ICAL.Component(ICAL.parse(withFigures));
    const rmd = calendar
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.uid === 'rmd-first-year@my-plan.evergreen')!;
    expect(rmd.description).toContain('$12,345');
  });
});
