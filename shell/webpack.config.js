const { createConfig } = require('../webpack.mf.cjs');

// The dev server listens on PORT (default 8080); a static build served alone uses 3000.
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.PORT) || 8080,
});
