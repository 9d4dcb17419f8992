// Builds the API into dist/: each source file transpiled on its own by esbuild (CommonJS, as the
// sources' NodeNext settings make tsc emit), with source maps. Types are checked by `npm test`
// (tsc --noEmit), not here: the build takes about 2 s instead of tsc's minute.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const entryPoints = fs
  .readdirSync(src, { recursive: true })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts') && !f.split(path.sep).includes('__tests__'))
  .map((f) => path.join(src, f));

fs.rmSync(dist, { recursive: true, force: true });
await build({ entryPoints, outdir: dist, outbase: src, platform: 'node', format: 'cjs', target: 'node20', sourcemap: true, logLevel: 'warning' });
// Data files the sources import (the demo seed's reference material) stand beside their compiled importers.
for (const f of fs.readdirSync(src, { recursive: true }).filter((f) => f.endsWith('.json'))) {
  fs.mkdirSync(path.dirname(path.join(dist, f)), { recursive: true });
  fs.copyFileSync(path.join(src, f), path.join(dist, f));
}

// The contract package (../contract, TypeScript sources) goes with the build, transpiled the same way, where Node
// finds it first from dist/: dist/node_modules/contract. Development and the tests read its sources through tsx.
const contract = path.resolve(root, '..', 'contract');
const contractOut = path.join(dist, 'node_modules', 'contract');
const contractEntries = fs
  .readdirSync(path.join(contract, 'src'), { recursive: true })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
await build({
  entryPoints: contractEntries.map((f) => path.join(contract, 'src', f)),
  outdir: path.join(contractOut, 'src'),
  outbase: path.join(contract, 'src'),
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
const contractPkg = JSON.parse(fs.readFileSync(path.join(contract, 'package.json'), 'utf8'));
fs.writeFileSync(
  path.join(contractOut, 'package.json'),
  JSON.stringify({ name: contractPkg.name, version: contractPkg.version, private: true, exports: { '.': './src/index.js', './*': './src/*.js' } }, null, 2),
);
