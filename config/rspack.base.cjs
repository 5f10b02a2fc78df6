// Builds the Rspack config of the shell (host) or of one remote; every module federates the same singletons.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

// Module Federation sharing rules (decision 010): one copy of each library on a page.
// - Singletons: React, single-spa, jotai, styled-components and @college/web-kit (two entries; its router,
//   @college/web-kit/routing, is bundled by each module and keeps only what it uses: decision 036).
// - Shared (one copy, loaded when a module first uses it): formik, yup. (The API client needs no library: fetch.)
// - The shell provides every one of them; a remote's production build carries no fallback copy (import: false),
//   so a library is downloaded once, from the shell's release. In development a remote keeps its fallbacks and
//   still runs alone on its dev server.
const SINGLETONS = [
  'react',
  'react-dom',
  'single-spa',
  'jotai',
  'styled-components',
  '@college/web-kit',
  '@college/web-kit/ui',
];
const SHARED = ['formik', 'yup'];
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react/jsx-dev-runtime': 'react', 'react-dom/client': 'react-dom' };

/** The version range of a library as the packages that use it ask for it. */
function versionOf(name) {
  if (name.startsWith('@college/web-kit')) return `^${require('../web-kit/package.json').version}`;
  for (const pkg of [
    '../package.json',
    '../web-kit/package.json',
    '../mf-portal/package.json',
    '../shared-types/package.json',
  ]) {
    const deps = require(pkg).dependencies || {};
    if (deps[name]) return deps[name];
  }
  throw new Error(`No version of ${name} in the package files`);
}

/** @param {{ host?: boolean, prod?: boolean }} [opts] */
function sharedConfig(opts = {}) {
  const withoutFallback = !opts.host && opts.prod;
  const shared = {};
  const add = (name, owner = name) => {
    shared[name] = {
      singleton: true,
      // The shell takes the libraries it provides itself: no version to check, and no semver ranges parsed at
      // start-up on every page. Each remote still states the range it needs, checked when it loads.
      requiredVersion: opts.host ? false : versionOf(owner),
      ...(withoutFallback ? { import: false } : {}),
    };
  };
  for (const name of [...SINGLETONS, ...SHARED]) add(name);
  for (const [sub, owner] of Object.entries(SUBPATHS)) add(sub, owner);
  return shared;
}

/** The names of the shell's two start-up chunks (`hostChunks`), which also carry the compile hint. */
const STARTUP_CHUNK = 'startup';
const REACT_DOM_CHUNK = 'react-dom';

/**
 * The shell's chunks: what every page needs to start (React, jotai, single-spa, the kit's core, the contract, the
 * shell's own start-up) is one file instead of ten small ones. Each file is one more script element added and one
 * more task on a slow phone's main thread while the page is already on screen (decision 017). React DOM is a file of
 * its own (`react-dom.[hash].js`), fetched beside it; what only some pages use (the chrome, the kit's UI,
 * styled-components, formik, yup) stays in chunks loaded when first used.
 */
function hostChunks() {
  const startup = [
    /[\\/]node_modules[\\/](react|jotai|single-spa|single-spa-react)[\\/]/,
    // The federation runtime's loader the start-up calls (its core is in the entry): a chunk of its own would be one
    // more round trip before any remote is asked for.
    /[\\/]node_modules[\\/]@module-federation[\\/]/,
    // (not the API client's transport: it is loaded with a page's first call)
    /[\\/]web-kit[\\/]src[\\/](?!ui[\\/]|api[\\/]transport)/,
    /[\\/]web-kit[\\/]src[\\/]ui[\\/]responsive-image/,
    /[\\/]shared-types[\\/]src[\\/]/,
    /[\\/]shell[\\/]src[\\/](bootstrap|provided-libraries|features[\\/](startup|remotes))/,
    /[\\/]shell[\\/]src[\\/]features[\\/]chrome[\\/](lazy-chrome|use-pathname|server-context)/,
  ];
  return {
    chunks: 'async',
    cacheGroups: {
      // React DOM (and its scheduler) in one file of its own, beside the start-up file: the largest library every
      // page needs, fetched in parallel with the rest.
      reactDom: {
        name: REACT_DOM_CHUNK,
        chunks: 'async',
        enforce: true,
        priority: 30,
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
      },
      startup: {
        name: STARTUP_CHUNK,
        chunks: 'async',
        enforce: true,
        priority: 20,
        test: (module) => startup.some((re) => re.test(module.resource || '')),
      },
      // The libraries the shell provides to the signed-in pages, each in a file named by what it is, so that the
      // site server can ask for them with the page (deploy/src/index-page.ts) instead of after the remote's code
      // has run. The same files as before, only named.
      ...Object.fromEntries(
        Object.entries(NAMED_LIBRARY_CHUNKS).map(([name, test]) => [
          name,
          { name, chunks: 'async', enforce: true, priority: 10, test: (m) => test.test(m.resource || '') },
        ]),
      ),
    },
  };
}

/**
 * The shell's chunks of the libraries it provides that the console and the student's pages load first: the API
 * client's transport, the kit's UI and styled-components (with stylis, its CSS parser); the form's formik and yup.
 */
const NAMED_LIBRARY_CHUNKS = {
  transport: /[\\/]web-kit[\\/]src[\\/]api[\\/]transport/,
  'kit-ui': /[\\/]web-kit[\\/]src[\\/]ui[\\/](?!language-switch|responsive-image)/,
  'styled-components': /[\\/]node_modules[\\/](styled-components|stylis)[\\/]/,
  // The admission form's: formik with what it brings, and yup.
  formik:
    /[\\/]node_modules[\\/](formik|deepmerge|lodash-es|hoist-non-react-statics|react-fast-compare|react-is|tiny-warning)[\\/]/,
  yup: /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/,
};

/**
 * `chunk-groups.json` in a remote's build: the JavaScript files of each named chunk group (a screen's code with the
 * chunks it shares with others), so that the site server can ask for a page's code with the page itself.
 */
class ChunkGroupsFile {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsFile', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((f) => f.endsWith('.js'));
          }
          compilation.emitAsset('chunk-groups.json', new rspack.sources.RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}

/** Chrome's explicit compile hint: every function of the file is compiled eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The shell's files that every page runs as it starts: the entry (with the federation runtime), start-up, React DOM. */
const HOST_START_FILES = new RegExp(`^(main|${STARTUP_CHUNK}|${REACT_DOM_CHUNK})\\.[0-9a-f]+\\.js$`);
/** A remote's files that run when its page first mounts: its entry and its exposed app. */
const REMOTE_START_FILES = /^(remoteEntry|__federation_expose_app\.[0-9a-f]+)\.js$/;

/** The page of a remote running alone on its dev server: one root element, the site's type and colours. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { margin: 0; font-family: var(--font-body); color: var(--color-text); background: var(--color-background); }
      .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
        clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    </style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {{ dir: string, federationName: string, port: number, host?: boolean, title?: string, copy?: Array<{ from: string, to: string }> }} opts
 */
function createConfig(opts) {
  const pkg = require(path.join(opts.dir, 'package.json'));
  return (_env, argv) => {
    const prod = argv.mode === 'production';
    // A release may carry its own label (e.g. "1.0.1"); the default is the package version.
    const moduleVersion = process.env.MODULE_VERSION || pkg.version;
    const outDir = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(opts.dir, 'dist');
    return {
      name: opts.federationName,
      mode: prod ? 'production' : 'development',
      context: opts.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes resolve their chunks from wherever their manifest was loaded: a release folder can move.
        // In development each remote is served from its own dev server, also as a standalone page on deep paths.
        publicPath: opts.host ? '/' : prod ? 'auto' : `http://localhost:${opts.port}/`,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: opts.federationName,
        // A module with a server bundle builds it into dist/server after this build (see serverConfig).
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: { '@college/shared-types$': path.resolve(__dirname, '../shared-types/src/index.ts') },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
              },
              env: { targets: 'chrome >= 87, firefox >= 78, safari >= 14, edge >= 88' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|pdf|woff2?)$/, type: 'asset/resource' },
        ],
      },
      experiments: { css: true },
      plugins: [
        new ModuleFederationPlugin({
          name: opts.federationName,
          ...(opts.host
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes: { './app': './src/app/lifecycles.tsx' } }),
          shared: sharedConfig({ host: opts.host, prod }),
          shareStrategy: 'loaded-first',
          manifest: opts.host ? false : true,
          dts: false,
          // Production: the shell carries the federation runtime once and the remotes use it rather than bundling
          // their own copy (a third of the home page's JavaScript otherwise). In development each remote can still
          // run alone with its own runtime.
          ...(prod
            ? {
                experiments: {
                  ...(opts.host ? { provideExternalRuntime: true } : { externalRuntime: true }),
                  // Browser-only builds: leave out the runtime's code for Node.
                  optimization: { target: 'web' },
                },
              }
            : {}),
        }),
        new rspack.DefinePlugin({
          __MODULE_VERSION__: JSON.stringify(moduleVersion),
          __MODULE_NAME__: JSON.stringify(pkg.name.replace('@college/', '')),
        }),
        // The files every page runs as it starts ask the browser to compile all their functions at once, on a
        // background thread while the file downloads, instead of one by one on the main thread as each is first
        // called (Chrome's explicit compile hints; other browsers read a comment). Decision 017.
        ...(prod
          ? [
              new rspack.BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                // After minification, which would remove the comment.
                stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
                test: opts.host ? HOST_START_FILES : REMOTE_START_FILES,
              }),
            ]
          : []),
        // Files sent as they are (the shell's early calls of a signed-in student's page, decision 017).
        ...(opts.copy ? [new rspack.CopyRspackPlugin({ patterns: opts.copy })] : []),
        ...(prod && !opts.host ? [new ChunkGroupsFile()] : []),
        new rspack.HtmlRspackPlugin({
          // The shell has its page; every remote runs alone in development on the one standalone page.
          ...(opts.host
            ? { template: path.join(opts.dir, 'src/index.html') }
            : { templateContent: standalonePage(`${pkg.name.replace('@college/', '')} (standalone)`) }),
          title: opts.title || pkg.name,
          minify: prod,
        }),
      ],
      optimization: {
        minimize: prod,
        splitChunks: prod ? (opts.host ? hostChunks() : { chunks: 'async' }) : false,
      },
      performance: { hints: false },
      devServer: {
        port: opts.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          { context: ['/api', '/uploads', '/assets-api'], target: process.env.API_URL || 'http://localhost:8080' },
        ],
        ...(opts.devServer || {}),
      },
    };
  };
}

/**
 * The server bundle of a module (decision 017): `src/server.tsx` built for Node into dist/server/server.js, one
 * CommonJS file with everything in it (React, the kit, the module's pages), released beside the browser build.
 * CSS modules give the same class names as the browser build and no CSS; assets are not emitted again (the browser
 * build has the same files) and their addresses start with `assetBase`, which the site server replaces by the
 * release's folder.
 * @param {{ dir: string, federationName: string, assetBase: string }} opts
 */
function serverConfig(opts) {
  const pkg = require(path.join(opts.dir, 'package.json'));
  return () => {
    const moduleVersion = process.env.MODULE_VERSION || pkg.version;
    const outDir = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(opts.dir, 'dist');
    return {
      name: `${opts.federationName}-server`,
      // After the browser build, which cleans dist/ first.
      dependencies: [opts.federationName],
      mode: 'production',
      target: 'node20',
      context: opts.dir,
      entry: { server: './src/server.tsx' },
      devtool: false,
      output: {
        path: path.join(outDir, 'server'),
        publicPath: opts.assetBase,
        filename: 'server.js',
        library: { type: 'commonjs2' },
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: opts.federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: { '@college/shared-types$': path.resolve(__dirname, '../shared-types/src/index.ts') },
      },
      module: {
        generator: { 'css/auto': { exportsOnly: true }, 'asset/resource': { emit: false } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false } },
              },
              env: { targets: 'node 20' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|svg|webp|pdf|woff2?)$/, type: 'asset/resource' },
        ],
      },
      experiments: { css: true },
      plugins: [
        new rspack.DefinePlugin({
          __MODULE_VERSION__: JSON.stringify(moduleVersion),
          __MODULE_NAME__: JSON.stringify(pkg.name.replace('@college/', '')),
        }),
        // One file: the site server requires it from the release folder, with nothing to resolve beside it.
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

/**
 * The configs of a module with a server bundle: production builds the browser build and the server bundle in one
 * run; development (the dev servers) the browser build alone.
 */
function createConfigWithServer(opts) {
  const web = createConfig(opts);
  const server = serverConfig(opts);
  return (env, argv) => (argv.mode === 'production' ? [web(env, argv), server(env, argv)] : web(env, argv));
}

module.exports = { createConfig, createConfigWithServer, serverConfig, sharedConfig, SINGLETONS, SHARED };
