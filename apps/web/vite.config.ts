import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (apps/server) owns /api, uploaded media and the per-Host theme stylesheet. It
// picks the tenant from the Host header, so the proxy keeps the browser's Host (a tenant can be
// tried in dev at http://<subdomain>.localhost:5173).
const apiServer = { target: 'http://localhost:3000', changeOrigin: false, xfwd: true };

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
