import type { Review } from '@host-portal/contracts/reviews';
import { vi } from 'vitest';
import {
  json,
  OTHER_UNIT_ID,
  problem,
  rating,
  review,
  reviewsPage,
  summaryPage,
  UNIT_ID,
  unitSummary,
} from '../review-test-data.ts';

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * A fake of the reviews API for the unit page's tests: `reviews` are served 20 a page, the reply
 * answers with `onReply`; every call is recorded.
 */
export function reviewsServer(initial: Review[]) {
  const state = {
    reviews: initial,
    newUnits: [UNIT_ID] as string[],
    summary: (): Response => json(unitSummary({ hasNew: true })),
    list: (page: number): Response =>
      json(reviewsPage(state.reviews.slice((page - 1) * 20, page * 20), page, state.reviews.length)),
    rating: (): Response => json(rating()),
    onReply: (reviewId: string, text: string): Response => {
      const found = state.reviews.find((r) => r.id === reviewId)!;
      const now = new Date().toISOString();
      const editableUntil = new Date(Date.now() + 48 * 3_600_000).toISOString();
      return json({ ...found, reply: { text, createdAt: now, updatedAt: now, editableUntil } });
    },
  };
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const path = url.pathname.replace('/api/app/reviews', '');
    if (method === 'PUT' && path === `/new/${UNIT_ID}`) return new Response(null, { status: 204 });
    if (method === 'POST' && path.startsWith('/reply/')) return state.onReply(path.slice(7), body.text);
    if (path === '/new') return json(state.newUnits);
    if (path === `/summary/${UNIT_ID}`) return state.summary();
    // the other unit: one review, and both units in the selector
    const other = unitSummary({ unitId: OTHER_UNIT_ID, title: 'Garden flat', hasNew: false });
    if (path === `/summary/${OTHER_UNIT_ID}`) return json(other);
    if (path === '/summary') return json(summaryPage([unitSummary(), other]));
    if (path === `/rating/${OTHER_UNIT_ID}`) return json(rating({ unitId: OTHER_UNIT_ID }));
    if (path === `/${OTHER_UNIT_ID}`) {
      return json(reviewsPage([review(99, { unitId: OTHER_UNIT_ID, guestName: 'Other guest' })], 1, 1));
    }
    if (path === `/rating/${UNIT_ID}`) return state.rating();
    if (path === `/${UNIT_ID}`) return state.list(Number(url.searchParams.get('page')));
    return problem(404, 'not_found', 'Unit not found');
  });
  return { state, calls, fetchMock };
}
