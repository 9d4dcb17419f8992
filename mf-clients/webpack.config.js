const { createConfig, PORTS } = require('../webpack.mf.cjs');

module.exports = createConfig({
  name: 'mf_clients',
  dir: __dirname,
  port: PORTS['mf-clients'],
  exposes: { './Module': './src/module.tsx' },
});
