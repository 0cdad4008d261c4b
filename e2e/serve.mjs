// Starts the built server for the end-to-end tests on an empty data directory (DATA_DIR).
import { rmSync } from 'node:fs';

if (!process.env.E2E_KEEP_DATA) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../apps/server/dist/server.js');
