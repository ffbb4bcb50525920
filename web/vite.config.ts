import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // /bgs carries the crash game's live WebSocket (/bgs/api/crash/live) too.
    proxy: Object.fromEntries(
      [
        '/wps',
        '/lgw',
        '/gateway',
        '/bgs',
        '/demo-studio',
        '/media',
        '/healthz',
        '/openapi.json',
        '/docs',
      ].map((prefix) => [prefix, { target: API, ws: prefix === '/bgs' }]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
