const { createConfigWithServer } = require('../config/rspack.base.cjs');

// The browser build (./app for Module Federation) and the server bundle of the form's steps (decision 040).
module.exports = createConfigWithServer({
  dir: __dirname,
  federationName: 'mf_admission',
  port: 3003,
  // SERVER_ASSET_BASE of shared-types: the site server writes the live release's folder in its place.
  assetBase: '/__release__/',
});
