import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLinks, reservationLink } from './app-links.ts';

/**
 * The server's links must land on routes the web app has. The web's route table is read as text
 * (the server's TypeScript project does not compile the web's files).
 */
const WEB = path.resolve(import.meta.dirname, '../../../web/src');
const routePaths = fs.readFileSync(path.join(WEB, 'lib/route-paths.ts'), 'utf8');
const calendarPage = fs.readFileSync(
  path.join(WEB, 'features/calendar/components/month/unit-calendar-page.tsx'),
  'utf8',
);
const ID = '0b5c6a4e-1f2d-4c3b-9a8e-7d6f5e4c3b2a';

describe('app links', () => {
  it.each([
    [appLinks.bookingDetails(ID), '/booking-details/:bookingId'],
    [appLinks.bookingRequestDetails(ID), '/booking-request-details/:bookingId'],
    [appLinks.inquiryDetails(ID), '/inquiries/:inquiryId'],
    [appLinks.unitCalendar(ID), '/calendar/:id'],
    [appLinks.messagesChannel(ID), '/messages/:channelStatus/:channelId?'],
    [appLinks.reviews(ID), '/insights/:tab/:id?'],
  ])('%s is a route of the web app (%s)', (link, pattern) => {
    expect(routePaths).toContain(`'${pattern}'`);
    const filled = pattern
      .replace(/:channelStatus/, 'all')
      .replace(/:tab/, 'reviews')
      .replace(/:\w+\??/, ID);
    expect(link).toBe(filled);
  });

  it('opens the sync tab the way the calendar page reads it', () => {
    expect(calendarPage).toContain("params.get('view') === 'sync'");
    expect(appLinks.unitCalendarSync(ID)).toBe(`/calendar/${ID}?view=sync`);
  });

  it('picks the page of each kind of reservation', () => {
    expect(reservationLink('booking', ID)).toBe(appLinks.bookingDetails(ID));
    expect(reservationLink('booking_request', ID)).toBe(appLinks.bookingRequestDetails(ID));
    expect(reservationLink('inquiry', ID)).toBe(appLinks.inquiryDetails(ID));
  });
});
