// Security headers (a content security policy the whole site runs under) and per-route rate limits.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { PAINT_FIRST_SCRIPT } from '@college/shared-types';
import type { AppConfig } from '../config';
import { HttpError } from './errors';
import { sharedCounters } from '../http/shared-counters';

/**
 * Per-address ceilings of the calls that send mail or check a secret. They are generous on purpose: many
 * students apply from one cyber café or college network behind a single address. The strict limits are
 * per email address or account and live in the database (codes, login attempts), so they hold across
 * API processes; these per-address counters are shared through Redis when REDIS_URL is set.
 */
export const RATE_LIMITS = {
  enquiry: { max: 5, timeWindow: '10 minutes' },
  sendOtp: { max: 20, timeWindow: '10 minutes' },
  validateOtp: { max: 30, timeWindow: '10 minutes' },
  signup: { max: 20, timeWindow: '1 hour' },
  signin: { max: 30, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  resetConfirm: { max: 10, timeWindow: '15 minutes' },
  /** Calls that carry a bearer token. */
  authenticated: { max: 120, timeWindow: '1 minute' },
  uploads: { max: 30, timeWindow: '10 minutes' },
  /** Each file of the admission form, uploaded as soon as it is chosen (a dozen files, some replaced). */
  draftUploads: { max: 120, timeWindow: '10 minutes' },
} satisfies Record<string, RateLimitOptions>;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The one inline script the site sends (decision 039), as the policy names it: by the hash of its bytes. */
export const paintFirstScriptHash = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;

/** The policy the shell and every remote are built to run under (see README, "Content security policy"). */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const payu = originOf(config.payu.url);
  const https = config.publicUrl.startsWith('https://');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // The server-rendered pages' one inline script (decision 039), by its hash; nothing else inline.
    scriptSrc: ["'self'", paintFirstScriptHash],
    scriptSrcAttr: ["'none'"],
    // styled-components injects its rules in <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: is how the portal shows a student's own photo fetched with the bearer token.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    // Embedded PDFs (list of holidays) and the two sample videos of the video gallery.
    frameSrc: [
      "'self'",
      'blob:',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ],
    // Chrome's built-in PDF viewer is an embedded object of the PDF response itself.
    objectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // The payment form posts to the gateway. The simulator's origin is named too: the site may be opened
    // under another host name than PUBLIC_URL's (127.0.0.1 rather than localhost).
    formAction: payu ? ["'self'", payu] : ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

export function isLoopback(ip: string): boolean {
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1' || ip.startsWith('::ffff:127.');
}

export const ONLY_THIS_MACHINE = 'This development call answers only the computer the site runs on.';

/**
 * onRequest hook of the development-only calls (mail outbox, payment simulator): they answer the machine
 * itself and nobody else, even when HOST opens the server to the network. Behind a local proxy the address
 * is the client's (X-Forwarded-For, see TRUST_PROXY), so the proxy does not make everyone local.
 */
export async function onlyThisMachine(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.ip) || !isLoopback(request.socket.remoteAddress ?? '')) {
    throw new HttpError(403, ONLY_THIS_MACHINE);
  }
}

export default fp(async (app) => {
  const { config } = app;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The site is plain HTTP on a developer's machine; HSTS only makes sense behind TLS.
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 15552000, includeSubDomains: false }
      : false,
    // Keeps the origin (not the path) on the way to the payment gateway, as browsers do by default.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // With REDIS_URL every API process counts against the same limits (http/shared-counters.ts).
  let store: RateLimitPluginOptions['store'];
  if (config.redisUrl) {
    const counters = sharedCounters(config.redisUrl, app.log);
    store = counters.store;
    if (!(await counters.connected(2_000))) {
      app.log.warn('Redis is not reachable yet: rate limits are counted per process until it is');
    }
    app.addHook('onClose', counters.close);
  }

  await app.register(rateLimit, {
    global: false,
    store,
    // Outside production the machine's own requests (the local site, browser tests) are not throttled;
    // behind nginx the client's address comes from X-Forwarded-For (see TRUST_PROXY).
    allowList: (request) => config.env !== 'production' && isLoopback(request.ip),
    errorResponseBuilder: (_request, context) =>
      HttpError.coded(context.statusCode, 'too_many_requests', { after: context.after }),
  });
});
