const { createConfig, PORTS } = require('../webpack.mf.cjs');

module.exports = createConfig({
  name: 'mf_dashboard',
  dir: __dirname,
  port: PORTS['mf-dashboard'],
  exposes: { './Module': './src/module.tsx' },
});
