// Loaded into a server process with `--import` (after tsx): when the process exits, writes the
// modules it has loaded to the file LOADED_MODULES_FILE names (server.test.ts reads it). Modules
// imported as ES modules are told by a resolve hook; those required as CommonJS are in the
// require cache (a package's own entry, imported from ESM, is only in the first).
import { writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

const HOOKS = `data:text/javascript,${encodeURIComponent(`
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`)}`;

const file = process.env.LOADED_MODULES_FILE;
if (file) {
  const imported = new Set<string>();
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url: string) => imported.add(url.startsWith('file:') ? fileURLToPath(url) : url));
  port1.unref();
  register(HOOKS, { data: { port: port2 }, transferList: [port2] });
  const { cache } = createRequire(import.meta.url);
  process.on('exit', () => writeFileSync(file, JSON.stringify([...imported, ...Object.keys(cache)])));
}
