import ical, { escape as escapeText } from 'ical-generator';

/** A stay (or block) of the unit as the export shows it; `summary` never names the guest. */
export interface ExportStay {
  id: string;
  dateFrom: string;
  dateTo: string;
  kind: string;
  summary: string;
}

export interface ExportFeedOptions {
  unitTitle: string;
  productName: string;
  stays: ExportStay[];
  now: Date;
}

/** Control characters cannot appear in a content line: newlines would start a new property. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** Midnight UTC of a YYYY-MM-DD day: with no calendar time zone ical-generator writes its UTC date. */
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The unit's calendar as iCal (RFC 5545) for other platforms to import: one all-day VEVENT per
 * stay, DTSTART the first night and DTEND the check-out day (VALUE=DATE, so no time zone can move
 * them), UID `${id}@host-portal`. CRLF line endings, long lines folded.
 */
export function exportFeed(opts: ExportFeedOptions): string {
  const calendar = ical({
    prodId: { company: oneLine(opts.productName).replaceAll('//', '/'), product: 'Calendar', language: 'EN' },
    // ical-generator 10.2 writes the calendar name as it is: escape it (commas, semicolons, newlines)
    name: escapeText(oneLine(opts.unitTitle), false),
  });
  for (const stay of opts.stays) {
    calendar.createEvent({
      id: `${stay.id}@host-portal`,
      allDay: true,
      start: dayDate(stay.dateFrom),
      end: dayDate(stay.dateTo),
      summary: oneLine(stay.summary),
      stamp: opts.now,
    });
  }
  // the last line ends with CRLF too (RFC 5545 3.1); ical-generator leaves it off
  return `${calendar.toString()}\r\n`;
}
