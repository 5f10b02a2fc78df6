// The counters of the per-address rate limits (@fastify/rate-limit). With REDIS_URL they live in Redis, so every
// API process behind the balancer counts against one limit; without it, in this process's memory. When Redis
// cannot be reached a request is still served: the limit falls back to this process's memory and a warning is
// logged (at most once a minute), never an error to the student.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import Redis from 'ioredis';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Store {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: { routeInfo: { method: string; url: string } }): Store;
}

// The package's own in-memory store (an LRU of counters): the per-process fallback.
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Count one hit of `key` in a window of `PX` ms: the first hit starts the window. Returns [count, ms left]. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & {
  collegeRateLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/** How long a request waits for Redis before it is counted in memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const WARNING_EVERY_MS = 60_000;

export interface SharedCounters {
  /** The store class handed to @fastify/rate-limit. */
  store: FastifyRateLimitStoreCtor;
  redis: Redis;
  /** Waits (bounded) for the first connection, so the first requests already count in Redis. */
  connected: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
}

export function openRedis(url: string): Redis {
  return new Redis(url, {
    // A command while disconnected fails at once (and is counted in memory) instead of waiting in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Reconnect for ever, at most every 2 seconds.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
}

export function sharedCounters(url: string, log: FastifyBaseLogger, prefix = 'college:rate:'): SharedCounters {
  const redis = openRedis(url) as CountingRedis;
  redis.defineCommand('collegeRateLimit', { numberOfKeys: 1, lua: INCR_SCRIPT });

  let lastWarning = 0;
  const warn = (error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < WARNING_EVERY_MS) return;
    lastWarning = now;
    log.warn(
      { err: error instanceof Error ? { message: error.message } : error },
      'Redis cannot be reached: rate limits are counted per process until it is back',
    );
  };
  // ioredis reports connection problems as events; without a listener they would crash the process.
  redis.on('error', warn);
  redis.on('ready', () => {
    if (lastWarning) log.info('Redis is back: rate limits are shared again');
    lastWarning = 0;
  });

  class RedisCounterStore implements Store {
    private readonly local: Store;
    constructor(
      private readonly namespace: string,
      local?: Store,
    ) {
      this.local = local ?? new LocalStore(false, false, 5000);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const fallBack = (error: unknown) => {
        warn(error);
        this.local.incr(key, callback, timeWindow, max);
      };
      if (redis.status !== 'ready') {
        fallBack(new Error(`Redis connection is ${redis.status}`));
        return;
      }
      redis
        .collegeRateLimit(this.namespace + key, timeWindow)
        .then(([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }), fallBack);
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }): Store {
      const { method, url: path } = routeOptions.routeInfo;
      return new RedisCounterStore(`${this.namespace}${method}${path}:`, this.local.child(routeOptions));
    }
  }

  const store = class extends RedisCounterStore {
    constructor() {
      super(prefix);
    }
  } as unknown as FastifyRateLimitStoreCtor & { new (): FastifyRateLimitStore };

  return {
    store,
    redis,
    connected: (timeoutMs) =>
      redis.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const timer = setTimeout(() => {
              redis.off('ready', onReady);
              resolve(false);
            }, timeoutMs);
            const onReady = () => {
              clearTimeout(timer);
              resolve(true);
            };
            redis.once('ready', onReady);
          }),
    close: async () => {
      redis.disconnect();
    },
  };
}
