import type { FastifyInstance } from 'fastify';

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/**
 * An `inject`-shaped client over real HTTP, so the identity tests' browser stand-in (cookie jar +
 * OIDC client steps) can drive a spawned server process.
 */
export function httpInjector(baseUrl: string): FastifyInstance {
  const inject = async (opts: InjectOptions) => {
    const { host: _host, ...headers } = opts.headers ?? {};
    const res = await fetch(new URL(opts.url, baseUrl), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.payload,
      redirect: 'manual',
    });
    const body = await res.text();
    const cookies = res.headers.getSetCookie().map((line) => {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const c: { name: string; value: string; expires?: Date; maxAge?: number } = {
        name: pair!.slice(0, eq).trim(),
        value: pair!.slice(eq + 1).trim(),
      };
      for (const a of attrs) {
        const [k, v] = a.split('=').map((s) => s.trim());
        if (k?.toLowerCase() === 'expires' && v) c.expires = new Date(v);
        if (k?.toLowerCase() === 'max-age' && v) c.maxAge = Number(v);
      }
      return c;
    });
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body,
      cookies,
      json: () => JSON.parse(body),
    };
  };
  return { inject } as unknown as FastifyInstance;
}
