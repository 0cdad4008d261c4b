#!/usr/bin/env node
// `npm run bench`: builds, then measures every target beside its reference in the same run and
// writes bench/results/latest.md and a dated copy (a run of some targets, --only, writes
// partial.md instead). The load generator (autocannon) runs in child processes on the same
// machine as the servers: it takes CPU from them, and from the references alike.
//
//   node bench/run.mjs [--quick] [--only 1,2,...]
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } } });
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
const started = Date.now();
const log = (msg) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);
const ctx = { root, resultsDir, log, quick: values.quick, want: (id) => !only || only.has(String(id)) };
const load0 = os.loadavg()[0];

// Each module with the targets it measures; --only runs the modules that have one of those asked for.
const modules = [
  ['./api.mjs', ['1', '2', '3', '4', '5', '6', '7']],
  ['./web.mjs', ['8', '9']],
]
  .filter(([m, ids]) => existsSync(path.join(import.meta.dirname, m)) && ids.some((id) => ctx.want(id)))
  .map(([m]) => m);
const rows = [];
for (const m of modules) {
  log(`running ${m}`);
  const mod = await import(pathToFileURL(path.join(import.meta.dirname, m)).href);
  try {
    rows.push(...(await mod.run(ctx)));
  } catch (err) {
    console.error(err);
    rows.push({ id: '–', target: `${m} failed`, measured: String(err.message).split('\n')[0], reference: '–', pass: false });
  }
}
rows.sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }));

const cell = (s) => String(s ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const verdict = (p) => (p === true ? 'pass' : p === false ? '**fail**' : 'n/a');
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
})();
const date = new Date().toISOString().slice(0, 10);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  `# Benchmark results${values.quick ? ' (quick smoke run, small scale: not the targets\' figures)' : ''}`,
  '',
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${Math.round((Date.now() - started) / 1000)} s.`,
  `Machine: ${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version};`,
  `load average ${load0.toFixed(2)} at the start and ${os.loadavg()[0].toFixed(2)} at the end.`,
  'The servers, PostgreSQL and the load generator (autocannon, no pipelining, in child processes) share this one machine;',
  'each reference is measured in the same run, interleaved with its subject (3 rounds, medians), so both suffer the same contention.',
  process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}` : '',
  '',
  '| # | Target | Measured | Reference | Result |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${cell(r.id)} | ${cell(r.target)} | ${cell(r.measured)} | ${cell(r.reference)} | ${verdict(r.pass)}${r.note ? ` – ${cell(r.note)}` : ''} |`),
  '',
];
const md = lines.join('\n');
// A quick run is a smoke test of the suite, and a run of some targets (--only) a part of one:
// neither replaces the full run's results.
if (values.quick) writeFileSync(path.join(resultsDir, 'quick.md'), md);
else if (only) writeFileSync(path.join(resultsDir, 'partial.md'), md);
else {
  writeFileSync(path.join(resultsDir, 'latest.md'), md);
  writeFileSync(path.join(resultsDir, `${date}.md`), md);
}
console.log(md);
