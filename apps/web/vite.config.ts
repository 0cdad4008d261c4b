import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (apps/server) owns /api, uploaded media and the per-Host theme stylesheet. It
// picks the tenant from the Host header, so the proxy keeps the browser's Host (a tenant can be
// tried in dev at http://<subdomain>.localhost:5173).
const apiServer = { target: 'http://localhost:3000', changeOrigin: false, xfwd: true };

const ADMIN_AREAS = ['admin-panel', 'admin-school', 'admin-organization'].map((a) => `src/app/areas/${a}.area.tsx`);

/**
 * The build's files that only the admin consoles reach (read from Vite's manifest of the module
 * graph): what every other page reaches, statically or lazily, is precached; these are not.
 */
async function adminOnlyFiles(): Promise<Set<string>> {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(await readFile(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, Chunk>;
  const reach = (roots: string[], stop: Set<string>) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || stop.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(next);
    };
    roots.forEach(walk);
    return seen;
  };
  const files = (keys: Set<string>) =>
    new Set([...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? []), ...(manifest[k]!.assets ?? [])]));
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const forEveryone = files(reach(entries, new Set(ADMIN_AREAS)));
  const forAdmins = files(reach(ADMIN_AREAS, new Set()));
  return new Set([...forAdmins].filter((f) => !forEveryone.has(f)));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible build file over 1 KB, at the
 * strongest settings, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|svg|html|json|txt|webmanifest)$/;
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'commonshelf:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile() && compressible.test(e.name)).map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          await writeFile(`${file}.br`, await br(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
          await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    tailwindcss(),
    // The service worker (src/service-worker/sw.ts) with the build's files listed for precaching.
    // The web app manifest is the server's, per site (modules/sharing), so none is generated here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,mjs,css,woff2,svg}'],
        globIgnores: ['sw.js', '.vite/**'],
        // The admin consoles' own chunks are cached on first use instead: visitors never need them.
        manifestTransforms: [
          async (entries) => {
            const adminOnly = await adminOnlyFiles();
            return { manifest: entries.filter((e) => !adminOnly.has(e.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  resolve: {
    // Workspace packages expose their TypeScript sources under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/theme.css': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The module graph, read by the service worker's precache list (adminOnlyFiles).
    manifest: true,
    rolldownOptions: {
      output: {
        // Each language's namespaces are chunks of their own, named for both (es-books-<hash>.js).
        chunkFileNames: (chunk) => {
          const text = /\/i18n\/(\w+)\/([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return text ? `assets/${text[1]}-${text[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
