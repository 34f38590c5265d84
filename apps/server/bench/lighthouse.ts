/**
 * Lighthouse (npm, default mobile settings: simulated slow 4G and 4x CPU slowdown) in Debian's
 * Chromium against the production build served by the built server (`apps/server/dist/main.js` on a
 * fresh data directory with the demo accounts): the sign-in page (/redirect/login, which ends on the
 * identity provider's login page) and /properties signed in as the demo host. The session is made
 * through the provider's HTTP endpoints, as the browser tests do, and its cookies are put into
 * the browser before Lighthouse opens the page; the app then signs in silently. Budget: 90.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const LIGHTHOUSE_BUDGET = 90;
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEMO = { email: 'demo@host-portal.test', password: 'DemoHost2026' };
const here = path.dirname(new URL(import.meta.url).pathname);
const serverDist = path.resolve(here, '../dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * `node dist/main.js` on a fresh data directory (and the embedded database, unless `databaseUrl`);
 * resolves once /api/health answers.
 */
export async function startBuiltServer(
  databaseUrl = '',
): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(serverDist)) throw new Error(`${serverDist} is missing: run npm run build first`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, [serverDist], {
    cwd: path.dirname(path.dirname(serverDist)),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the built server did not answer /api/health within 90 s');
}

interface JarCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  expires?: number;
}

/** A cookie jar for one origin, enough for the provider's session cookies. */
class Jar {
  readonly cookies = new Map<string, JarCookie>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const cookie: JarCookie = {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        path: '/',
        httpOnly: false,
      };
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        const key = k.toLowerCase();
        if (key === 'path') cookie.path = v;
        if (key === 'httponly') cookie.httpOnly = true;
        if (key === 'samesite') cookie.sameSite = (v[0]!.toUpperCase() + v.slice(1).toLowerCase()) as 'Lax';
        if (key === 'expires') cookie.expires = Date.parse(v) / 1000;
      }
      if (cookie.expires !== undefined && cookie.expires < Date.now() / 1000)
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
  }
  header() {
    return [...this.cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
  }
}

/** The session cookies of `signIn` as a browser takes them for the page at `url`. */
export function browserCookies(cookies: JarCookie[], url: string) {
  const { hostname } = new URL(url);
  return cookies.map((c) => ({
    name: c.name,
    value: c.value,
    domain: hostname,
    path: c.path,
    httpOnly: c.httpOnly,
    ...(c.sameSite ? { sameSite: c.sameSite } : {}),
    ...(c.expires ? { expires: c.expires } : {}),
  }));
}

/** Signs the demo host in through the provider's endpoints (code + PKCE) and returns its cookies. */
export async function signIn(origin: string): Promise<JarCookie[]> {
  const jar = new Jar();
  const redirectUri = `${origin}/auth/callback`;
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'host-portal-web',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    login_hint: DEMO.email,
  });
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(res);
    return res;
  };
  let res = await go(`${origin}/oidc/auth?${query}`);
  for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
    res = await go(new URL(res.headers.get('location')!, res.url || origin).href);
  }
  const action = (await res.text()).match(/<form method="post" action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`no form on the sign-in page (${res.status})`);
  res = await go(new URL(action.replaceAll('&amp;', '&'), origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO).toString(),
  });
  for (let i = 0; i < 10; i++) {
    const location = res.headers.get('location');
    if (!location || res.status < 300 || res.status >= 400) {
      throw new Error(`sign-in stopped at ${res.status}: ${(await res.text()).slice(0, 200)}`);
    }
    const next = new URL(location, origin).href;
    if (next.startsWith(redirectUri)) return [...jar.cookies.values()];
    res = await go(next);
  }
  throw new Error('too many redirects while signing in');
}

export interface LighthouseRun {
  score: number;
  metrics: Record<string, string>;
  report: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** One Lighthouse run in a fresh Chromium profile, with the given cookies set first. */
async function audit(
  url: string,
  cookies: JarCookie[],
  outDir: string,
  name: string,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    if (cookies.length > 0) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie(...browserCookies(cookies, url));
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // a fresh profile has an empty cache; keep the session cookies set above
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const report = path.join(outDir, `${name}.json`);
    fs.writeFileSync(report, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
    metrics['final-url'] = lhr.finalDisplayedUrl;
    // Lighthouse's CPU yardstick of this run: under ~1000 the machine was busy (scores fall with it)
    metrics['benchmark-index'] = String(Math.round(lhr.environment.benchmarkIndex));
    return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), metrics, report };
  } finally {
    chrome.kill();
  }
}

/**
 * Builds nothing: expects `npm run build` to have run. `runs` audits of each page; the verdict uses
 * the median score.
 */
export async function benchLighthouse(runs: number) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-lighthouse-reports-'));
  const server = await startBuiltServer();
  try {
    const pages = [
      { name: 'login', path: '/redirect/login', signedIn: false },
      { name: 'properties', path: '/properties', signedIn: true },
    ];
    const results: { name: string; path: string; scores: number[]; runs: LighthouseRun[] }[] = [];
    for (const page of pages) results.push({ ...page, scores: [], runs: [] });
    // interleaved too: login, properties, login, properties…
    for (let i = 0; i < runs; i++) {
      for (const [k, page] of pages.entries()) {
        const cookies = page.signedIn ? await signIn(server.origin) : [];
        const run = await audit(`${server.origin}${page.path}`, cookies, outDir, `${page.name}-${i + 1}`);
        results[k]!.runs.push(run);
        results[k]!.scores.push(run.score);
      }
    }
    return { results, outDir };
  } finally {
    await server.stop();
  }
}
