// `npm run build -w @host-portal/server`: bundles the server to dist/main.js so production starts
// with plain `node` (no TypeScript compiler at start). npm packages stay external (sharp's native
// module, oidc-provider, pg, PGlite's wasm are loaded from node_modules as they are); only our own
// TypeScript workspaces (@host-portal/contracts, @host-portal/i18n) are bundled in. Files the code
// reads next to itself (`new URL('./x', import.meta.url)`) are copied where the bundle looks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(root, 'dist');

fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@host-portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// src/db/client.ts: ./migrations; help/articles.ts: ./articles; identity.plugin.ts and
// public-listing.routes.ts: ./assets/*
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
fs.cpSync(path.join(root, 'src/modules/help/articles'), path.join(out, 'articles'), { recursive: true });
fs.mkdirSync(path.join(out, 'assets'), { recursive: true });
for (const file of [
  'src/identity/assets/identity.css',
  'src/identity/assets/identity.js',
  'src/modules/public-listing/assets/stay.css',
  'src/modules/public-listing/assets/stay.js',
  // invoices.ts: the PDF invoices' font (ADR 38)
  'src/modules/subscriptions/assets/DejaVuSans.ttf',
  'src/modules/subscriptions/assets/DejaVuSans-Bold.ttf',
  'src/modules/subscriptions/assets/DejaVu-LICENSE.txt',
]) {
  fs.copyFileSync(path.join(root, file), path.join(out, 'assets', path.basename(file)));
}
console.log(`server bundle: ${path.relative(process.cwd(), path.join(out, 'main.js'))}`);
