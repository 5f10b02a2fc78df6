// The front-end's boundaries, kept by lint (decision 037). A remote (mf-*) is one page family released alone: it
// imports no other remote and not the shell, or two releases would have to go out together. web-kit is what every
// module shares: it imports no module. shared-types is the contract the API and the browser both compile: no React,
// no browser state (no window, document, localStorage ...), nothing of the API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTES = ['mf-public', 'mf-portal', 'mf-admission', 'mf-print', 'mf-admin'];
const SOURCES = ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'];
const inPackage = (pkg) => SOURCES.map((glob) => `${pkg}/src/${glob}`);
const folder = (pkg) => `./${pkg}`;

/** By name, for imports through the workspace packages (`@college/mf-portal/...`) that a path zone cannot see. */
const named = (names, message) => ({ regex: `^@college/(${names.join('|')})(/|$)`, message });
const REMOTE_MESSAGE =
  'A remote imports no other remote and not the shell: share it through @college/web-kit or @college/shared-types (decision 037).';
const KIT_MESSAGE = 'web-kit imports no module (remote or shell): the modules import the kit (decision 037).';
const CONTRACT_MESSAGE =
  'shared-types is the contract of the API and the browser: no React, no browser state, nothing of the API or the front-end packages (decision 037).';

/** Globals that exist only in a browser. */
export const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'fetch',
  'XMLHttpRequest',
  'indexedDB',
  'self',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'matchMedia',
  'requestAnimationFrame',
  'getComputedStyle',
];

export default [
  {
    files: [
      ...inPackage('shell'),
      ...inPackage('web-kit'),
      ...inPackage('shared-types'),
      ...REMOTES.flatMap(inPackage),
    ],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...REMOTES.map((remote) => ({
              target: folder(remote),
              from: [...REMOTES.filter((r) => r !== remote).map(folder), folder('shell')],
              message: REMOTE_MESSAGE,
            })),
            { target: folder('web-kit'), from: [...REMOTES.map(folder), folder('shell')], message: KIT_MESSAGE },
            {
              target: folder('shared-types'),
              from: ['web-kit', 'shell', 'api', 'deploy', ...REMOTES].map(folder),
              message: CONTRACT_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: inPackage(remote),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [named([...REMOTES.filter((r) => r !== remote), 'shell'], REMOTE_MESSAGE)] },
      ],
    },
  })),
  {
    files: inPackage('web-kit'),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [named([...REMOTES, 'shell'], KIT_MESSAGE)] }],
    },
  },
  {
    files: inPackage('shared-types'),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            named(['web-kit', 'shell', 'api', 'deploy', ...REMOTES], CONTRACT_MESSAGE),
            {
              regex:
                '^(react|react-dom|styled-components|single-spa|single-spa-react|react-router|react-router-dom|formik|fastify|kysely)(/|$)',
              message: CONTRACT_MESSAGE,
            },
            // The site state's types (jotai's atoms) are part of the contract; creating atoms is the kit's.
            { regex: '^jotai(/|$)', allowTypeImports: true, message: CONTRACT_MESSAGE },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map((name) => ({
          name,
          message: `${name} is the browser's: shared-types holds no browser state; web-kit does (decision 037).`,
        })),
      ],
    },
  },
];
