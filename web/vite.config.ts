import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
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

/** Whether `path` has a brotli copy written after it (by the player's build, when the back office's runs). */
async function hasFreshCopy(path: string): Promise<boolean> {
  try {
    const [file, copy] = await Promise.all([stat(path), stat(`${path}.br`)]);
    return copy.mtimeMs >= file.mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text file, at the highest levels since the work is
 * done once per build, for the server to send as they are (@fastify/static preCompressed, server/src/app.ts). A
 * copy that would not be smaller is not written; a file that has its copies already is left alone.
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
          if (await hasFreshCopy(path)) {
            return;
          }
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

/**
 * React Router names its development build in every condition of its package exports (remix-run/react-router
 * issues 12532 and 14753), so a production build took its warnings along; the build takes its production files,
 * which differ only in leaving the development warnings out. The dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'plaza-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

const ZOD_JSON_SCHEMA = '\0plaza-zod-json-schema';

/**
 * zod's classic schemas carry the code that turns a schema into JSON Schema (`toJSONSchema`, the per-type
 * processors: ~32 KB of the 90 KB zod puts in a bundle), which the web app never calls: the server documents the
 * API from the same contracts. In the build, zod's classic schemas get stand-ins that refuse to run if ever called;
 * `aggregateChecks` (a string's minLength, maxLength and format) stays zod's own.
 */
function zodWithoutJsonSchema(): Plugin {
  const processorsPath = join(
    dirname(createRequire(import.meta.url).resolve('zod/package.json')),
    'v4/core/json-schema-processors.js',
  );
  return {
    name: 'plaza-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !/[/\\]zod[/\\]v4[/\\]classic[/\\]schemas\.js$/.test(importer)) {
        return null;
      }
      if (source === '../core/to-json-schema.js') {
        return `${ZOD_JSON_SCHEMA}/to-json-schema`;
      }
      if (source === '../core/json-schema-processors.js') {
        return `${ZOD_JSON_SCHEMA}/processors`;
      }
      return null;
    },
    async load(id) {
      if (!id.startsWith(ZOD_JSON_SCHEMA)) {
        return null;
      }
      const refuse = `() => { throw new Error('JSON Schema is not built into the web app'); }`;
      if (id.endsWith('/to-json-schema')) {
        return [
          `export const createToJSONSchemaMethod = () => ${refuse};`,
          `export const createStandardJSONSchemaMethod = () => ${refuse};`,
        ].join('\n');
      }
      const source = await readFile(processorsPath, 'utf8');
      const names = [...source.matchAll(/^export const (\w+Processor) =/gm)].map((match) => match[1] ?? '');
      return [
        `export { aggregateChecks } from ${JSON.stringify(processorsPath)};`,
        ...names.map((name) => `export const ${name} = ${refuse};`),
      ].join('\n');
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

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** Whether `id` is `root` or a module `root` imports statically, at any depth (memoized per root). */
function staticallyImportedBy(root: (id: string, graph: ModuleGraph) => boolean) {
  const known = new Map<string, boolean>();
  const reaches = (id: string, graph: ModuleGraph): boolean => {
    const answer = known.get(id);
    if (answer !== undefined) {
      return answer;
    }
    // An import cycle leads back here: that path adds nothing.
    known.set(id, false);
    const info = graph.getModuleInfo(id);
    const result =
      info !== null && (root(id, graph) || info.importers.some((importer) => reaches(importer, graph)));
    known.set(id, result);
    return result;
  };
  return reaches;
}

const HOME_GAMES = /[/\\]features[/\\]game-lobby[/\\]components[/\\]home-game-sections\.tsx$/;

/**
 * The chunks of what the home page loads at once: the modules the page's entry imports statically, at any depth
 * ('first-screen'), and those of the home page's game rows, the one screen it loads on demand at once
 * ('home-games'). Left to automatic chunking, the ones that other screens import too became a dozen files of a few
 * hundred bytes each on the home page, each with its headers and compressed on its own
 * (docs/decisions/049-home-page-first-screen.md).
 */
function firstScreenChunks(): (id: string, graph: ModuleGraph) => string | null {
  const isFirstScreen = staticallyImportedBy((id, graph) => graph.getModuleInfo(id)?.isEntry === true);
  const isHomeGames = staticallyImportedBy((id) => HOME_GAMES.test(id));
  return (id, graph) =>
    isFirstScreen(id, graph) ? 'first-screen' : isHomeGames(id, graph) ? 'home-games' : null;
}

/** `vite build --mode backoffice`: the back office's page (the player's is built without a mode, first). */
const BACK_OFFICE_MODE = 'backoffice';

/**
 * The two pages are built one after the other (web/package.json: `vite build && vite build --mode backoffice`),
 * each from its own entry. Built together, a module both pages use was one module of a shared chunk carrying what
 * either page used: the back office's data router and icons came with the player's first screen
 * (docs/decisions/049-home-page-first-screen.md).
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    precompress(),
    playerLocales(),
    backOfficePages(),
    reactRouterProductionBuild(),
    zodWithoutJsonSchema(),
  ],
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
    // The player's build empties the folder; the back office's, after it, adds its page and chunks.
    emptyOutDir: mode !== BACK_OFFICE_MODE,
    rollupOptions: {
      input: Object.fromEntries([
        mode === BACK_OFFICE_MODE
          ? ['backoffice', fileURLToPath(new URL('backoffice.html', import.meta.url))]
          : ['main', fileURLToPath(new URL('index.html', import.meta.url))],
      ]),
      // zod's builders (z.object(…), z.string().max(…), …) only make values, so a contract's schema that nothing in
      // a chunk reads is left out of it rather than built at every start (docs/decisions/049-home-page-first-screen.md).
      // Nothing in the app or its libraries calls a function named z for anything else.
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: [{ name: firstScreenChunks() }] } },
    },
  },
}));
