import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const backend = process.env.HOST_PORTAL_BACKEND ?? 'http://localhost:8080';
const proxied = ['/api', '/oidc', '/identity', '/config', '/uploads'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const REACT_CHUNK = /node_modules\/(?:react|react-dom|scheduler)\//;
const MANTINE_CHUNK =
  /node_modules\/(?:@mantine\/(?:core|hooks|notifications|store)|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|react-number-format|react-textarea-autosize)/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build,
 * once, so the server sends them as they are (`@fastify/static` preCompressed) instead of
 * compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'host-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
        .map((f) => path.join(outDir, f))
        .filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const data = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // the app, and the small page that only starts the sign-in (served for `/` and /redirect/login)
      input: { index: path.resolve(root, 'index.html'), login: path.resolve(root, 'login.html') },
      output: {
        // The UI library the pages share, as one chunk: split per component it came as ~30 small
        // files that the first page asked for at once (each request costs a round trip on a slow
        // network and main-thread work to start). Not in the start script: the first screen is plain
        // (app/mantine-scope.tsx).
        manualChunks(id) {
          if (MANTINE_CHUNK.test(id) && !id.endsWith('.css')) return 'mantine';
          // React in a chunk of its own: a manual chunk otherwise takes in the modules it uses
          // that no other manual chunk holds, and the start script would import the UI library
          if (REACT_CHUNK.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    // ws: the chat socket (/api/messaging/socket) goes through the same proxy
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: backend, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
});
