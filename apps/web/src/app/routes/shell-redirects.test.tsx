import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/route-paths.ts';
import { renderRoute, testSettings } from '../../test/render.tsx';

const login = vi.fn(async (_options: unknown) => {});
let signedIn = true;
vi.mock('../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => signedIn,
  refreshSession: async () => null,
  login: (options: unknown) => login(options),
}));

const { default: CampaignRedirectRoute } = await import('./campaign-redirect-route.tsx');
const { default: OnboardingRedirectRoute } = await import('./onboarding-redirect-route.tsx');
const { appRoutes } = await import('../app-routes.tsx');
const { RouteGuard } = await import('../route-guard.tsx');

const UNIT = '22222222-2222-4222-8222-222222222222';
const PROPERTY = '11111111-1111-4111-8111-111111111111';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

describe('the campaign route (/redirect/campaign)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      json({
        items: [{ id: PROPERTY, firstUnitId: UNIT, name: 'Sea view', unitCount: 1 }],
        pagination: { current: 1, limit: 20, total: 1, pages: 1 },
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const on = { ...testSettings, features: { ...testSettings.features, campaignRedirect: true } };
  const go = (search: string, settings = on) =>
    renderRoute(<CampaignRedirectRoute />, {
      path: `/redirect/campaign${search}`,
      pattern: '/redirect/campaign',
      settings,
      children: [],
    });

  it('leads home when the setting is off, without reading the properties', async () => {
    const { router } = go('?id=photos', testSettings);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['photos', `/properties/${PROPERTY}/units/${UNIT}/photos`],
    ['amenities', `/properties/${PROPERTY}/units/${UNIT}/amenities`],
    ['price-and-availability', `/properties/${PROPERTY}/units/${UNIT}/price-and-availability`],
    ['subscription-and-boosters', `/properties/${PROPERTY}/units/${UNIT}/subscription-and-boosters`],
    ['calendar', `/calendar/${UNIT}`],
    ['inquiries', '/inquiries'],
    ['nonsense', `/properties/${PROPERTY}/units/${UNIT}`],
  ])('opens ?id=%s on the first unit of the first property', async (id, target) => {
    const { router } = go(`?id=${id}`);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('leads to the properties when there is no unit yet', async () => {
    fetchMock.mockResolvedValue(
      json({ items: [], pagination: { current: 1, limit: 20, total: 0, pages: 1 } }),
    );
    const { router } = go('?id=photos');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });
});

describe('the onboarding route (/onboarding)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let status: 'finished' | 'in_progress';
  let properties: number;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/app/user/info')) return json({ onboardingStatus: status, type: 'individual' });
      if (url.includes('/api/app/properties')) {
        return json({ items: [], pagination: { current: 1, limit: 1, total: properties, pages: 1 } });
      }
      return json({}, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const go = () =>
    renderRoute(<OnboardingRedirectRoute />, { path: '/onboarding', pattern: paths.onboarding });

  it('leads home once onboarding is finished, without reading the properties', async () => {
    status = 'finished';
    properties = 3;
    const { router } = go();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/app/properties'))).toBe(false);
  });

  it('resumes in the property list when a property exists', async () => {
    status = 'in_progress';
    properties = 1;
    const { router } = go();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });

  it('starts the listing flow for a host with no property', async () => {
    status = 'in_progress';
    properties = 0;
    const { router } = go();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/listing'));
  });
});

describe('legacy booking routes and platform redirects', () => {
  const REDIRECTS: string[] = [
    paths.legacyBooking,
    paths.legacyBookingRequest,
    paths.legacyInquiry,
    paths.redirectPlatform,
    paths.redirectPlatformLogin,
  ];
  const start = (path: string) => {
    const routes = appRoutes(testSettings).filter((r) => r.path && REDIRECTS.includes(r.path));
    expect(routes).toHaveLength(REDIRECTS.length);
    const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
  };

  it.each([
    ['/booking/b-1', '/booking-details/b-1'],
    ['/booking-request/r-2', '/booking-request-details/r-2'],
    ['/inquiry/i-3', '/inquiries/i-3'],
    ['/redirect/platform', '/home'],
    ['/redirect/platform/login', '/home'],
  ])('sends %s to %s', async (from, to) => {
    start(from);
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });
});

describe('the frontdoor login and the referral link', () => {
  beforeEach(() => {
    signedIn = false;
    login.mockClear();
  });
  afterEach(() => {
    signedIn = true;
  });

  it('starts the sign-in with the login hint the front door sends (/frontdoor/login?id=)', async () => {
    renderRoute(<RouteGuard access={{ kind: 'entry', entry: 'login' }} />, {
      path: `/frontdoor/login?id=${btoa('anna@example.com')}`,
      pattern: paths.frontdoorLogin,
    });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ loginHint: 'anna@example.com', returnTo: '/home' }),
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('sends a signed-in visitor of the front door to the platform', async () => {
    signedIn = true;
    const { router } = renderRoute(<RouteGuard access={{ kind: 'entry', entry: 'login' }} />, {
      path: '/frontdoor/login?id=anna%40example.com',
      pattern: paths.frontdoorLogin,
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(login).not.toHaveBeenCalled();
  });

  it('carries the invite code of /register?ref= into the registration', async () => {
    renderRoute(<RouteGuard access={{ kind: 'entry', entry: 'register' }} />, {
      path: '/register?ref=abcd234567',
      pattern: paths.register,
    });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ register: true, referral: 'abcd234567' }));
  });

  it('drops an invite code that is not one', async () => {
    renderRoute(<RouteGuard access={{ kind: 'entry', entry: 'register' }} />, {
      path: '/register?ref=%3Cscript%3E',
      pattern: paths.register,
    });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ register: true, referral: undefined }));
  });
});
