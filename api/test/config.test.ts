// The configuration schema: production refuses to start without its settings; nothing else is unsafe by default.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://college.example.org',
  PAYU_KEY: 'key',
  PAYU_SALT: 'a-secret-salt',
  PAYU_URL: 'https://secure.payu.in/_payment',
  PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice.php?form=2',
  SMTP_URL: 'smtps://user:pass@mail.example.org',
  MAIL_FROM: 'College <no-reply@college.example.org>',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('loadConfig', () => {
  it('names every missing production setting in one message', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'missing in production: PUBLIC_URL, SMTP_URL, MAIL_FROM, PAYU_KEY, PAYU_SALT, PAYU_URL, PAYU_VERIFY_URL',
    );
  });

  it('starts in production when everything is set, with the real gateway and no simulator', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config).toMatchObject({
      env: 'production',
      host: '127.0.0.1',
      seedDemo: false,
      smtpUrl: expect.any(String),
    });
    expect(config.payu).toMatchObject({ simulator: false, salt: 'a-secret-salt' });
  });

  it('refuses malformed values anywhere, and never repeats a secret in the message', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'http://user:hunter2@mail',
      PAYU_URL: 'not a url',
      NODE_ENV: 'staging',
    });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/PORT must be a port number/);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('refuses plain http, the demo content and a missing salt in production', () => {
    const problems = problemsOf({
      ...PRODUCTION_ENV,
      PUBLIC_URL: 'http://college.example.org',
      SEED_DEMO: '1',
      PAYU_SALT: '',
    });
    expect(problems).toEqual([
      'missing in production: PAYU_SALT',
      'PUBLIC_URL must be an https:// address in production',
      'SEED_DEMO must not be 1 in production',
    ]);
  });

  it('refuses plain http for the gateway addresses in production, naming each', () => {
    const problems = problemsOf({
      ...PRODUCTION_ENV,
      PAYU_URL: 'http://secure.payu.in/_payment',
      PAYU_VERIFY_URL: 'HTTP://info.payu.in/merchant/postservice.php?form=2',
    });
    expect(problems).toEqual([
      'PAYU_URL must be an https:// address in production',
      'PAYU_VERIFY_URL must be an https:// address in production',
    ]);
    // Outside production the local simulator and a test gateway may speak plain http.
    expect(problemsOf({ ...PRODUCTION_ENV, NODE_ENV: 'development', PAYU_URL: 'http://127.0.0.1:9/_payment' })).toEqual(
      [],
    );
  });

  it('binds 127.0.0.1 unless HOST says otherwise, and uses the simulator only outside production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).payu.simulator).toBe(true);
    expect(loadConfig({}).env).toBe('development');
  });
});

describe('server start-up', () => {
  it('exits with the message instead of serving when production settings are missing', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/server.ts')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PAYU_KEY: 'k', DATA_DIR: '/nonexistent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('missing in production: PUBLIC_URL, SMTP_URL, MAIL_FROM, PAYU_SALT');
    expect(r.stderr).not.toMatch(/at \w+ \(/); // one message, no stack trace
  });
});

describe('SQLite', () => {
  it('commits to disk before answering (synchronous=FULL) and waits for a busy writer (busy_timeout)', async () => {
    const { openDatabase } = await import('../src/db/connect');
    const { sql } = await import('kysely');
    const dir = require('node:fs').mkdtempSync(path.join(require('node:os').tmpdir(), 'college-sqlite-'));
    const { db } = openDatabase(path.join(dir, 'college.sqlite'));
    const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
    const busy = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(db);
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    await db.destroy();
    expect(sync.rows[0]?.synchronous).toBe(2); // FULL
    expect(busy.rows[0]?.timeout).toBeGreaterThanOrEqual(5000);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
  });
});
