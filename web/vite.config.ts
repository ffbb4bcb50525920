import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { isMessages, splitPlayerMessages } from './src/i18n/split-player-messages.js';
import type { Plugin } from 'vite';

const API = 'http://127.0.0.1:3000';

// Text compresses; images and fonts in these formats are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// Under this size a compressed copy saves less than the header that announces it.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the highest levels since the work is
 * done once per build, for the server to send as they are (@fastify/static preCompressed, server/src/app.ts). A
 * copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'plaza-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) {
            return;
          }
          const copies = [
            {
              suffix: '.br',
              bytes: await brotli(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            },
            { suffix: '.gz', bytes: await gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }) },
          ];
          for (const copy of copies) {
            if (copy.bytes.length < content.length) {
              await writeFile(`${path}${copy.suffix}`, copy.bytes);
            }
          }
        }),
      );
    },
  };
}

/**
 * `locales/<language>.json?player`: the locale file without its `backoffice` section and without the messages
 * that wait (DEFERRED_MESSAGES), for the player's site (src/i18n/i18n.ts); `?player-rest`: those that wait. The
 * back office's strings live in the same five files but load only with its own entry (backoffice.html), so the
 * player's pages do not grow with them.
 */
function playerLocales(): Plugin {
  return {
    name: 'plaza-player-locales',
    enforce: 'pre',
    async load(id) {
      const [path, query] = id.split('?');
      if (
        (query !== 'player' && query !== 'player-rest') ||
        path === undefined ||
        !/[/\\]i18n[/\\]locales[/\\][^/\\]+\.json$/.test(path)
      ) {
        return null;
      }
      const messages: unknown = JSON.parse(await readFile(path, 'utf8'));
      if (!isMessages(messages)) {
        throw new Error(`${path} is not an object of messages`);
      }
      const { first, rest } = splitPlayerMessages(messages);
      // A module of its own: the JSON plugin leaves ids with a query alone.
      return `export default ${JSON.stringify(query === 'player' ? first : rest)};`;
    },
  };
}

/** The dev server answers /backoffice and every address under it with the back office's page. */
function backOfficePages(): Plugin {
  return {
    name: 'plaza-back-office-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url !== undefined && /^\/backoffice(?:[/?#]|$)/.test(request.url)) {
          request.url = '/backoffice.html';
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), playerLocales(), backOfficePages()],
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
        '/ops',
      ].map((prefix) => [prefix, { target: API, ws: prefix === '/bgs' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the player's site and the back office, each with its own chunks.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        backoffice: fileURLToPath(new URL('backoffice.html', import.meta.url)),
      },
    },
  },
});
