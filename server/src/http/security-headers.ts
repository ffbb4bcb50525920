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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route answers servers, not browsers, and its answers go without these headers (the vendors'
     * seamless wallet calls, the busiest route: about 600 bytes and six header checks a call, bench/README.md).
     */
    browserHeaders?: false;
  }
}

/** Adds security headers to every answer a browser may read; the API docs page keeps its own script policy. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.browserHeaders === false) {
      return payload;
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    if (!request.url.startsWith('/docs')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
