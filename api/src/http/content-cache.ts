// The site's content calls answered from memory: each answer, its ETag and its Brotli and gzip bytes are
// computed when content changes (at start, after every content write in this process, and every
// CONTENT_REFRESH_MS for writes made by another process), so a request does no database work and no hashing.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_CACHE_CONTROL } from './cached-json';

/** How often each process reloads the content, to pick up writes made by the others. */
export const CONTENT_REFRESH_MS = 30_000;

/** Answers shorter than this are sent plain: compression would not save a packet. */
export const COMPRESS_MIN_BYTES = 1024;

export interface Entry {
  etag: string;
  /** Tags of the compressed representations: a cache must not hand one encoding's bytes for another's. */
  etagBr: string;
  etagGzip: string;
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export function build(body: unknown): Entry {
  const plain = Buffer.from(JSON.stringify(body));
  const hash = createHash('sha1').update(plain).digest('base64url');
  const big = plain.length >= COMPRESS_MIN_BYTES;
  return {
    etag: `"${hash}"`,
    etagBr: `"${hash}-br"`,
    etagGzip: `"${hash}-gz"`,
    plain,
    br: big ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
    gzip: big ? zlib.gzipSync(plain, { level: 9 }) : null,
  };
}

/** True when If-None-Match names this content in any of its encodings (weak comparison, RFC 9110 §13.1.2). */
export function notModified(ifNoneMatch: string | undefined, hashTag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = hashTag.slice(1, -1);
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === bare || tag === `${bare}-br` || tag === `${bare}-gz`;
  });
}

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((p) => p.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Headers of an answer that belong to that one answer (its bytes, its encoding, the connection, the rate
 * counters, a cookie), not to every answer of the call: left out of the headers an early answer repeats.
 */
export const OWN_HEADERS = new Set([
  'date',
  'etag',
  'content-length',
  'content-encoding',
  'content-type',
  'cache-control',
  'vary',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'retry-after',
  'set-cookie',
]);

export interface EarlyHeaders {
  notModified: OutgoingHttpHeaders;
  plain: OutgoingHttpHeaders;
  br: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders;
}

export function earlyHeaders(entry: Entry, learned: OutgoingHttpHeaders): EarlyHeaders {
  const common = { ...learned, 'cache-control': CONTENT_CACHE_CONTROL, vary: 'Accept-Encoding' };
  const json = { ...common, 'content-type': 'application/json; charset=utf-8' };
  return {
    notModified: { ...common, etag: entry.etag },
    plain: { ...json, etag: entry.etag, 'content-length': entry.plain.length },
    br: entry.br ? { ...json, etag: entry.etagBr, 'content-encoding': 'br', 'content-length': entry.br.length } : {},
    gzip: entry.gzip
      ? { ...json, etag: entry.etagGzip, 'content-encoding': 'gzip', 'content-length': entry.gzip.length }
      : {},
  };
}

export class ContentCache {
  private entries = new Map<string, Entry>();
  /** Per call, the headers its first answer went out with through every hook (security headers and the like). */
  private learned = new Map<string, OutgoingHttpHeaders>();
  /** The early answers' headers of each answer now in memory, made once. */
  private early = new WeakMap<Entry, EarlyHeaders>();
  private loading: Promise<void> | null = null;

  /**
   * `loaders` build the answers; `dates`, when given, builds one more answer after each reload from the tags of
   * all the others (when each last changed: "Last updated").
   */
  constructor(
    private readonly loaders: Record<string, () => Promise<unknown>>,
    private readonly dates?: { key: string; build: (etags: Record<string, string>) => Promise<unknown> },
  ) {}

  /** Reloads every answer from the database (one reload at a time; a call during one waits for a fresh one). */
  async refresh(): Promise<void> {
    const run = async () => {
      const next = new Map<string, Entry>();
      for (const [key, load] of Object.entries(this.loaders)) next.set(key, build(await load()));
      if (this.dates) {
        const etags = Object.fromEntries([...next].map(([key, entry]) => [key, entry.etag]));
        next.set(this.dates.key, build(await this.dates.build(etags)));
      }
      this.entries = next;
    };
    const previous = this.loading;
    const current = (previous ?? Promise.resolve()).catch(() => undefined).then(run);
    this.loading = current;
    try {
      await current;
    } finally {
      if (this.loading === current) this.loading = null;
    }
  }

  /** The answer's tag (tests and the startup data of index.html read it). */
  etag(key: string): string | undefined {
    return this.entries.get(key)?.etag;
  }

  /** The answer's JSON text. */
  json(key: string): string | undefined {
    return this.entries.get(key)?.plain.toString('utf8');
  }

  /**
   * Answers a content call before any hook runs, straight from memory, once the call's first answer went the
   * whole way through the app: the same status rules as send() and the same headers that first answer had.
   * False when it cannot (not a cached call, nothing learned yet, a query string): the request goes on as usual.
   */
  answerEarly(request: FastifyRequest, reply: FastifyReply): boolean {
    const url = request.raw.url ?? '';
    const entry = this.entries.get(url);
    const learned = this.learned.get(url);
    if (!entry || !learned) return false;
    let ready = this.early.get(entry);
    if (!ready) {
      ready = earlyHeaders(entry, learned);
      this.early.set(entry, ready);
    }
    reply.hijack();
    const res = reply.raw;
    if (notModified(request.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, ready.notModified);
      res.end();
      return true;
    }
    const encoding = entry.br ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br') res.writeHead(200, ready.br).end(entry.br);
    else if (encoding === 'gzip') res.writeHead(200, ready.gzip).end(entry.gzip);
    else res.writeHead(200, ready.plain).end(entry.plain);
    return true;
  }

  /** Sends the cached answer: 304 to a matching If-None-Match first, else the bytes in the best encoding. */
  async send(key: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let entry = this.entries.get(key);
    if (!entry) {
      await this.refresh();
      entry = this.entries.get(key);
      if (!entry) throw new Error(`no content loader for ${key}`);
    }
    if (!this.learned.has(key)) {
      reply.raw.once('finish', () => {
        const status = reply.raw.statusCode;
        if (status !== 200 && status !== 304) return;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
          if (!OWN_HEADERS.has(name) && !name.startsWith('x-ratelimit-') && value !== undefined) headers[name] = value;
        }
        this.learned.set(key, headers);
      });
    }
    reply.header('Cache-Control', CONTENT_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    if (notModified(request.headers['if-none-match'], entry.etag)) {
      return reply.header('ETag', entry.etag).code(304).send();
    }
    reply.header('Content-Type', 'application/json; charset=utf-8');
    const encoding = entry.br ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br') {
      return reply.header('ETag', entry.etagBr).header('Content-Encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      return reply.header('ETag', entry.etagGzip).header('Content-Encoding', 'gzip').send(entry.gzip);
    }
    return reply.header('ETag', entry.etag).send(entry.plain);
  }
}
