import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render.tsx';
import { testBusinessDetails, testIndividualDetails } from '../../account-test-data.ts';
import { BusinessDetailsForm } from './business-details-form.tsx';
import { IndividualDetailsForm } from './individual-details-form.tsx';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const individual = testIndividualDetails;
const business = testBusinessDetails;

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const problem = (invalidParams: { name: string; reason: string }[]) =>
  reply(
    {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid body',
      code: 'x',
      invalidParams,
    },
    400,
  );

// jsdom renders these long forms slowly on a shared machine
describe('billing forms', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const posted = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  it('checks required address fields and tax ids with the contract before sending', async () => {
    renderRoute(<IndividualDetailsForm details={individual} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^City/ }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Tax identification number/ }), {
      target: { value: '123' },
    });
    save();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(posted()).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /^City/ }), { target: { value: 'Berlin' } });
    save();
    expect(await screen.findByText(/does not have the form used in its country/)).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('asks for a billing address only when it differs, and drops tax ids when the country has none', async () => {
    fetchMock.mockResolvedValue(reply({ ...individual, updatedAt: '2026-11-26T06:00:00.000Z' }));
    renderRoute(<IndividualDetailsForm details={individual} />);
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Use this address for invoices too/ }));
    expect(await screen.findByRole('group', { name: 'Billing address' })).toBeInTheDocument();
    save();
    const group = screen.getByRole('group', { name: 'Billing address' });
    expect(await within(group).findAllByText('This field is required.')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('switch', { name: /Use this address for invoices too/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /My country has no tax identification number/ }));
    expect(screen.queryByRole('textbox', { name: /^Tax identification number/ })).toBeNull();
    save();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.url).toContain('/api/app/user/onboarding/saveIndividualDetails');
    expect(posted()[0]!.body).toMatchObject({
      sameAddress: true,
      principalAddress: null,
      countryWithoutTaxId: true,
      taxIdentifications: [],
      vatId: null,
    });
  });

  it("maps the server's nested field errors onto their fields and keeps the edits", async () => {
    fetchMock.mockResolvedValue(
      problem([
        { name: 'address.postalCode', reason: 'Unknown postal code.' },
        { name: 'somethingElse', reason: 'Try again later.' },
      ]),
    );
    renderRoute(<IndividualDetailsForm details={individual} />);
    const postal = screen.getByRole('textbox', { name: /^Postal code/ });
    fireEvent.change(postal, { target: { value: '99999' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Street/ }), { target: { value: 'Neue Straße' } });
    save();
    expect(await screen.findByText('Unknown postal code.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/were not saved.*Try again later\./);
    expect(postal).toHaveValue('99999');
    expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveValue('Neue Straße');
  });

  it('checks a company’s VAT id by its prefix and needs a signatory', async () => {
    renderRoute(<BusinessDetailsForm details={{ ...business, signatories: [] }} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^VAT number/ }), { target: { value: 'DE12' } });
    save();
    expect(await screen.findByText(/does not have the form of its country prefix/)).toBeInTheDocument();
    expect(screen.getByText(/at least one person who signs/)).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it("checks each shareholder's fields", async () => {
    renderRoute(<BusinessDetailsForm details={business} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a shareholder' }));
    const holder = screen.getByRole('region', { name: 'Shareholder 1' });
    fireEvent.change(within(holder).getByRole('textbox', { name: /^First name/ }), {
      target: { value: 'Ida' },
    });
    fireEvent.change(within(holder).getByRole('textbox', { name: /^Last name/ }), {
      target: { value: 'Bauer' },
    });
    fireEvent.change(within(holder).getByRole('textbox', { name: /^Share in %/ }), {
      target: { value: '100' },
    });
    save();
    // the shareholder's country is still missing
    expect(await within(holder).findByText('Choose a country.')).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('saves a company with its normalised VAT id and EU establishment', async () => {
    const saved = {
      ...business,
      euPermanentEstablishment: true,
      euMemberStates: ['AT'],
      updatedAt: '2026-11-26T06:00:00.000Z',
    };
    fetchMock.mockResolvedValue(reply(saved));
    renderRoute(
      <BusinessDetailsForm
        details={{
          ...business,
          euPermanentEstablishment: true,
          euMemberStates: ['AT'],
          shareholders: [
            {
              firstName: 'Ida',
              lastName: 'Bauer',
              dateOfBirth: null,
              countryOfResidence: 'DE',
              percentage: 100,
            },
          ],
        }}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^VAT number/ }), {
      target: { value: 'de 123 456 789' },
    });
    save();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.url).toContain('/api/app/user/onboarding/saveBusinessDetails');
    expect(posted()[0]!.body).toMatchObject({
      vatId: 'DE123456789',
      euMemberStates: ['AT'],
      shareholders: [{ countryOfResidence: 'DE', percentage: 100, dateOfBirth: null }],
      signatories: [{ role: 'Director', email: null }],
    });
    // the form now shows what the server saved
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^VAT number/ })).toHaveValue('DE123456789'),
    );
  });
});
