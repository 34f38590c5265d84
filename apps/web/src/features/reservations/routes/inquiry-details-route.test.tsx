import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { rejectInquiryBody } from '../components/reject-inquiry-dialog.tsx';
import { INQUIRY_ID, inquiry, json, page } from '../reservation-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: InquiryDetailsRoute } = await import('./inquiry-details-route.tsx');

describe('InquiryDetailsRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

  beforeEach(() => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') return json(inquiry({ status: 'REJECTED', availableActions: [] }));
      if (url.includes('overlapping-unavailabilities')) {
        return page([
          {
            id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e55',
            unitId: '9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44',
            dateFrom: '2031-06-13',
            dateTo: '2031-06-14',
            kind: 'manual',
            sourceId: null,
          },
        ]);
      }
      if (url.includes('pending-count')) return json({ count: 0 });
      return json(inquiry());
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the overlapping stays and declines with a message but no explanation', async () => {
    renderRoute(<InquiryDetailsRoute />, {
      path: `/inquiries/${INQUIRY_ID}`,
      pattern: '/inquiries/:inquiryId',
    });
    expect(await screen.findByText(/Blocked by you/)).toBeInTheDocument();
    expect(screen.getByText('1 stay or block overlaps these dates.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to inquiries' })).toHaveAttribute('href', '/inquiries');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this inquiry' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'The dates are already booked' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Explanation' })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message to the guest (optional)' }), {
      target: { value: 'The week after is free.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          url: `/api/app/booking-inquiries/${INQUIRY_ID}/reject`,
          body: { reason: 'OVERBOOKING', message: 'The week after is free.' },
        },
      ]),
    );
  });
});

describe('rejectInquiryBody (000 section 5)', () => {
  it('sends the explanation only with the reason Other', () => {
    expect(rejectInquiryBody('RATES_MISMATCH', 'because', '')).toEqual({ reason: 'RATES_MISMATCH' });
    expect(rejectInquiryBody('OTHER', ' because ', ' hi ')).toEqual({
      reason: 'OTHER',
      explanation: 'because',
      message: 'hi',
    });
  });
});
