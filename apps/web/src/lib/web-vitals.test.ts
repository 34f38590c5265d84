import { ROUTE_TEMPLATE_PATTERN } from '@host-portal/contracts/web-vitals-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, UNIT_PAGES } from './route-paths.ts';
import { routeTemplate, send, toSample, WEB_VITALS_ENDPOINT } from './web-vitals.ts';

const UUID = '3f2b8a1e-1111-4a3b-9c1d-2e3f4a5b6c7d';

describe('routeTemplate', () => {
  it('names pages by their route template, never with ids', () => {
    expect(routeTemplate('/home')).toBe('/home');
    expect(routeTemplate(`/properties/${UUID}`)).toBe('/properties/:propertyId');
    expect(routeTemplate(`/properties/${UUID}/units/${UUID}/photos`)).toBe(
      '/properties/:propertyId/units/:unitId/photos',
    );
    expect(routeTemplate(`/booking-details/${UUID}`)).toBe('/booking-details/:bookingId');
    expect(routeTemplate('/messages/all')).toBe('/messages/all');
    expect(routeTemplate(`/messages/all/${UUID}`)).toBe('/messages/:channelStatus/:channelId?');
    expect(routeTemplate('/feature-toggle/overview')).toBe('/feature-toggle/:id');
    expect(routeTemplate('/nowhere/at/all')).toBe('/*');
  });

  it('gives only templates the API accepts', () => {
    for (const template of [...Object.values(paths), ...UNIT_PAGES.map((p) => `${paths.unit}/${p}`), '/*']) {
      expect(template, template).toMatch(ROUTE_TEMPLATE_PATTERN);
    }
  });
});

describe('toSample', () => {
  it('applies the spec caps: CLS × 1000, integers up to 999999, the LCP element cut to 128', () => {
    const metric = (name: string, value: number, attribution: object = {}) =>
      ({ name, value, attribution }) as unknown as Parameters<typeof toSample>[0];
    expect(toSample(metric('CLS', 0.1234))).toEqual({ metric: 'CLS', value: 123 });
    expect(toSample(metric('INP', 2_000_000.4))).toEqual({ metric: 'INP', value: 999_999 });
    expect(toSample(metric('TTFB', 87.6))).toEqual({ metric: 'TTFB', value: 88 });
    const long = `#root > ${'div.card > '.repeat(30)}img`;
    expect(toSample(metric('LCP', 1234.5, { target: long }))).toEqual({
      metric: 'LCP',
      value: 1235,
      target: long.slice(0, 128),
    });
  });
});

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the report with sendBeacon as a JSON string', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    send('/home', [{ metric: 'TTFB', value: 40 }]);
    expect(beacon).toHaveBeenCalledWith(
      WEB_VITALS_ENDPOINT,
      JSON.stringify({ page: '/home', samples: [{ metric: 'TTFB', value: 40 }] }),
    );
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    send('/calendar', [{ metric: 'LCP', value: 900 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      WEB_VITALS_ENDPOINT,
      expect.objectContaining({ keepalive: true, method: 'POST' }),
    );
  });
});
