// The one webpack + Module Federation factory behind the shell's and every remote's
// webpack.config.js. See /work/shared/guides/module-federation.md for the why.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const webpack = require('webpack');

// @module-federation/enhanced 2.9.2 deep-imports webpack/lib/* paths that webpack 5.112
// moved (webpack reorganised lib/ in 5.107 and kept shims only for some old paths), so
// loading the plugin fails with "Cannot find module 'webpack/lib/util/extractUrlAndGlobal'".
// Send exactly those requests to the new files, and only when the old path is missing, so
// an upgrade that restores them (or an enhanced that stops deep-importing) needs no change.
// Same files as webpack's own: class identity (ModuleDependency, ...) is preserved.
const MOVED_WEBPACK_INTERNALS = {
  'webpack/lib/HotUpdateChunk': 'webpack/lib/graph/HotUpdateChunk',
  'webpack/lib/ModuleFactory': 'webpack/lib/module/ModuleFactory',
  'webpack/lib/dependencies/EntryDependency': 'webpack/lib/entry/EntryDependency',
  'webpack/lib/dependencies/ModuleDependency': 'webpack/lib/dependencies/core/ModuleDependency',
  'webpack/lib/dependencies/StaticExportsDependency':
    'webpack/lib/dependencies/core/StaticExportsDependency',
  'webpack/lib/util/extractUrlAndGlobal': 'webpack/lib/externals/extractUrlAndGlobal',
  'webpack/lib/util/fs': 'webpack/lib/fs/fs',
  'webpack/lib/util/semver': 'webpack/lib/sharing/semver',
};
if (!Module._resolveFilename.__federationCompat) {
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function resolveMovedWebpackInternals(request, ...rest) {
    try {
      return resolveFilename.call(this, request, ...rest);
    } catch (error) {
      const moved = MOVED_WEBPACK_INTERNALS[request];
      if (!moved || error.code !== 'MODULE_NOT_FOUND') throw error;
      return resolveFilename.call(this, moved, ...rest);
    }
  };
  Module._resolveFilename.__federationCompat = true;
}

const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// Ports of each package when served alone (dev server, or its static build through
// scripts/serve-remote.mjs), from web-packages.json, the one list of the shell and its remotes.
// The shell's dev server takes PORT (default 8080) instead.
const webPackages = require('./web-packages.json');
const PORTS = Object.fromEntries(
  [['shell', webPackages.shell], ...Object.entries(webPackages.remotes)].map(([name, p]) => [name, p.port]),
);

// Singletons in the shell and in every remote (DESIGN §2). The trailing-slash keys share
// subpath imports (react/jsx-runtime, react-dom/client) instead of bundling them twice.
// Chakra UI and React Router are not shared by themselves: they reach the shell and the
// modules only through shared-ui (and shared-auth), whose one copy carries the parts the
// suite uses (shared-ui/src/chakra.ts, router.ts; lint enforces it).
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  'swr',
  'shared-auth',
  'shared-ui',
];

// Libraries whose objects or React context cross the boundary between shared-ui and a
// module: a module's <Formik> must be the one shared-ui's fields read (useFormikContext),
// its yup schemas, moment values and draft-js EditorState the ones shared-ui checks. Two
// copies mean "Cannot read properties of undefined (reading 'getFieldProps')". Shared as
// singletons too; a package that does not declare them gets shared-ui's version range.
const WITH_SHARED_UI = ['formik', 'yup', 'moment', 'draft-js'];

// react-router is released in lockstep with react-router-dom, which is what packages declare.
const VERSION_SOURCE = { 'react-router': 'react-router-dom' };

const sharedUiPkg = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'shared-ui', 'package.json'), 'utf8'),
);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * @param {boolean} fromHost the remote's suite build: every shared module comes from the shell, which has loaded
 *   it before any remote (shared: { import: false }), so the remote carries no copy of its own to fall back on.
 */
function sharedConfig(pkg, fromHost) {
  const own = fromHost ? { import: false } : {};
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const sharedUiDeps = { ...sharedUiPkg.peerDependencies, ...sharedUiPkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.replace(/\/$/, '');
    const requiredVersion = deps[name] ?? deps[VERSION_SOURCE[name]];
    if (!requiredVersion) {
      throw new Error(`${pkg.name}: package.json declares no version for shared "${name}"`);
    }
    shared[key] = { singleton: true, requiredVersion, ...own };
  }
  for (const name of WITH_SHARED_UI) {
    const requiredVersion = deps[name] ?? sharedUiDeps[name];
    if (requiredVersion) shared[name] = { singleton: true, requiredVersion, ...own };
  }
  return shared;
}

function hashedUnlessRuntime(pathData) {
  return pathData.chunk &&
    typeof pathData.chunk.hasRuntime === 'function' &&
    pathData.chunk.hasRuntime()
    ? '[name].js'
    : '[name].[contenthash:8].js';
}

function htmlPage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string, string>, title?: string }} options
 *   name: the federation name ('shell' or 'mf_candidates'); dir: the package directory.
 */
function createConfig({ name, dir, port, exposes, title }) {
  const isShell = name === 'shell';
  const pkg = readJson(path.join(dir, 'package.json'));
  const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

  return (env, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build is made for the suite: its container only (remoteEntry.js and the chunks of what it
    // exposes), taking React, Chakra, shared-ui and the other shared libraries from the shell. The shell and the
    // remotes would otherwise each compile a copy of those libraries (about 1,100 of a module's 1,200 files) that the
    // suite never loads, since the shell's singletons always come first. `--env standalone` (npm run
    // build:standalone) builds a remote with its own copies and its standalone page, to be served alone; so does
    // development mode.
    const suiteRemote = production && !isShell && !env?.standalone;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // The standalone page's entry; a suite remote has only its container's entry.
      entry: suiteRemote ? {} : './src/index.ts',
      output: {
        // The standalone build has its own folder: the suite keeps serving dist/ meanwhile.
        path: path.join(dir, production && !isShell && !suiteRemote ? 'dist-standalone' : 'dist'),
        publicPath: isShell ? '/' : 'auto',
        // Chunks that carry a runtime (entries, like remoteEntry.js, and web workers) are
        // unhashed: enhanced's federation runtime module resolves such a chunk's own file
        // name before hashing, which webpack 5.112 refuses for [contenthash]. They are small;
        // the shell's page cache-busts its entry (html hash) and the server sends them no-cache.
        filename: '[name].js',
        chunkFilename: production ? hashedUnlessRuntime : '[name].js',
        assetModuleFilename: production
          ? 'assets/[name].[contenthash:8][ext]'
          : 'assets/[name][ext]',
        clean: true,
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        !suiteRemote &&
          new HtmlWebpackPlugin({
            templateContent: htmlPage(
              title ?? (isShell ? 'Recruitment' : `${pkg.name} (standalone)`),
            ),
            // The standalone page of a remote is always served at the root of its own server.
            publicPath: '/',
            hash: production,
            // Only the app's entry: the container entry (remoteEntry.js) is for hosts.
            chunks: ['main'],
          }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          manifest: !isShell,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedConfig(pkg, suiteRemote),
          experiments: { optimization: { target: 'web' } },
        }),
      ].filter(Boolean),
      // Production builds keep their modules in a cache per package and mode, which the
      // next build reuses for every module whose source did not change; any change to
      // this file, the package's webpack.config.js or the lock starts the cache afresh.
      cache: {
        type: 'filesystem',
        name: production ? (suiteRemote ? 'production' : 'standalone') : 'development',
        cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [__filename, path.join(dir, 'webpack.config.js')],
          lock: [path.join(__dirname, 'package-lock.json')],
        },
      },
      optimization: {
        // swc's minifier, in the plugin webpack itself uses: about 3 times faster than
        // terser, its default, for output of the same size.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
        splitChunks: {
          cacheGroups: {
            // @emotion/react is shared, but Chakra also imports emotion's serializer and utils
            // directly, and formik uses hoist-non-react-statics and react-is as emotion does.
            // One chunk for emotion and those, instead of copies in @emotion/react's chunk,
            // in Chakra's and in formik's.
            emotion: {
              test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/,
              name: 'emotion',
              chunks: 'async',
              priority: 20,
            },
          },
        },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        host: 'localhost',
        port,
        static: false,
        historyApiFallback: true,
        // Hot updates do not cross federation containers: a remote's update would land in the
        // shell's page without its HMR runtime ("webpackHotUpdatemf_x is not a function").
        // A remote's dev server reloads the page instead; the shell keeps HMR.
        hot: isShell,
        liveReload: true,
        headers: isShell
          ? {}
          : {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
              'Access-Control-Allow-Headers': '*',
            },
        proxy: [{ context: isShell ? ['/api', '/remotes.json'] : ['/api'], target: apiTarget }],
        // Runtime errors are the shell's to show (a remote's failure has its own panel; React
        // re-throws errors caught by a boundary in development, which the overlay would cover).
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
    };
  };
}

module.exports = { createConfig, PORTS, SINGLETONS, WITH_SHARED_UI };
