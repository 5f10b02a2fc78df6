// The origin a student opened the site under, when the configuration allows it: a payment's return addresses are
// built on it, so the browser comes back to the host whose storage holds the student's session.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/;

/** True when `host` (name and port, lower case) is allowed by the configuration. */
export function isAllowedHost(config: Pick<AppConfig, 'allowedHosts' | 'env'>, host: string): boolean {
  if (!HOST.test(host)) return false;
  if (config.allowedHosts.includes(host)) return true;
  if (config.env !== 'production' && LOOPBACK.test(host)) return true;
  // A listed name without a port allows it on the default port of either scheme only.
  return false;
}

/**
 * `https://host` of the request (X-Forwarded-Host and -Proto behind a trusted proxy, else Host), when the host is
 * allowed; otherwise the configured public URL. Never a host the configuration does not name.
 */
export function requestOrigin(
  config: Pick<AppConfig, 'allowedHosts' | 'env' | 'publicUrl'>,
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
): string {
  const host = String(request.host ?? '').toLowerCase();
  if (!host || !isAllowedHost(config, host)) return config.publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
