import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // a route test renders a lazy page and waits on its queries: on a loaded 2-core machine that
    // has taken longer than the default 5 s; a test that hangs still fails
    testTimeout: 15_000,
  },
});
