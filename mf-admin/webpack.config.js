const { createConfig, PORTS } = require('../webpack.mf.cjs');

module.exports = createConfig({
  name: 'mf_admin',
  dir: __dirname,
  port: PORTS['mf-admin'],
  exposes: { './Module': './src/module.tsx' },
});
