// Plaza's service worker (docs/decisions/055-installable-web-app.md): it keeps the site's shell (built assets,
// icons, the manifest and the offline page), answers a page asked for without a network with the offline page, and
// serves kept assets first. Anything about money or a member (/wps, /lgw, /ops, /api and every other server call)
// is never cached: it always goes to the network.
const VERSION = 'plaza-shell-v1';
const OFFLINE_PAGE = '/offline.html';
const PRECACHE = [
  OFFLINE_PAGE,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/sw-register.js',
];
// Server calls and live data: never read from or written to the cache.
const NEVER_CACHED = [
  '/wps/',
  '/lgw/',
  '/ops/',
  '/api/',
  '/lotto/',
  '/gateway/',
  '/bgs/',
  '/demo-studio/',
  '/seamless/',
  '/healthz',
  '/openapi.json',
  '/docs',
  '/media/',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isNeverCached(url) {
  return NEVER_CACHED.some(
    (prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix),
  );
}

/** A page: always from the network (it names the current assets); without a network, the offline page. */
async function answerPage(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: VERSION })) ?? Response.error();
  }
}

/** A built asset (named by its content, never changing) or a static file: the kept copy, else the network. */
async function answerAsset(request) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request);
  if (kept !== undefined) {
    return kept;
  }
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || isNeverCached(url)) {
    return;
  }
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/backoffice')) {
      return;
    }
    event.respondWith(answerPage(request));
    return;
  }
  if (
    url.pathname.startsWith('/assets/') ||
    PRECACHE.includes(url.pathname) ||
    url.pathname.startsWith('/icons/')
  ) {
    event.respondWith(answerAsset(request));
  }
});
