const { createConfig, PORTS } = require('../webpack.mf.cjs');

module.exports = createConfig({
  name: 'mf_joborders',
  dir: __dirname,
  port: PORTS['mf-joborders'],
  exposes: { './Module': './src/module.tsx' },
});
