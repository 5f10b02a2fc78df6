// The API's lint zones (config/eslint/api-zones.mjs, decision 034): one breach of each kind, written as a file at a
// path inside api/src, is reported by ESLint with the project's own configuration; the allowed forms are not.
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');

interface Sample {
  file: string;
  code: string;
}
interface Found {
  file: string;
  messages: { ruleId: string | null; message: string }[];
}

/**
 * Lints every sample with ESLint's Node API (lintText with the file's path, so the zones of that path apply). It
 * runs in a child Node process: the flat config is an ES module, which ESLint imports itself.
 */
function lint(samples: Sample[]): Map<string, Found['messages']> {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const samples = JSON.parse(process.argv[1]);
      const out = [];
      for (const s of samples) {
        const [result] = await eslint.lintText(s.code, { filePath: s.file });
        out.push({ file: s.file, messages: result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })) });
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify(samples)], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return new Map((JSON.parse(stdout) as Found[]).map((f) => [f.file, f.messages]));
}

const samples: Record<string, Sample> = {
  // A service that builds SQL itself.
  kyselyInService: {
    file: 'api/src/admission/zone-sample-service.ts',
    code: "import { sql } from 'kysely';\nexport const now = sql`SELECT 1`;\n",
  },
  // A route that queries a table instead of calling a repository.
  queryInRoute: {
    file: 'api/src/content/zone-sample-routes.ts',
    code: "export const rows = (db: { selectFrom(t: string): unknown }) => db.selectFrom('students');\n",
  },
  // A transaction opened in a route.
  transactionInRoute: {
    file: 'api/src/office/zone-sample-routes.ts',
    code: 'export const save = (db: { transaction(): { execute(f: () => void): void } }) => db.transaction().execute(() => undefined);\n',
  },
  // A service that takes the Fastify app.
  fastifyInService: {
    file: 'api/src/payments/zone-sample-service.ts',
    code: "import type { FastifyInstance } from 'fastify';\nexport const use = (app: FastifyInstance) => app;\n",
  },
  // A service importing a plugin (the edge) for a value it could be given.
  pluginInService: {
    file: 'api/src/selection/zone-plugin-service.ts',
    code: "import { mayRead } from '../plugins/auth';\nexport const f = mayRead;\n",
  },
  // A domain reaching into another domain's repository.
  otherDomainsInternals: {
    file: 'api/src/selection/zone-sample-service.ts',
    code: "export { findStudent } from '../accounts/students-repository';\n",
  },
  // What the zones allow: a type of kysely in a service, another domain's public.ts, fastify in a route file,
  // and queries in a repository.
  allowedService: {
    file: 'api/src/selection/zone-allowed-service.ts',
    code: "import type { Kysely } from 'kysely';\nimport { findStudent } from '../accounts/public';\nexport const f = (db: Kysely<never>) => [db, findStudent];\n",
  },
  allowedRoute: {
    file: 'api/src/admission/zone-allowed-routes.ts',
    code: "import type { FastifyPluginAsync } from 'fastify';\nexport const plugin: FastifyPluginAsync = async () => undefined;\n",
  },
  allowedRepository: {
    file: 'api/src/admission/zone-allowed-repository.ts',
    code: "import { sql, type Kysely } from 'kysely';\nexport const one = (db: Kysely<{ t: { id: number } }>) => [db.selectFrom('t').selectAll(), sql`SELECT 1`];\n",
  },
  // Services whose queries moved to their repositories: a query or a transaction written there again is reported.
  queryInAccountsService: {
    file: 'api/src/accounts/erasure-service.ts',
    code: "export const rows = (db: { selectFrom(t: string): unknown }) => db.selectFrom('students');\n",
  },
  transactionInAdmissionService: {
    file: 'api/src/admission/admission-save-service.ts',
    code: 'export const save = (db: { transaction(): { execute(f: () => void): void } }) => db.transaction().execute(() => undefined);\n',
  },
  queryInJobs: {
    file: 'api/src/jobs/jobs.ts',
    code: "export const rows = (db: { insertInto(t: string): unknown }) => db.insertInto('job_runs');\n",
  },
  queryInSweeper: {
    file: 'api/src/storage/upload-sweeper.ts',
    code: "export const rows = (db: { deleteFrom(t: string): unknown }) => db.deleteFrom('file_bytes');\n",
  },
};

describe('API lint zones', () => {
  let found: Map<string, Found['messages']>;
  beforeAll(() => {
    found = lint(Object.values(samples));
  }, 120_000);
  const messagesOf = (key: keyof typeof samples) => found.get(samples[key]!.file) ?? [];

  it('reports a value of kysely outside a repository', () => {
    expect(messagesOf('kyselyInService')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ruleId: '@typescript-eslint/no-restricted-imports',
          message: expect.stringContaining('Queries live in a *-repository.ts'),
        }),
      ]),
    );
  });

  it('reports a query built in a route and a transaction opened in one', () => {
    expect(messagesOf('queryInRoute')).toEqual([
      expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('Queries live') }),
    ]);
    expect(messagesOf('transactionInRoute')).toEqual([
      expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('Transactions') }),
    ]);
  });

  it('reports fastify in a service', () => {
    expect(messagesOf('fastifyInService')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Fastify belongs to routes and plugins') }),
    ]);
  });

  it('reports a plugin imported by a service', () => {
    expect(messagesOf('pluginInService')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Plugins are the edge') }),
    ]);
  });

  it("reports a domain importing another domain's internals", () => {
    expect(messagesOf('otherDomainsInternals')).toEqual([
      expect.objectContaining({ message: expect.stringContaining("import from '../accounts/public'") }),
    ]);
  });

  it('reports queries and transactions in the accounts, admission, jobs and storage services', () => {
    const query = expect.objectContaining({
      ruleId: 'no-restricted-syntax',
      message: expect.stringContaining('Queries live'),
    });
    expect(messagesOf('queryInAccountsService')).toEqual([query]);
    expect(messagesOf('queryInJobs')).toEqual([query]);
    expect(messagesOf('queryInSweeper')).toEqual([query]);
    expect(messagesOf('transactionInAdmissionService')).toEqual([
      expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('Transactions') }),
    ]);
  });

  it('allows kysely types in a service, a public.ts, fastify in routes and queries in a repository', () => {
    expect(messagesOf('allowedService')).toEqual([]);
    expect(messagesOf('allowedRoute')).toEqual([]);
    expect(messagesOf('allowedRepository')).toEqual([]);
  });
});
