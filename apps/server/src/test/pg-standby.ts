import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The directory of PostgreSQL's server programs (`pg_config --bindir`, else Debian's newest); null without initdb. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(debian, v, 'bin'));
  }
  return candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_basebackup'))) ?? null;
}

export type PrimaryAndStandby = {
  /** A connection URL to the primary or the standby, as `user` (default postgres), to `database`. */
  url(server: 'primary' | 'standby', database: string, user?: string): string;
  /** Copies the primary onto the standby (pg_basebackup -R) and starts it streaming. */
  startStandby(): Promise<void>;
  stopStandby(): void;
  /** Starts the stopped standby again; it catches up from the primary. */
  restartStandby(): Promise<void>;
  /** The servers' logs, for a failing test's message. */
  logs(): string;
  /** Stops both servers and removes their directories; safe to call twice. */
  close(): void;
};

const asRoot = process.getuid?.() === 0;

/** Whether something accepts connections on a loopback port. */
async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * A PostgreSQL primary and a hot standby streaming from it, each a cluster of its own in a temporary
 * directory on the given ports (trust authentication on 127.0.0.1 only). PostgreSQL refuses to run
 * as root: as root the programs run as the `postgres` user through runuser, in a directory it owns.
 * `close` (also run at process exit) stops both and removes the directory, whatever happened.
 */
export async function startPrimary(bin: string, ports: { primary: number; standby: number }): Promise<PrimaryAndStandby> {
  for (const port of [ports.primary, ports.standby]) {
    if (await accepts(port)) throw new Error(`port ${port} is in use: a server left from an earlier run? (stop it, then run the test again)`);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'cs-replica-'));
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()) : null;
  if (owner !== null) {
    const group = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, owner, group);
  }
  chmodSync(root, 0o700);
  const dir = { primary: path.join(root, 'primary'), standby: path.join(root, 'standby') };
  const log = { primary: path.join(root, 'primary.log'), standby: path.join(root, 'standby.log') };

  const run = (program: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    const res = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
    if (res.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${res.status ?? res.signal}):\n${res.stdout}${res.stderr}`);
    return res.stdout;
  };
  // Written by the postgres user when running as root: appended through the same runuser.
  const appendConf = (clusterDir: string, lines: string[]) => {
    const file = path.join(clusterDir, 'postgresql.conf');
    if (asRoot) {
      const res = spawnSync('runuser', ['-u', 'postgres', '--', 'tee', '-a', file], { input: lines.join('\n') + '\n', encoding: 'utf8' });
      if (res.status !== 0) throw new Error(`could not write ${file}: ${res.stderr}`);
    } else {
      appendFileSync(file, lines.join('\n') + '\n');
    }
  };
  const pgCtl = (server: 'primary' | 'standby', action: 'start' | 'stop') =>
    action === 'start'
      ? run('pg_ctl', ['-D', dir[server], '-l', log[server], '-w', '-t', '60', 'start'])
      : run('pg_ctl', ['-D', dir[server], '-m', 'immediate', '-w', 'stop']);
  const running = { primary: false, standby: false };

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    process.off('exit', close);
    for (const server of ['standby', 'primary'] as const) {
      if (!running[server]) continue;
      try {
        pgCtl(server, 'stop');
      } catch {
        // already gone
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', close);

  const serverConf = (port: number) => [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${root}'`,
    // A throwaway cluster: no durability needed, and it starts and checkpoints faster without it.
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'max_connections = 60',
    'shared_buffers = 32MB',
    'hot_standby = on',
  ];

  try {
    run('initdb', ['-D', dir.primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    appendConf(dir.primary, [...serverConf(ports.primary), 'wal_level = replica', 'max_wal_senders = 4']);
    pgCtl('primary', 'start');
    running.primary = true;
  } catch (err) {
    close();
    throw err;
  }

  const url = (server: 'primary' | 'standby', database: string, user = 'postgres') => `postgres://${user}@127.0.0.1:${ports[server]}/${database}`;
  const startStandby = async () => {
    // -R writes standby.signal and primary_conninfo: the copy starts as a standby streaming from the primary.
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-D', dir.standby, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    appendConf(dir.standby, serverConf(ports.standby));
    pgCtl('standby', 'start');
    running.standby = true;
  };
  return {
    url,
    startStandby,
    stopStandby() {
      pgCtl('standby', 'stop');
      running.standby = false;
    },
    async restartStandby() {
      pgCtl('standby', 'start');
      running.standby = true;
    },
    logs: () =>
      (['primary', 'standby'] as const)
        .filter((s) => existsSync(log[s]))
        .map((s) => `--- ${s} ---\n${readFileSync(log[s], 'utf8').split('\n').slice(-30).join('\n')}`)
        .join('\n'),
    close,
  };
}
