import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildIcs, escapeText, foldLine, nextDay } from './myPlanCalendar';
import { planDates } from '../finance/planDates';
import { calendarEvents } from './myPlanModel';

const NOW = new Date('2026-11-24T16:00:00Z');

describe('the .ics file (RFC 5545)', () => {
  it('escapes commas, semicolons, backslashes and new lines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('ends all-day events the day after (DTEND is exclusive), across months and leap days', () => {
    expect(nextDay('2025-08-31')).toBe('2025-09-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('parses with ical.js: every date of the plan, all-day, with a reminder 30 days before', () => {
    const dates = planDates({ year: 1960, month: 5, day: 15 });
    const text = buildIcs(calendarEvents(dates, [], false), NOW);
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

  it('keeps personal figures out of the text unless "include my figures" is ticked', () => {
    const dates = planDates({ year: 1960, month: 5, day: 15 });
    const figures = [{ toolId: 'rmd', line: 'RMD calculator: Required minimum distribution for the year $12,345' }];
    const without = buildIcs(calendarEvents(dates, figures, false), NOW);
    expect(without).not.toContain('12,345');
    expect(without).not.toContain('RMD calculator:');
    const withFigures = buildIcs(calendarEvents(dates, figures, true), NOW);
    const calendar = new ICAL.Component(ICAL.parse(withFigures));
    const rmd = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)).find((e) => e.uid === 'rmd-first-year@my-plan.evergreen')!;
    expect(rmd.description).toContain('$12,345');
  });
});
