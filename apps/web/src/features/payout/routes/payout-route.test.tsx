import type { BankAccount } from '@host-portal/contracts/payout';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { testBankAccount } from '../payout-test-data.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: PayoutRoute } = await import('./payout-route.tsx');

const PASSWORD = 'Correct-horse-42';
const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const problem = (status: number, code: string, invalidParams: { name: string; reason: string }[] = []) =>
  json({ type: 'about:blank', title: 'Error', status, detail: 'Refused', code, invalidParams }, status);
const account = testBankAccount;
const GB = account({
  id: '7b2a4d63-4c5d-4e6f-9a71-8293a4b5c6d7',
  iban: 'GB82WEST12345698765432',
  bic: 'WESTGB2L',
  currency: 'GBP',
  isDefault: false,
});

describe('PayoutRoute (/account/payout)', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let accounts: BankAccount[];
  let onChange: (method: string, path: string, body: Record<string, unknown>) => Response;
  const changes = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) => ({
        method: init!.method,
        path: String(url),
        body: JSON.parse(String(init!.body)),
      }));

  beforeEach(() => {
    accounts = [account(), GB];
    onChange = () => json(account());
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/app/user/onboarding/getBankAccounts')
        return json({ bankAccounts: accounts });
      return onChange(method, url.pathname, JSON.parse(String(init?.body ?? '{}')));
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = () => renderRoute(<PayoutRoute />, { path: '/account/payout', pattern: '/account/payout' });

  it('lists the accounts with the IBAN grouped in fours and hidden but for its last four characters', async () => {
    render();
    const de = await screen.findByRole('article', { name: 'Bank account ending in 3000' });
    expect(within(de).getByText('•••• •••• •••• •••• ••30 00')).toBeInTheDocument();
    expect(de).not.toHaveTextContent('3704');
    expect(within(de).getByText('Default')).toBeInTheDocument();
    const gb = screen.getByRole('article', { name: 'Bank account ending in 5432' });
    expect(gb).toHaveTextContent('BIC WESTGB2L · GBP');
    expect(within(gb).queryByText('Default')).toBeNull();
    // the default has no "make default", the others do
    expect(screen.queryByRole('button', { name: 'Make the account ending in 3000 the default' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Make the account ending in 5432 the default' }),
    ).toBeInTheDocument();
  });

  it('says so when there is no account yet, and when the list cannot be loaded (with a retry)', async () => {
    accounts = [];
    const { unmount } = render();
    expect(await screen.findByText(/You have not added a bank account yet/)).toBeInTheDocument();
    unmount();
    fetchMock.mockImplementation(async () => problem(500, 'internal_error'));
    render();
    expect(await screen.findByText('Your bank accounts could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(2));
  });

  it('checks the IBAN by its checksum in the form before asking for the password', async () => {
    accounts = [];
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank account' });
    fireEvent.change(within(dialog).getByLabelText(/Account holder/), { target: { value: 'Hanna Tester' } });
    fireEvent.change(within(dialog).getByLabelText(/^IBAN/), {
      target: { value: 'DE89 3704 0044 0532 0130 01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/BIC/), { target: { value: 'COBADEFFXXX' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This IBAN is not valid: check it for typing errors.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm with your password' })).toBeNull();
    expect(changes()).toEqual([]);
  });

  it('adds an account after the password: a wrong one keeps the dialog, the right one saves', async () => {
    accounts = [];
    onChange = (_m, _p, body) =>
      body.password === PASSWORD ? json(account()) : problem(403, 'password_incorrect');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const form = await screen.findByRole('dialog', { name: 'New bank account' });
    fireEvent.change(within(form).getByLabelText(/Account holder/), { target: { value: 'Hanna Tester' } });
    fireEvent.change(within(form).getByLabelText(/^IBAN/), {
      target: { value: 'de89 3704 0044 0532 0130 00' },
    });
    fireEvent.change(within(form).getByLabelText(/BIC/), { target: { value: 'cobadeffxxx' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: 'wrong-one-1' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await within(confirm).findByText('The password is not correct.')).toBeInTheDocument();
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/app/user/onboarding/saveBankAccounts',
      body: {
        password: PASSWORD,
        bankAccount: {
          holderName: 'Hanna Tester',
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
          currency: 'EUR',
          documentReference: null,
          isDefault: false,
        },
      },
    });
  });

  it('puts a server field error back on the form with the typed values kept', async () => {
    onChange = () =>
      problem(400, 'validation_failed', [{ name: 'bankAccount.bic', reason: 'BIC unknown to us' }]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the account ending in 5432' }));
    const form = await screen.findByRole('dialog', { name: 'Change bank account' });
    expect(within(form).getByLabelText(/^IBAN/)).toHaveValue('GB82 WEST 1234 5698 7654 32');
    fireEvent.change(within(form).getByLabelText(/Account holder/), { target: { value: 'Hanna T. Tester' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Change bank account' });
    expect(await within(again).findByText('BIC unknown to us')).toBeInTheDocument();
    expect(within(again).getByLabelText(/Account holder/)).toHaveValue('Hanna T. Tester');
    expect(changes().at(-1)?.body).toMatchObject({ id: GB.id, password: PASSWORD });
  });

  it('makes another account the default and deletes one, each after the password', async () => {
    onChange = () => json({ bankAccounts: accounts });
    render();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Make the account ending in 5432 the default' }),
    );
    let confirm = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    expect(confirm).toHaveTextContent('Pay future earnings to the account ending in 5432?');
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes().at(-1)).toEqual({
      method: 'PUT',
      path: `/api/app/user/bank-accounts/${GB.id}/default`,
      body: { password: PASSWORD },
    });
    onChange = () => json(null, 204);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the account ending in 3000' }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm with your password' });
    // the password field starts empty each time
    expect(within(confirm).getByLabelText(/Your password/)).toHaveValue('');
    fireEvent.change(within(confirm).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes().at(-1)).toEqual({
      method: 'DELETE',
      path: `/api/app/user/bank-accounts/${account().id}`,
      body: { password: PASSWORD },
    });
  });
});
