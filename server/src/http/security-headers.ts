import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Game vendors' pages open in a frame; they live on the game-launch domains.
  "frame-src 'self' https: http:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The API browser (/docs, swagger-ui): its scripts, styles, icons and the OpenAPI document all come from this
 * server, and it sets styles through the DOM, which a policy does not restrict. The one inline style it writes is
 * the <style> of its logo's SVG (".logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}"), allowed
 * by its hash and nothing else.
 */
const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route answers servers, not browsers, and its answers go without these headers (the vendors'
     * seamless wallet calls, the busiest route: about 600 bytes and six header checks a call, bench/README.md).
     */
    browserHeaders?: false;
  }
}

function isDocsPath(url: string): boolean {
  return url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');
}

/** The page's own classic scripts in web/public (not sw.js: a worker's script is its document). */
const PAGE_SCRIPTS = new Set(['/theme-boot.js', '/sw-register.js']);

/**
 * A file a page loads (/assets/…: the built scripts, stylesheets, fonts and pictures; the page's scripts of
 * web/public). The policy, frame, permissions, opener and referrer headers are read by browsers on documents and
 * workers only (and the referrer policy of a script or a stylesheet defaults to the page's), so such a file gets
 * nosniff alone: about 560 bytes less on each of the files a page loads (issue 23,
 * docs/decisions/049-home-page-first-screen.md).
 */
function isPageSubresource(url: string, statusCode: number): boolean {
  return (url.startsWith('/assets/') || PAGE_SCRIPTS.has(url)) && statusCode < 400;
}

/** Adds security headers to every answer a browser may read, with a policy of its own for the API browser. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.browserHeaders === false) {
      return payload;
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    if (isPageSubresource(request.url, reply.statusCode)) {
      return payload;
    }
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header(
      'Content-Security-Policy',
      isDocsPath(request.url) ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    );
    return payload;
  });
}
