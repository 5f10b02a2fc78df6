// The merit lists' pages on the wire (the cache is selection/merit-list-service.ts): a kept page sent with its
// ETag in the best accepted encoding, and a first page answered before any hook once its headers are known.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MeritLists, type CachedPage } from '../selection/merit-list-service';
import { OWN_HEADERS, notModified, pickEncoding } from './content-cache';
import { CONTENT_CACHE_CONTROL } from './cached-json';

/** The merit lists' cache with its answers on the wire: what app.meritLists is. */
export class MeritListAnswers extends MeritLists {
  /** Sends a kept page: 304 to a matching If-None-Match, else the bytes in the best accepted encoding. */
  send(cached: CachedPage, request: FastifyRequest, reply: FastifyReply, firstPageUrl: string | null): FastifyReply {
    const { entry } = cached;
    if (this.keepFirstPage(cached, firstPageUrl)) {
      reply.raw.once('finish', () => {
        const status = reply.raw.statusCode;
        if (status !== 200 && status !== 304) return;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
          if (!OWN_HEADERS.has(name) && !name.startsWith('x-ratelimit-') && value !== undefined) headers[name] = value;
        }
        this.learn(headers);
      });
    }
    reply.header('Cache-Control', CONTENT_CACHE_CONTROL).header('Vary', 'Accept-Encoding');
    if (notModified(request.headers['if-none-match'], entry.etag)) {
      return reply.header('ETag', entry.etag).code(304).send();
    }
    reply.header('Content-Type', 'application/json; charset=utf-8');
    const encoding = entry.br ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br') return reply.header('ETag', entry.etagBr).header('Content-Encoding', 'br').send(entry.br);
    if (encoding === 'gzip') {
      return reply.header('ETag', entry.etagGzip).header('Content-Encoding', 'gzip').send(entry.gzip);
    }
    return reply.header('ETag', entry.etag).send(entry.plain);
  }

  /**
   * Answers a list's first page before any hook, straight from memory, once a first page went the whole way through
   * the app (its headers are repeated; decision 014). False when it cannot: the request goes on as usual.
   */
  answerEarly(request: FastifyRequest, reply: FastifyReply): boolean {
    const cached = this.earlyPage(request.raw.url ?? '');
    if (!cached) return false;
    const { entry, early } = cached;
    reply.hijack();
    const res = reply.raw;
    if (notModified(request.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, early.notModified).end();
      return true;
    }
    const encoding = entry.br ? pickEncoding(request.headers['accept-encoding']) : null;
    if (encoding === 'br') res.writeHead(200, early.br).end(entry.br);
    else if (encoding === 'gzip') res.writeHead(200, early.gzip).end(entry.gzip);
    else res.writeHead(200, early.plain).end(entry.plain);
    return true;
  }
}
