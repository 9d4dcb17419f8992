const { createConfig, PORTS } = require('../webpack.mf.cjs');

module.exports = createConfig({
  name: 'mf_candidates',
  dir: __dirname,
  port: PORTS['mf-candidates'],
  exposes: { './Module': './src/module.tsx' },
});
