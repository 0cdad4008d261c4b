#!/usr/bin/env node
// `npm test`: every check of the project, in order, ending with one line `N passed, N failed`.
// Stages: typecheck, lint, unit and API tests on the embedded database, the API tests again on a
// PostgreSQL server (when one answers; required under CI), the production build, and the
// end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true';
const only = process.argv.slice(2);
const out = mkdtempSync(path.join(tmpdir(), 'cs-test-report-'));
const totals = { passed: 0, failed: 0 };
const lines = [];
/** What failed, by name, printed again beside the totals: a log's tail then says which test broke. */
const failures = [];

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function record(name, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${name}: ${passed} passed, ${failed} failed`);
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, cmd, args, env) {
  const ok = run(cmd, args, env);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function vitest(name, args, env = {}) {
  const file = path.join(out, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  if (!existsSync(file)) return record(name, 0, 1);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed before any of its tests ran (an import or a hook threw) counts as one failure.
  const brokenFiles = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0);
  for (const suite of brokenFiles) failures.push(`${name}: ${path.relative(root, suite.name)}: ${String(suite.message).split('\n')[0]}`);
  for (const suite of r.testResults) {
    for (const test of suite.assertionResults) if (test.status === 'failed') failures.push(`${name}: ${path.relative(root, suite.name)} › ${test.fullName}`);
  }
  record(name, r.numPassedTests, r.numFailedTests + brokenFiles.length + (ok || r.numFailedTests ? 0 : 1));
}

function playwright(name) {
  const file = path.join(out, 'e2e.json');
  const ok = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) return record(name, 0, 1);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats;
  const walk = (suite, titles) => {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`${name}: e2e/${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, inner);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`${name}: ${String(error.message).split('\n')[0]}`);
  record(name, s.expected + s.flaky, s.unexpected + (ok || s.unexpected ? 0 : 1));
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 5432, timeout: 1000 });
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

const want = (stage) => only.length === 0 || only.includes(stage);

if (want('typecheck')) check('typecheck', 'npm', ['run', 'typecheck']);
if (want('lint')) check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (want('unit')) vitest('unit and API tests (PGlite)', []);
if (want('postgres')) {
  if (await postgresAnswers()) {
    vitest('API tests (PostgreSQL)', ['--project', 'server (postgres)'], { TEST_DB: 'postgres' });
  } else if (ci) {
    console.error('PostgreSQL does not answer on 127.0.0.1:5432, and CI requires the PostgreSQL pass.');
    record('API tests (PostgreSQL)', 0, 1);
  } else {
    console.warn('\nPostgreSQL does not answer on 127.0.0.1:5432: skipping the PostgreSQL pass of the API tests.');
  }
}
if (want('e2e')) {
  const browser = ensureChromium();
  if (!browser.ok) {
    console.error(browser.message);
    record('end-to-end', 0, 1);
  } else if (check('build', 'npm', ['run', 'build'])) {
    playwright('end-to-end (Chromium)');
  }
}

rmSync(out, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
