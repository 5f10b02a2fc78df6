// Every setting of the API, read once from the environment and checked against one schema (README,
// "Environment variables"; decision 008). In production a missing or malformed setting stops start-up with a
// single message naming all of them; nothing falls back to a development value there.
import path from 'node:path';
import { readSmsConfig, smsProblems, smsSettings, type SmsConfig } from './messaging/sms-config';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  /** Listen address and port of `npm start` / server.ts: 127.0.0.1 unless HOST says otherwise. */
  host: string;
  port: number;
  /** sqlite file path, ':memory:', or a postgres:// URL */
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Public origin of the site, used in mailed links (and payment return URLs of a request from another host). */
  publicUrl: string;
  /**
   * Host names (with their port, if any) a student may open the site under: a payment's return addresses are built
   * on the host the student came from when it is one of these (so the session kept in that host's storage
   * survives), else on publicUrl. ALLOWED_HOSTS, comma separated; PUBLIC_URL's host always counts, and outside
   * production so does this machine under any port (localhost, 127.0.0.1, [::1]).
   */
  allowedHosts: string[];
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  /**
   * With the demo content, the demo applicants of one course admitted by merit (db/seed-applicants.ts): in
   * development unless SEED_DEMO_APPLICANTS=0; absent means no.
   */
  seedDemoApplicants?: boolean;
  payu: { key: string; salt: string; url: string; verifyUrl: string; simulator: boolean };
  payments: PaymentTimings;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For (the client address used by rate limits): 'loopback' trusts a
   * proxy on the same machine (nginx), a number trusts that many hops, 'false' trusts none.
   */
  trustProxy: boolean | string | number;
  /** log2 of scrypt's N for new password hashes (accounts/passwords.ts); only tests lower it. */
  passwordHashCost: number;
  /**
   * Redis holding the per-address rate limits shared by every API process (http/shared-counters.ts);
   * null keeps them in this process's memory.
   */
  redisUrl: string | null;
  /** Where upload bytes live (storage/storage.ts): 'fs' under uploadsDir, or 'postgres' in the database. */
  storageDriver: StorageDriverName;
  /** On SIGTERM, how long requests in progress may take before the process exits anyway (server.ts). */
  shutdownTimeoutMs: number;
  /** Milliseconds between runs of the sweeper of unreferenced uploads (plugins/upload-sweeper.ts); 0 turns it off. */
  uploadsSweepIntervalMs: number;
  /** Milliseconds between runs of the close of merit rounds whose payment window is over (unpaid offers lapse); 0 off. */
  selectionCloseIntervalMs: number;
  /** The SMS provider and the delivery of queued SMS (messaging/sms-config.ts, decision 035). */
  sms: SmsConfig;
}

export type StorageDriverName = 'fs' | 'postgres';

/** Start-up refused: `problems` names each setting that is missing or malformed. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The API cannot start. Fix these settings (README, "Environment variables"):\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'ConfigError';
  }
}

type Check = (value: string) => string | null;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const checks = {
  oneOf:
    (...values: string[]): Check =>
    (v) =>
      values.includes(v) ? null : `must be one of ${values.join(', ')}`,
  port: ((v) =>
    /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535 ? null : 'must be a port number (1-65535)') as Check,
  url:
    (...protocols: string[]): Check =>
    (v) => {
      try {
        const u = new URL(v);
        return protocols.includes(u.protocol) && u.host ? null : `must be a ${protocols.join(' or ')}// address`;
      } catch {
        return `must be a ${protocols.join(' or ')}// address`;
      }
    },
  text: ((v) => (v.trim() ? null : 'must not be empty')) as Check,
  milliseconds: ((v) => (/^\d{1,9}$/.test(v) ? null : 'must be a whole number of milliseconds')) as Check,
  trustProxy: ((v) =>
    /^(true|false|loopback|\d+|[0-9a-fA-F.:/, ]+)$/.test(v)
      ? null
      : 'must be loopback, true, false, a hop count or a list of addresses') as Check,
};

/**
 * The schema: each setting the API reads, how it is checked, and whether production requires it. The README
 * table lists the same settings.
 */
export const SETTINGS: Record<string, { check: Check; requiredInProduction?: boolean; secret?: boolean }> = {
  NODE_ENV: { check: checks.oneOf('production', 'development', 'test') },
  HOST: { check: checks.text },
  PORT: { check: checks.port },
  API_PORT: { check: checks.port },
  DATA_DIR: { check: checks.text },
  DATABASE_URL: { check: checks.text, secret: true },
  UPLOADS_DIR: { check: checks.text },
  PUBLIC_URL: { check: checks.url('http:', 'https:'), requiredInProduction: true },
  SMTP_URL: { check: checks.url('smtp:', 'smtps:'), requiredInProduction: true, secret: true },
  MAIL_FROM: { check: checks.text, requiredInProduction: true },
  SEED_DEMO: { check: checks.oneOf('0', '1') },
  PAYU_KEY: { check: checks.text, requiredInProduction: true },
  PAYU_SALT: { check: checks.text, requiredInProduction: true, secret: true },
  PAYU_URL: { check: checks.url('https:', 'http:'), requiredInProduction: true },
  PAYU_VERIFY_URL: { check: checks.url('https:', 'http:'), requiredInProduction: true },
  LOG_LEVEL: { check: checks.oneOf(...LOG_LEVELS) },
  TRUST_PROXY: { check: checks.trustProxy },
  ALLOWED_HOSTS: { check: checks.text },
  PAYMENTS_RECONCILE_INTERVAL_MS: { check: checks.milliseconds },
  PAYMENTS_OPEN_MS: { check: checks.milliseconds },
  PAYMENTS_VERIFY_TIMEOUT_MS: { check: checks.milliseconds },
  REDIS_URL: { check: checks.url('redis:', 'rediss:'), secret: true },
  STORAGE_DRIVER: { check: checks.oneOf('fs', 'postgres') },
  SHUTDOWN_TIMEOUT_MS: { check: checks.milliseconds },
  UPLOADS_SWEEP_INTERVAL_MS: { check: checks.milliseconds },
  ...smsSettings(checks),
};

/** Settings given in `overrides` (code, tests) count as set. */
const OVERRIDDEN_BY: Record<string, (o: Partial<AppConfig>) => unknown> = {
  PUBLIC_URL: (o) => o.publicUrl,
  SMTP_URL: (o) => o.smtpUrl,
  MAIL_FROM: (o) => o.mailFrom,
  PAYU_KEY: (o) => o.payu?.key,
  PAYU_SALT: (o) => o.payu?.salt,
  PAYU_URL: (o) => o.payu?.url,
  PAYU_VERIFY_URL: (o) => o.payu?.verifyUrl,
};

/** Settings that must be https:// addresses in production. */
const HTTPS_IN_PRODUCTION = ['PUBLIC_URL', 'PAYU_URL', 'PAYU_VERIFY_URL'] as const;

function protocolOf(value: string | undefined): string | undefined {
  try {
    return value ? new URL(value).protocol : undefined;
  } catch {
    return undefined; // malformed: the setting's own check names it
  }
}

/** Every problem of the environment, as "NAME: what is wrong" (values of secrets are never repeated). */
export function checkEnvironment(env: NodeJS.ProcessEnv, overrides: Partial<AppConfig> = {}): string[] {
  const mode = overrides.env ?? modeOf(env.NODE_ENV);
  const problems: string[] = [];
  const missing: string[] = [];
  for (const [name, rule] of Object.entries(SETTINGS)) {
    const value = env[name];
    const overridden = OVERRIDDEN_BY[name]?.(overrides);
    if (value === undefined || value === '') {
      if (mode === 'production' && rule.requiredInProduction && !overridden) missing.push(name);
      continue;
    }
    const problem = rule.check(value);
    if (problem) problems.push(`${name} ${problem}${rule.secret ? '' : ` (it is "${value.slice(0, 80)}")`}`);
  }
  if (mode === 'production') {
    // The site's own address and both gateway addresses carry sessions, payment hashes and card details.
    for (const name of HTTPS_IN_PRODUCTION) {
      if (protocolOf(env[name]) === 'http:') problems.push(`${name} must be an https:// address in production`);
    }
  }
  if (mode === 'production' && env.SEED_DEMO === '1') problems.push('SEED_DEMO must not be 1 in production');
  problems.push(...smsProblems(env, mode === 'production', overrides.sms !== undefined));
  if (missing.length) problems.unshift(`missing in production: ${missing.join(', ')}`);
  return problems;
}

function modeOf(value: string | undefined): AppConfig['env'] {
  return value === 'production' ? 'production' : value === 'test' ? 'test' : 'development';
}

/**
 * Reads and checks the settings. Throws ConfigError naming every problem: a malformed value anywhere, and in
 * production every required setting that is missing. Development and test fill in local defaults (the outbox,
 * the gateway simulator, http://localhost).
 */
/** How long payments wait and how often the reconciliation job runs (payments/reconciliation-service.ts). */
export interface PaymentTimings {
  /** Milliseconds between reconciliation runs; 0 turns the job (and its start-up run) off. */
  reconcileIntervalMs: number;
  /** A pending payment younger than this is left to the student's browser (and reused by a new Pay Now). */
  openMs: number;
  /** A pending payment without a final answer from the gateway this long becomes 'expired'. */
  expireMs: number;
  /** Transactions per verify_payment call. */
  batchSize: number;
  /** How long to wait for the gateway's verify answer. */
  verifyTimeoutMs: number;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const problems = checkEnvironment(env, overrides);
  if (problems.length) throw new ConfigError(problems);
  const mode = overrides.env ?? modeOf(env.NODE_ENV);
  const production = mode === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data'));
  const port = Number(env.API_PORT || env.PORT || 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${env.PORT || port}`).replace(/\/+$/, '');
  const simulator = !production && !env.PAYU_URL;
  return {
    env: mode,
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'college.sqlite'),
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    publicUrl,
    allowedHosts: [
      new URL(publicUrl).host.toLowerCase(),
      ...(env.ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ],
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Government Degree College <no-reply@college.local>',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : !production,
    // The demo's applicants come with the demo content in development, never in production nor in tests (each test
    // makes its own students); SEED_DEMO_APPLICANTS=0 or 1 says it outright.
    seedDemoApplicants: env.SEED_DEMO_APPLICANTS
      ? env.SEED_DEMO_APPLICANTS !== '0'
      : mode === 'development' && (env.SEED_DEMO ? env.SEED_DEMO !== '0' : true),
    payu: {
      // Development-only credentials for the gateway simulator; production refuses to start without real ones.
      key: env.PAYU_KEY || (production ? '' : 'DEVKEY'),
      salt: env.PAYU_SALT || (production ? '' : 'dev-salt-change-me'),
      url: env.PAYU_URL || `${publicUrl}/api/dev/payu/_payment`,
      verifyUrl: env.PAYU_VERIFY_URL || `${publicUrl}/api/dev/payu/verify_payment`,
      simulator,
    },
    payments: {
      // Tests start many apps: there the job runs only when a test asks for it.
      reconcileIntervalMs: numberFrom(env.PAYMENTS_RECONCILE_INTERVAL_MS, mode === 'test' ? 0 : 5 * 60_000),
      openMs: numberFrom(env.PAYMENTS_OPEN_MS, 10 * 60_000),
      expireMs: 24 * 60 * 60_000,
      batchSize: 25,
      verifyTimeoutMs: numberFrom(env.PAYMENTS_VERIFY_TIMEOUT_MS, 15_000),
    },
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashCost: 15,
    redisUrl: env.REDIS_URL || null,
    storageDriver: env.STORAGE_DRIVER === 'postgres' ? 'postgres' : 'fs',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS ? Number(env.SHUTDOWN_TIMEOUT_MS) : 25_000,
    // Tests start many apps: there the sweeper runs only when a test asks for it.
    uploadsSweepIntervalMs: numberFrom(env.UPLOADS_SWEEP_INTERVAL_MS, mode === 'test' ? 0 : 15 * 60_000),
    selectionCloseIntervalMs: numberFrom(env.SELECTION_CLOSE_INTERVAL_MS, mode === 'test' ? 0 : 5 * 60_000),
    sms: readSmsConfig(env, mode, publicUrl),
    ...overrides,
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
