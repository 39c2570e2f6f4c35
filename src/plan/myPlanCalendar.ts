/**
 * "Add to my calendar" (H4): the dates to remember as an iCalendar file (RFC 5545), made in the
 * browser. Pure: the caller gives the time stamp, so the same dates always give the same file. The
 * calendar's name and the reminders' words are in the reader's language, like the events' own text.
 */
import * as dm from './myPlanDates.messages';

export interface CalendarEvent {
  /** Unique and stable for the date, e.g. 'medicare-iep'. */
  id: string;
  /** First day, 'YYYY-MM-DD'. */
  date: string;
  /** Last day of a window, 'YYYY-MM-DD' (inclusive). */
  endDate?: string;
  summary: string;
  description: string;
}

/** Reminder before each event: RFC 5545 durations have no months, so "a month" is 30 days. */
export const REMINDER_TRIGGER = '-P30D';
const UID_DOMAIN = 'my-plan.evergreen';
const CRLF = '\r\n';

/** Escapes TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and new lines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each further line starts with one space, and a
 * character is never split across lines (counted in UTF-8 bytes).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines lose one octet to the leading space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compact = (isoDay: string) => isoDay.replace(/-/g, '');

/** The day after an ISO day: DTEND of an all-day event is exclusive. */
export function nextDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** 20261124T160000Z */
function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole file, CRLF line endings, one all-day VEVENT with a VALARM a month before for each date. */
export function buildIcs(events: readonly CalendarEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Evergreen//My plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(dm.calendarName())}`,
  ];
  // UID must be unique in the file (RFC 5545 §3.8.4.7): a repeated id gets a numbered suffix.
  const used = new Set<string>();
  for (const event of events) {
    let uid = event.id;
    for (let n = 2; used.has(uid); n++) uid = `${event.id}-${n}`;
    used.add(uid);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.date)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(event.endDate ?? event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(dm.reminder({ summary: event.summary }))}`,
      `TRIGGER:${REMINDER_TRIGGER}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
