import type { ReservationListItem } from '@host-portal/contracts/reservations';
import { json, listItem, userInfo } from '../../../features/reservations/reservation-test-data.ts';
import { localDay, todayAndTomorrow } from './days.ts';

/** Answers of the API for the home and checklist tests (no test runner imports). */
export const PROPERTY_ID = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a55';
export const UNIT_ID = 'd2b3c4d5-e6f7-4a81-9bac-1d2e3f4a5b66';

/** The host's day `offset` days from today, YYYY-MM-DD. */
export const dayFromToday = (offset: number) => {
  const now = new Date();
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
};
export const { today, tomorrow } = todayAndTomorrow();
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 60_000).toISOString();

export const property = (unitSummary = { total: 1, published: 1, inProgress: 0 }) => ({
  id: PROPERTY_ID,
  propertyType: 'single',
  title: 'Villa Mare',
  state: unitSummary.published ? 'PUBLISHED' : 'IN_PROGRESS',
  firstUnitId: UNIT_ID,
  unitSummary,
  updatedAt: '2031-05-01T10:00:00.000Z',
});

export const stay = (id: string, guestName: string, checkIn: string, checkOut: string) =>
  listItem({ id, guestName, checkIn, checkOut, nights: 2 });

export interface HomeApi {
  user?: ReturnType<typeof userInfo>;
  properties?: unknown[];
  propertyDetail?: unknown;
  unit?: unknown;
  pendingCount?: number;
  requests?: ReservationListItem[];
  inquiries?: ReservationListItem[];
  current?: ReservationListItem[];
  upcoming?: ReservationListItem[];
  tasks?: unknown[];
  /** the ideal guest's answers (none answered by default) */
  guestPreferences?: unknown;
  /** answers that fail with a 500, by the names above */
  failing?: string[];
}

export const NO_PREFERENCES = {
  bookingTimes: null,
  stayDurations: null,
  startOfStay: null,
  groupSizes: null,
  language: null,
  hostLanguages: [],
  updatedAt: null,
};

const pageOf = (items: unknown[]) => ({
  items,
  pagination: { current: 1, limit: 20, total: items.length, pages: 1 },
});

/** A fetch that answers each call of the overview from `api`. */
export function homeFetch(api: () => HomeApi) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const a = api();
    const answer = (name: string, body: () => unknown) =>
      a.failing?.includes(name)
        ? json({ type: 'about:blank', title: 'Error', status: 500, detail: 'Server down', code: 'x' }, 500)
        : json(body());
    const path = url.pathname;
    if (init?.method && init.method !== 'GET') return json({ taskType: 'x', status: 'done', updated: 1 });
    if (path === '/api/app/user/info') return answer('user', () => a.user ?? userInfo());
    if (path === '/api/app/properties') return answer('properties', () => pageOf(a.properties ?? []));
    if (path.startsWith('/api/app/properties/')) return answer('propertyDetail', () => a.propertyDetail);
    if (path.startsWith('/api/app/property-unit/')) return answer('unit', () => a.unit);
    if (path === '/api/app/booking-requests-pending-count') {
      return answer('pendingCount', () => ({ count: a.pendingCount ?? a.requests?.length ?? 0 }));
    }
    if (path === '/api/app/booking-requests') return answer('requests', () => pageOf(a.requests ?? []));
    if (path === '/api/app/booking-inquiries') return answer('inquiries', () => pageOf(a.inquiries ?? []));
    if (path === '/api/app/bookings') {
      const tab = url.searchParams.get('tab') === 'current' ? 'current' : 'upcoming';
      return answer(tab, () => pageOf(a[tab] ?? []));
    }
    if (path === '/api/app/user/tasks') return answer('tasks', () => a.tasks ?? []);
    if (path === '/api/app/user/guest-preferences') {
      return answer('guestPreferences', () => a.guestPreferences ?? NO_PREFERENCES);
    }
    return json(
      { type: 'about:blank', title: 'Not found', status: 404, detail: path, code: 'not_found' },
      404,
    );
  };
}
