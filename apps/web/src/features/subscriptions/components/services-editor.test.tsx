import {
  SUBSCRIPTION_SERVICES,
  type SubscriptionServices,
} from '@host-portal/contracts/subscription-services';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { ServicesPanel } = await import('./services-editor.tsx');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

/** What the server answers for a host on `family` (or without a plan), with some switches. */
function services(
  family: 'starter' | 'plus' | 'pro' | null,
  switches: Record<string, boolean> = {},
  message: string | null = null,
): SubscriptionServices {
  return {
    planFamily: family,
    services: SUBSCRIPTION_SERVICES.map((d) => {
      const included = family !== null && d.families.includes(family);
      const enabled = switches[d.type] ?? d.onByDefault;
      return {
        type: d.type,
        included,
        enabled,
        active: included && enabled,
        includedFrom: d.families[0] ?? 'pro',
        delivery: d.delivery,
        editable: d.editable,
        message: d.type === 'inquiryMessage' ? message : null,
      };
    }),
  };
}

const fetchMock = vi.fn<typeof fetch>();
/** The signed-in host: commission applies to hybrid accounts (with the inbox), not to subscription ones. */
const userInfo = (commissionApplicable: boolean) => ({
  userId: 'u1',
  type: 'individual',
  locale: 'en_US',
  appFeatures: { commissionApplicable, subscriptionApplicable: true },
});
/** Answers the user info, then `answer` for the services calls. */
function serve(answer: (init?: RequestInit) => Response, hybrid = true) {
  fetchMock.mockImplementation(async (url, init) =>
    String(url).includes('/user/info') ? json(userInfo(hybrid)) : answer(init),
  );
}
const puts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes('/subscription/services') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the subscription services editor', { timeout: 15_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('switches on what the plan includes, names the plan of the rest, and sends only included services', async () => {
    serve((init) =>
      init?.method === 'PUT'
        ? json(services('starter', { showPhoneNumberOnWhitelabel: true }))
        : json(services('starter')),
    );
    renderRoute(<ServicesPanel />);
    const phone = await screen.findByRole('switch', { name: 'Show your phone number' });
    expect(phone).not.toBeChecked();
    // a Pro service: no switch, the plan that has it
    expect(screen.queryByRole('switch', { name: 'Diamond badge' })).not.toBeInTheDocument();
    expect(screen.getAllByText('In the Pro plan').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Delivered by our marketing team/).length).toBeGreaterThan(0);

    fireEvent.click(phone);
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your services are saved.');
    expect(puts()).toEqual([
      {
        services: [
          { type: 'showPhoneNumberOnWhitelabel', enabled: true },
          { type: 'inquiryMessage', enabled: false },
        ],
      },
    ]);
  });

  it('asks for the inquiry message before saving, then sends its words', async () => {
    serve((init) =>
      init?.method === 'PUT'
        ? json(services('plus', { inquiryMessage: true }, 'Hello'))
        : json(services('plus')),
    );
    renderRoute(<ServicesPanel />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Inquiry message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText('Write the message, or switch the service off.')).toBeInTheDocument();
    expect(puts()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Your message to guests/ }), {
      target: { value: '  Hello  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].services).toContainEqual({ type: 'inquiryMessage', enabled: true, message: 'Hello' });
  });

  it('keeps the edits and says why when the server refuses', async () => {
    serve((init) =>
      init?.method === 'PUT'
        ? json(
            {
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              detail: 'Your plan does not include this service.',
            },
            409,
          )
        : json(services('plus')),
    );
    renderRoute(<ServicesPanel />);
    const email = await screen.findByRole('switch', { name: 'Show the guest’s e-mail' });
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your plan does not include this service.');
    expect(email).toBeChecked();
  });

  it('leaves out the guest’s e-mail for an account without the inbox (subscription only)', async () => {
    serve(() => json(services('plus')), false);
    renderRoute(<ServicesPanel />);
    expect(await screen.findByRole('switch', { name: 'Visibility boost' })).toBeChecked();
    expect(screen.queryByText('Show the guest’s e-mail')).not.toBeInTheDocument();
  });

  it('without a plan says that services come with one', async () => {
    serve(() => json(services(null)));
    renderRoute(<ServicesPanel />);
    expect(await screen.findByText(/Services come with a plan/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers a retry when the services cannot be loaded', async () => {
    serve(() => json({ title: 'Down', status: 500 }, 500));
    renderRoute(<ServicesPanel />);
    expect(
      await screen.findByRole('button', { name: /try again/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
