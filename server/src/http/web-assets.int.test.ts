import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../test/test-database';

// A built web app as web/vite.config.ts writes it: hashed assets, each text file with a .br and a .gz copy.
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const plaza = ${JSON.stringify('x'.repeat(4096))};`;

function writeWithCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describeIntegration('the built web app, sent precompressed', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'plaza-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeWithCopies(join(webDist, 'index.html'), INDEX);
    writeWithCopies(join(webDist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(webDist, 'theme-boot.js'), 'document.documentElement.dataset.theme = "light";');
    writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    testApp = await createTestApp('PLAZA', { webDist });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    testApp.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed script as brotli, or gzip, to a browser that takes it, cached for a year', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends a page's files with nosniff and without the documents' headers, hashed ones without validators", async () => {
    const script = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'etag',
      'last-modified',
    ]) {
      expect(script.headers[header], header).toBeUndefined();
    }

    // The page's own scripts in web/public, asked again each time, keep their validators; the worker keeps its policy.
    const themeBoot = await get('/theme-boot.js');
    expect(themeBoot.statusCode).toBe(200);
    expect(themeBoot.headers['x-content-type-options']).toBe('nosniff');
    expect(themeBoot.headers['content-security-policy']).toBeUndefined();
    expect(themeBoot.headers['last-modified']).toBeDefined();
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");

    // The page keeps them all, and a missing asset's failure answer too.
    const page = await get('/', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers.etag).toBeDefined();
    const missing = await get('/assets/missing-Zz99Yy88.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the shell compressed too, never to be used from a cache unchecked', async () => {
    for (const url of ['/', '/games/slots', '/index.html']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
  });
});
