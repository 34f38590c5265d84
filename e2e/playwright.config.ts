import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * The server's data directory (start-server.mjs creates and removes it). Chosen once by the runner
 * and passed on in the environment, which the workers inherit, so that specs can read the e-mails
 * the server writes to `<DATA_DIR>/outbox` (fixtures/outbox.ts) as a guest reads their inbox.
 */
export const DATA_DIR =
  process.env.E2E_DATA_DIR ||
  path.join(os.tmpdir(), `host-portal-e2e-${process.pid}-${Date.now().toString(36)}`);
process.env.E2E_DATA_DIR = DATA_DIR;

/** Debian's Chromium, never a downloaded browser; flags from DESIGN "Tooling". */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Specs that move the server's clock: see the `clock` project. */
const CLOCK_SPECS = /.*(reviews|dac7)\.spec\.ts/;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // two browsers against one server keep both cores of the CI machine busy (specs never share
  // data: each registers its own host); E2E_WORKERS overrides
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    // recording a trace of every test costs CPU on the 2-core CI machine: there, only a retry records one
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [/.*\.mobile\.spec\.ts/, CLOCK_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      // the phone-only specs, plus the journeys a host or guest takes on a phone from start to end
      // again at 390 px (the reservations, multi-unit and staff journeys have their own .mobile
      // specs or run only at desktop width, to keep the suite's time in bounds)
      testMatch:
        /.*(\.mobile|listing-flow|stay-booking|help|insights|subscription(-boost|-services)?|webhooks|api-keys|welcome-tour)\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
    {
      // specs that move the server's clock (fixtures/test-clock.ts) run once the others are done,
      // so that no spec running beside them on another worker sees the moved time
      name: 'clock',
      testMatch: CLOCK_SPECS,
      // one at a time: each of them sets the one clock
      workers: 1,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node ./start-server.mjs',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // a signal start-server.mjs can act on (it stops the server and removes DATA_DIR); without it
    // the process group is killed outright and every run left its data directory behind
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: DATA_DIR },
  },
});
