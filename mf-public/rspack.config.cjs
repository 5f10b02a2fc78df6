const { createConfigWithServer } = require('../config/rspack.base.cjs');

// The browser build (./app for Module Federation) and the server bundle of the public pages (decision 017).
module.exports = createConfigWithServer({
  dir: __dirname,
  federationName: 'mf_public',
  port: 3001,
  // SERVER_ASSET_BASE of shared-types: the site server writes the live release's folder in its place.
  assetBase: '/__release__/',
});
