import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's pgbouncer (`apt-get install pgbouncer`), or one on PATH; null when there is none. */
export function findPgBouncer(): string | null {
  const dirs = ['/usr/sbin', '/usr/bin', '/usr/local/bin', ...(process.env.PATH ?? '').split(':')];
  return dirs.map((d) => path.join(d, 'pgbouncer')).find((f) => existsSync(f)) ?? null;
}

export type PgBouncer = { port: number; log: () => string; close: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * A PgBouncer of the test's own in front of `target`, in transaction mode: each transaction of a
 * client runs on whichever of `poolSize` server connections (per database and user) is free, as in
 * production. Every database of the server is reachable through it; `users` may log in (trust).
 */
export async function startPgBouncer(binary: string, target: { host: string; port: number }, opts: { poolSize: number; users: string[] }): Promise<PgBouncer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(userlist, opts.users.map((u) => `"${u}" ""`).join('\n') + '\n');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.host} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      'log_connections = 0',
      'log_disconnections = 0',
      // PgBouncer refuses to run as root; as root (CI) it drops to nobody after reading its files.
      ...(process.getuid?.() === 0 ? ['user = nobody'] : []),
    ].join('\n') + '\n',
  );
  chmodSync(dir, 0o755);
  for (const f of [ini, userlist]) chmodSync(f, 0o644);

  let output = '';
  const child: ChildProcess = spawn(binary, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const close = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (gone) break;
    if (await accepts(port)) return { port, log: () => output, close };
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error(`pgbouncer did not start on port ${port}:\n${output}`);
}
