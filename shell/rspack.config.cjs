const { createConfig } = require('../config/rspack.base.cjs');

module.exports = createConfig({
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
