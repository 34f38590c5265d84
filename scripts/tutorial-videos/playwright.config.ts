import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Records the welcome tour's tutorial videos (ADR 0043): the real app on a fresh data directory,
 * started as the browser tests start it (e2e/start-server.mjs), driven by record.spec.ts in
 * Debian's Chromium. Run through `node scripts/tutorial-videos/record.mjs`, which prepares ffmpeg
 * for Playwright's recorder and turns the raw recordings into the shipped files.
 */
// the e2e fixtures read the same variables (e2e/playwright.config.ts)
process.env.E2E_PORT ??= '8293';
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `host-portal-tutorials-${process.pid}`);
const PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: 'record.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'host-portal-tutorials-results'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    launchOptions: {
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
        '--hide-scrollbars',
      ],
    },
  },
  webServer: {
    command: 'node ../../e2e/start-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
  },
});
