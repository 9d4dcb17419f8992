import type { FastifyInstance } from 'fastify';

/** Security headers on every response, errors included. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const extra = app.config.remoteOverrideOrigins.map((o) => `${o}:*`).join(' ');
  const pageCsp = [
    "default-src 'self'",
    `script-src 'self' ${extra}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${extra}`.trim(),
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const apiCsp = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox";

  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (isApi) {
      if (!reply.getHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', apiCsp);
      if (!reply.getHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('Content-Security-Policy', request.url.startsWith('/api/docs') ? pageCsp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") : pageCsp);
    }
    return payload;
  });
}
