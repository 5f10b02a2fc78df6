const { createConfigWithServer } = require('../config/rspack.base.cjs');

// The browser build and the server bundle of the chrome (decision 017); the shell's files are served from the root.
module.exports = createConfigWithServer({
  assetBase: '/',
  dir: __dirname,
  federationName: 'shell',
  host: true,
  port: 3000,
  title: 'राजकीय महाविद्यालय | Government Degree College',
  // A signed-in student's or staff member's first calls, started by the page (deploy's index-page.ts adds each to
  // its own pages only).
  copy: [{ from: 'src/early/early-calls.js', to: 'early-calls.[contenthash:8].js' }],
  devServer: {
    // In development the remotes come from their own dev servers (see scripts/dev.mjs).
    static: [{ directory: require('node:path').join(__dirname, 'dev-public'), publicPath: '/' }],
  },
});
