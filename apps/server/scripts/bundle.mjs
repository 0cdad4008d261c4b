// The server's production build, after `tsc -b`: the compiler's output (dist/, one file per module)
// bundled with the packages it uses into dist/bundle/, a few files that `npm start` runs. Node's
// ES module loader spends most of a cold start finding, reading and linking some 900 files one by
// one; a bundle of them starts the server 0.4-0.8 s sooner (docs/architecture.md, "Cold start").
// Code the server loads on first use (seeding, certificates, pictures) becomes chunks of its own,
// loaded as late as before. The tests run the sources; the end-to-end tests and the benchmarks
// run this bundle.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/bundle');

/**
 * Left out of the bundle, loaded from node_modules as before: native addons (sharp, Argon2),
 * packages that read files beside their own modules (PGlite's WebAssembly, which its thread loads
 * by path too; jsdom's; ioredis's own package.json), and packages the server loads on first use
 * anyway, where a bundle saves nothing at start (pdf-lib and fontkit, DOMPurify, the AWS SDK,
 * Stripe's SDK, Nodemailer, zxcvbn-ts's password lists), plus pg's optional native binding. Those
 * loaded with import() must stay out: bundled, a CommonJS package's import() answers its exports
 * under `default`, where Node (and the tests, which run the sources) name them.
 */
const external = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'jsdom',
  'dompurify',
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@aws-sdk/*',
  'stripe',
  'nodemailer',
  '@zxcvbn-ts/language-common',
  'pg-native',
  'ioredis',
];

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'dist/server.js')],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  // Linked to the TypeScript sources through the compiler's own maps (node --enable-source-maps).
  sourcemap: 'linked',
  // CommonJS packages in the bundle call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  // Without comments and indentation. Comments kept a few non-ASCII characters (a §, a dash), which
  // made V8 hold a whole file's source as two bytes a character: the app's chunk alone took 9.4 MB
  // of the heap for as long as the server ran (an idle server: 156 MB resident before, 144 after).
  // Names stay as written, so stack traces name their functions; packages' licence comments go to a
  // .LEGAL.txt beside each file.
  minifyWhitespace: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
