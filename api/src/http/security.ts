import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Security headers on every response, errors included. Returns the function that sets them, for answers that
 * Fastify gives before any hook runs (malformed URLs: see frameworkErrors in app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): (url: string, reply: FastifyReply) => void {
  // Only the configured override origins, each exactly (scheme, host and port): none by default.
  const extra = app.config.remoteOverrideOrigins.join(' ');
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

  const apply = (url: string, reply: FastifyReply) => {
    const isApi = url.startsWith('/api/') && !url.startsWith('/api/docs');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (isApi) {
      // A route may narrow the policy (file downloads add `sandbox`), never drop the directives every answer needs.
      const own = reply.getHeader('Content-Security-Policy');
      reply.header('Content-Security-Policy', own ? withRequiredDirectives(String(own)) : apiCsp);
      // API answers carry personal data (files included): never stored by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('Content-Security-Policy', url.startsWith('/api/docs') ? pageCsp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") : pageCsp);
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    apply(request.url, reply);
    return payload;
  });
  return apply;
}

const REQUIRED_DIRECTIVES = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

function withRequiredDirectives(csp: string): string {
  const directives = csp.split(';').map((d) => d.trim()).filter(Boolean);
  const names = new Set(directives.map((d) => d.split(/\s+/)[0].toLowerCase()));
  for (const d of REQUIRED_DIRECTIVES) if (!names.has(d.split(' ')[0])) directives.push(d);
  return directives.join('; ');
}
