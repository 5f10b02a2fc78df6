const { createConfig } = require('../config/rspack.base.cjs');

module.exports = createConfig({ dir: __dirname, federationName: 'mf_admin', port: 3005 });
