import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (apps/server) owns /api, uploaded media and the per-Host theme stylesheet.
const apiServer = 'http://localhost:3000';

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
