// The API's zones (decision 034): what each kind of file in api/src may import. A breach fails `npm run lint`.
// - Queries only in repositories: no value of `kysely` (sql, Kysely, Transaction, …) and no query builder call
//   outside `*-repository.ts` and `db/`; `import type { Kysely }` is allowed (a service passes `db` on).
// - HTTP only at the edge: no `fastify` (types included) outside routes, plugins, `http/`, `app.ts`, `server.ts`
//   and a domain's `index.ts`.
// - A domain uses another only through that domain's `public.ts`: `../accounts/public`, never
//   `../accounts/students-repository`. Its `index.ts` (the route registration) is for app.ts alone.
// Every zone is one config object with a disjoint set of files, since a later object's options of a rule replace
// an earlier one's rather than adding to them.

/** The domains of api/src (a new one is added here and gets every zone). */
export const API_DOMAINS = ['accounts', 'admission', 'payments', 'content', 'office', 'selection', 'messaging'];

const SRC = 'api/src';
const QUERY_METHODS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'with'];

const kyselyValues = {
  name: 'kysely',
  allowTypeImports: true,
  message: 'Queries live in a *-repository.ts (decision 034): only `import type` from kysely here.',
};
const fastifyImports = [
  {
    group: ['fastify', 'fastify-plugin', '@fastify/*'],
    message: 'Fastify belongs to routes and plugins (decision 034): take plain values and `db` here.',
  },
];
const otherDomains = (domain) =>
  API_DOMAINS.filter((d) => d !== domain).map((d) => ({
    // '../office', '../office/audit-repository' (and from deeper folders), but not '../office/public'.
    regex: `^(\\.\\./)+${d}(/(?!public$).*)?$`,
    message: `Another domain is used through its public.ts only (decision 034): import from '../${d}/public'.`,
  }));
const pluginImports = [
  {
    regex: '^(\\.\\./)+plugins(/.*)?$',
    message:
      'Plugins are the edge (decision 034): a service takes plain values; what both need is a plain module the plugin re-exports.',
  },
];
const queryCalls = {
  selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_METHODS.join('|')})$/][arguments.length>0][arguments.0.type='Literal']`,
  message: 'Queries live in a *-repository.ts (decision 034).',
};
const transactionCalls = {
  selector:
    "CallExpression[callee.property.name='execute'][callee.object.type='CallExpression'][callee.object.callee.property.name='transaction']",
  message: 'Transactions are opened in a *-repository.ts (decision 034).',
};

/** One config object: files, the files it leaves to other objects, and what they may not import. */
function zone(files, ignores, { kysely, fastify, domain, plugins }) {
  const paths = kysely ? [kyselyValues] : [];
  const patterns = [
    ...(fastify ? fastifyImports : []),
    ...(domain ? otherDomains(domain) : []),
    ...(plugins ? pluginImports : []),
  ];
  const rules = {};
  if (paths.length || patterns.length)
    rules['@typescript-eslint/no-restricted-imports'] = ['error', { paths, patterns }];
  if (kysely) rules['no-restricted-syntax'] = ['error', queryCalls, transactionCalls];
  return { name: `api-zones/${files[0]}`, files, ignores, rules };
}

const REPOSITORY = '**/*-repository.ts';
const ROUTES = ['**/*-routes.ts'];
const EDGE = [`${SRC}/plugins/**`, `${SRC}/http/**`, `${SRC}/app.ts`, `${SRC}/server.ts`];

export default [
  // Each domain: repositories (queries, no HTTP), routes and index (HTTP, no queries), the rest (neither).
  ...API_DOMAINS.flatMap((domain) => {
    const all = `${SRC}/${domain}/**/*.ts`;
    const index = `${SRC}/${domain}/index.ts`;
    return [
      zone([`${SRC}/${domain}/${REPOSITORY}`], [], { fastify: true, domain, plugins: true }),
      zone(ROUTES.map((r) => `${SRC}/${domain}/${r}`).concat(index), [`${SRC}/${domain}/${REPOSITORY}`], {
        kysely: true,
        domain,
      }),
      zone([all], [`${SRC}/${domain}/${REPOSITORY}`, `${SRC}/${domain}/**/*-routes.ts`, index], {
        kysely: true,
        fastify: true,
        domain,
        plugins: true,
      }),
    ];
  }),
  // Infrastructure: db/ and repositories query; the HTTP edge and route files speak Fastify; the rest neither.
  zone([`${SRC}/db/**/*.ts`], [], { fastify: true }),
  zone(
    EDGE.concat(ROUTES.map((r) => `${SRC}/*/${r}`)),
    [...API_DOMAINS.map((d) => `${SRC}/${d}/**`), `${SRC}/db/**`, `${SRC}/${REPOSITORY}`, `${SRC}/**/${REPOSITORY}`],
    {
      kysely: true,
    },
  ),
  zone(
    [`${SRC}/**/*.ts`],
    [
      ...API_DOMAINS.map((d) => `${SRC}/${d}/**`),
      `${SRC}/db/**`,
      `${SRC}/**/${REPOSITORY}`,
      ...EDGE,
      ...ROUTES.map((r) => `${SRC}/**/${r}`),
    ],
    { kysely: true, fastify: true },
  ),
  // Repositories outside a domain (storage/, mail/) query and speak no HTTP.
  zone([`${SRC}/**/${REPOSITORY}`], [...API_DOMAINS.map((d) => `${SRC}/${d}/**`), `${SRC}/db/**`], { fastify: true }),
];
