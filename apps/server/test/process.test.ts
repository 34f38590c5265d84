import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { signIn, TestBrowser } from '../src/identity/testing/oidc-client.ts';
import { DEMO_HOST } from '../src/seed/seed.ts';
import { httpInjector } from './helpers/http-inject.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from './helpers/server-process.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hp-proc-'));
const running: ServerProcess[] = [];
afterAll(() => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

async function start(env: Record<string, string>, fixedPort?: string) {
  const port = fixedPort ?? String(await freePort());
  const server = spawnServer({ PORT: port, PUBLIC_URL: `http://localhost:${port}`, ...env });
  running.push(server);
  await waitHealthy(server);
  return server;
}

async function demoToken(server: ServerProcess) {
  const config = loadConfig({ PUBLIC_URL: server.url, DATA_DIR: tmp() });
  const browser = new TestBrowser(httpInjector(server.url), config);
  return signIn(browser, { email: DEMO_HOST.email, password: DEMO_HOST.password });
}

const api = (server: ServerProcess, token: string, url: string, init: RequestInit = {}) =>
  fetch(`${server.url}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

// each test spawns real servers (tsx, migrations, seed): on a busy 2-core machine that takes a while
describe('server process', { timeout: 300_000 }, () => {
  it('stops with a clear message on a bad configuration value', async () => {
    const server = spawnServer({ PORT: 'eighty', DATA_DIR: tmp() });
    expect(await server.exited).toBe(78);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });

  it('refuses a second process on the same embedded data directory', async () => {
    const dataDir = tmp();
    const first = await start({ DATA_DIR: dataDir });
    const port = String(await freePort());
    const second = spawnServer({ PORT: port, DATA_DIR: dataDir });
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain('in use by another process');
    // the first one is unharmed
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });

  it('finishes a running request on SIGTERM and exits cleanly', async () => {
    const server = await start({ DATA_DIR: tmp() });
    const { access_token } = await demoToken(server);
    const pending = api(server, access_token, '/api/app/properties');
    await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const res = await pending;
    expect(res.status).toBe(200);
    expect((await res.json()).items.length).toBeGreaterThan(0);
    const code = await server.exited;
    expect(code, `exit code ${code}; server output:\n${server.output()}`).toBe(0);
  });

  const drivers: [string, () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>][] = [
    ['PGlite', async () => ({ env: { DATA_DIR: tmp() }, cleanup: async () => {} })],
  ];
  if (process.env.TEST_DATABASE_URL) {
    drivers.push([
      'PostgreSQL',
      async () => {
        const name = `hp_proc_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${name}`;
        return {
          env: { DATA_DIR: tmp(), DATABASE_URL: url.toString() },
          cleanup: async () => {
            await admin.query(`drop database if exists ${name} with (force)`);
            await admin.end();
          },
        };
      },
    ]);
  }

  for (const [label, setup] of drivers) {
    it(`loses no acknowledged write on kill -9 (${label})`, async () => {
      const { env, cleanup } = await setup();
      try {
        const server = await start(env);
        const tokens = await demoToken(server);
        const title = `Durable ${randomBytes(4).toString('hex')}`;
        const created = await api(server, tokens.access_token, '/api/app/properties', {
          method: 'POST',
          body: JSON.stringify({ propertyType: 'single', title }),
        });
        expect(created.status).toBe(201);
        const { id } = await created.json();
        const patched = await api(server, tokens.access_token, '/api/app/user/info', {
          method: 'PATCH',
          body: JSON.stringify({ alias: title }),
        });
        expect(patched.status).toBe(200);
        server.child.kill('SIGKILL');
        await server.exited;

        // same address, so the same issuer
        const again = await start(env, new URL(server.url).port);
        const got = await api(again, tokens.access_token, `/api/app/properties/${id}`);
        expect(got.status).toBe(200);
        expect((await got.json()).title).toBe(title);
        const info = await api(again, tokens.access_token, '/api/app/user/info');
        expect((await info.json()).alias).toBe(title);
        // the session survived too: the refresh token still works after the crash
        const refreshed = await fetch(`${again.url}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token!,
            client_id: 'host-portal-web',
          }),
        });
        expect(refreshed.status).toBe(200);
        again.child.kill('SIGTERM');
        expect(await again.exited).toBe(0);
      } finally {
        await cleanup();
      }
    });
  }
});
