import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  getAccessToken: vi.fn<() => Promise<string | null>>(),
  isAuthenticated: vi.fn(() => true),
  refreshSession: vi.fn<() => Promise<{ accessToken: string } | null>>(),
}));
vi.mock('./auth.ts', () => auth);

const { apiRequest, buildUrl } = await import('./api-client.ts');
const { ApiError } = await import('./api-error.ts');

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    auth.getAccessToken.mockResolvedValue('token-1');
    auth.isAuthenticated.mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('asks for messages in the portal language (the html lang attribute)', async () => {
    document.documentElement.lang = 'de-DE';
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest('/api/app/properties');
    document.documentElement.lang = '';
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('de-DE');
  });

  it('sends the bearer token, credentials and JSON body', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'p1' }));
    const result = await apiRequest('/api/app/properties', {
      method: 'POST',
      body: { propertyType: 'single' },
    });
    expect(result).toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/app/properties');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(init?.body).toBe('{"propertyType":"single"}');
  });

  it('refreshes once and retries once on a 401', async () => {
    auth.refreshSession.mockResolvedValueOnce({ accessToken: 'token-2' });
    fetchMock.mockResolvedValueOnce(
      json(401, { type: 'about:blank', title: 'Unauthorized', status: 401, code: 'unauthorized' }),
    );
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/api/app/user/info')).resolves.toEqual({ ok: true });
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer token-2');
  });

  it('does not retry a second time when the retry is also a 401', async () => {
    auth.refreshSession.mockResolvedValue({ accessToken: 'token-2' });
    fetchMock.mockImplementation(async () => json(401, { message: 'expired' }));
    await expect(apiRequest('/api/app/user/info')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(auth.refreshSession).toHaveBeenCalledTimes(1);
  });

  it('does not send an authenticated call without a token', async () => {
    auth.getAccessToken.mockResolvedValueOnce(null);
    await expect(apiRequest('/api/app/properties')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends public calls without a token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { productTitle: 'x' }));
    await apiRequest('/api/public/settings');
    expect(auth.getAccessToken).not.toHaveBeenCalled();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('normalises errors and reads x-correlation-id', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        400,
        { errors: [{ field: 'title', message: 'Too long', type: 'max' }] },
        { 'x-correlation-id': 'c-9' },
      ),
    );
    const error = await apiRequest('/api/app/properties/1', { method: 'PATCH', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400, fieldErrors: { title: 'Too long' }, correlationId: 'c-9' });
  });

  it('reports an unrecognised error body with endpoint, method and correlation id', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, headers: { 'x-correlation-id': 'c-1' } }),
    );
    await expect(apiRequest('/api/app/properties')).rejects.toMatchObject({ status: 502, recognised: false });
    expect(report).toHaveBeenCalledWith(
      'Unrecognised error response',
      expect.objectContaining({ endpoint: '/api/app/properties', method: 'GET', correlationId: 'c-1' }),
    );
  });

  it('does not report a bare 404 as unknown', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiRequest('/api/app/properties/x')).rejects.toMatchObject({ status: 404 });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('buildUrl', () => {
  it('encodes bracketed criteria and skips empty values', () => {
    expect(buildUrl('/api/app/properties', { 'criteria[search]': 'sea view', page: 2, empty: '' })).toBe(
      '/api/app/properties?criteria%5Bsearch%5D=sea+view&page=2',
    );
  });
});
