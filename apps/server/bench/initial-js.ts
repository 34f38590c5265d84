/**
 * Initial JS budget: the gzip size of the scripts a page's HTML loads (entry and modulepreloads) in
 * the built web app (apps/web/dist, `npm run build` first) against a minimal Vite + React + router +
 * query app built here with the same Vite. Budget: at most 1.3x.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const here = path.dirname(new URL(import.meta.url).pathname);
const webDir = path.resolve(here, '../../web');

function initialJsGz(dist: string, html: string): number {
  const page = fs.readFileSync(path.join(dist, html), 'utf8');
  const srcs = [...page.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(srcs)].reduce(
    (sum, s) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, s))).length,
    0,
  );
}

export async function benchInitialJs(): Promise<{ minimal: number; app: number; login: number }> {
  // vite and the react plugin as the web app resolves them
  const req = createRequire(path.join(webDir, 'package.json'));
  const { build } = (await import(req.resolve('vite'))) as typeof import('vite');
  const react = (
    (await import(req.resolve('@vitejs/plugin-react'))) as { default: () => import('vite').PluginOption }
  ).default;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-minimal-'));
  await build({
    root: path.join(here, 'minimal-app'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const minimal = initialJsGz(outDir, 'index.html');
  const dist = path.join(webDir, 'dist');
  const app = initialJsGz(dist, 'index.html');
  const login = fs.existsSync(path.join(dist, 'login.html')) ? initialJsGz(dist, 'login.html') : Number.NaN;
  fs.rmSync(outDir, { recursive: true, force: true });
  return { minimal, app, login };
}

export const INITIAL_JS_BUDGET = 1.3;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(here, 'initial-js.ts')) {
  const { minimal, app, login } = await benchInitialJs();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `minimal ${kb(minimal)}  app ${kb(app)} ${(app / minimal).toFixed(2)}x  login ${kb(login)} ${(login / minimal).toFixed(2)}x`,
  );
}
