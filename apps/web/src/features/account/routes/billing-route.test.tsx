import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { testUser } from '../account-test-data.ts';
import BillingRoute from './billing-route.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

const individual = {
  firstName: 'Ana',
  lastName: 'Lovelace',
  email: 'ana@example.test',
  dateOfBirth: null,
  phoneNumber: null,
  address: null,
  sameAddress: true,
  principalAddress: null,
  taxIdentifications: [],
  taxId: null,
  countryWithoutTaxId: false,
  vatId: null,
  userWithoutVatId: false,
  updatedAt: null,
};

describe('billing tab', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("opens an individual's details, saying they were never saved", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/user/info') ? json(testUser()) : json(individual),
    );
    renderRoute(<BillingRoute />);
    expect(await screen.findByText(/Not saved yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ana');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).join(' ')).toContain('getIndividualDetails');
  });

  it("opens a company's details for a company account", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/user/info')
        ? json(testUser({ type: 'company', companyName: 'Sunbay' }))
        : json({
            ...individual,
            legalBusinessName: 'Sunbay',
            accountEmail: 'office@sunbay.test',
            euPermanentEstablishment: false,
            euMemberStates: [],
            shareholders: [],
            signatories: [],
            updatedAt: '2026-11-26T06:00:00.000Z',
          }),
    );
    renderRoute(<BillingRoute />);
    expect(await screen.findByRole('heading', { name: 'Company details' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Legal company name/ })).toHaveValue('Sunbay');
    expect(screen.queryByText(/Not saved yet/)).toBeNull();
  });

  it('shows the load error with a retry that loads again', async () => {
    let fail = true;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/user/info')) return json(testUser());
      if (fail)
        return json(
          { type: 'about:blank', status: 503, title: 'Unavailable', detail: 'Down for a moment', code: 'x' },
          503,
        );
      return json(individual);
    });
    renderRoute(<BillingRoute />);
    expect(await screen.findByText('Down for a moment')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Ana');
  });
});
