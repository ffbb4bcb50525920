import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/gateway', '/media', '/healthz', '/openapi.json', '/docs'].map((prefix) => [
        prefix,
        API,
      ]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
