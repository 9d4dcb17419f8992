const { createConfig, PORTS } = require('../webpack.mf.cjs');

module.exports = createConfig({
  name: 'mf_datatables',
  dir: __dirname,
  port: PORTS['mf-datatables'],
  exposes: { './Module': './src/module.tsx' },
});
