const { createConfigWithServer } = require('../config/rspack.base.cjs');

// The browser build (./app for Module Federation) and the server bundle of the entry pages (decision 017).
module.exports = createConfigWithServer({
  dir: __dirname,
  federationName: 'mf_portal',
  port: 3002,
  // SERVER_ASSET_BASE of shared-types: the site server writes the live release's folder in its place.
  assetBase: '/__release__/',
});
