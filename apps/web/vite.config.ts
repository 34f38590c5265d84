import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.HOST_PORTAL_BACKEND ?? 'http://localhost:8080';
const proxied = ['/api', '/oidc', '/identity', '/config', '/uploads'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Long-lived vendor chunks: app releases do not invalidate React or Mantine in browser caches.
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
          mantine: ['@mantine/core', '@mantine/hooks', '@mantine/notifications'],
          data: ['@tanstack/react-query', 'i18next', 'react-i18next', 'oidc-client-ts'],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
});
