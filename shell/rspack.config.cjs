const { createConfigWithServer } = require('../config/rspack.base.cjs');

// The browser build and the server bundle of the chrome (decision 017); the shell's files are served from the root.
module.exports = createConfigWithServer({
  assetBase: '/',
  dir: __dirname,
  federationName: 'shell',
  host: true,
  port: 3000,
  title: 'राजकीय महाविद्यालय | Government Degree College',
  devServer: {
    // In development the remotes come from their own dev servers (see scripts/dev.mjs).
    static: [{ directory: require('node:path').join(__dirname, 'dev-public'), publicPath: '/' }],
  },
});
