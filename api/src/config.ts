// Every setting of the API, read once from the environment (README lists them all).
import path from 'node:path';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  /** sqlite file path, ':memory:', or a postgres:// URL */
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Public origin of the site, used in mailed links and payment return URLs. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  payu: { key: string; salt: string; url: string; verifyUrl: string; simulator: boolean };
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For (the client address used by rate limits): 'loopback' trusts a
   * proxy on the same machine (nginx), a number trusts that many hops, 'false' trusts none.
   */
  trustProxy: boolean | string | number;
  /** log2 of scrypt's N for new password hashes (services/passwords.ts); only tests lower it. */
  passwordHashCost: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const mode = (
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  ) as AppConfig['env'];
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data'));
  const port = env.PORT || '8080';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const simulator = mode !== 'production' && !env.PAYU_URL;
  return {
    env: mode,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'college.sqlite'),
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Government Degree College <no-reply@college.local>',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : mode !== 'production',
    payu: {
      // Development-only credentials for the gateway simulator; production must set PAYU_KEY and PAYU_SALT.
      key: env.PAYU_KEY || (mode === 'production' ? '' : 'DEVKEY'),
      salt: env.PAYU_SALT || (mode === 'production' ? '' : 'dev-salt-change-me'),
      url: env.PAYU_URL || `${publicUrl}/api/dev/payu/_payment`,
      verifyUrl: env.PAYU_VERIFY_URL || `${publicUrl}/api/dev/payu/verify_payment`,
      simulator,
    },
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashCost: 15,
    ...overrides,
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
