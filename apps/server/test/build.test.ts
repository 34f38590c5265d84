import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The production build (`npm run build`): a plain-node bundle that finds its migrations and assets. */
describe('server build', () => {
  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-build-'));
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with node dist/main.js, migrates and serves the identity assets', {
    timeout: 180_000,
  }, async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    let out = '';
    child = spawn(process.execPath, ['dist/main.js'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        PORT: port,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const base = `http://127.0.0.1:${port}`;
    const until = Date.now() + 150_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
      if (Date.now() > until) throw new Error(`not healthy in time: ${out}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const settings = await fetch(`${base}/api/public/settings`);
    expect(settings.status).toBe(200);
    const css = await fetch(`${base}/identity/assets/identity.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toMatch(/\{/);
  });
});
