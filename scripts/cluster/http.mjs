// HTTP as the cluster test speaks it: to each process directly and through the balancer, from addresses of this run.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { PORTS, RUN } from './settings.mjs';

export const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false }),
};
export const direct = (which) => `http://127.0.0.1:${PORTS[which]}`;
/** The balancer's address: nginx's HTTPS port, or the Node proxy's plain HTTP on the same port. */
export let balancer = `https://127.0.0.1:${PORTS.https}`;

export function balanceThrough(url) {
  balancer = url;
}

export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const secure = url.startsWith('https:');
  let payload = body;
  const h = { ...headers };
  if (body !== undefined && !Buffer.isBuffer(body)) {
    payload = Buffer.from(JSON.stringify(body));
    h['content-type'] = 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      { method, headers: h, agent: secure ? agents.https : agents.http, timeout: 60_000 },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw,
            text: raw.toString(),
            json: () => JSON.parse(raw.toString()),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A documentation address (RFC 3849) of this run as the client's: behind a trusted proxy it is the rate limits'
 * key, and no earlier run's counters in Redis apply to it.
 */
let addresses = 0;
export const address = () => `2001:db8:${RUN.slice(0, 4)}:${RUN.slice(4)}::${(addresses += 1).toString(16)}`;
export const from = (ip) => ({ 'x-forwarded-for': ip });
export const bearer = (token) => ({ authorization: `Bearer ${token}` });

export function multipart(fields, files) {
  const boundary = `----cluster${randomBytes(8).toString('hex')}`;
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const later = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(url, what, timeoutMs = 120_000) {
  const t0 = Date.now();
  for (;;) {
    try {
      const res = await request(url);
      if (res.status === 200) return Date.now() - t0;
    } catch {
      // not up yet
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await later(250);
  }
}
