// `npm test`: every suite this machine can run, then one line summing them all.
// Suites that cannot run here (no Chromium, no DATABASE_URL) are named, with the reason, and
// their tests counted as skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStale, SERVER_SOURCES } from './freshness.mjs';
import { excludeArgs, singleDatabaseFiles } from './test-databases.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const out = mkdtempSync(path.join(tmpdir(), 'wh-tests-'));
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const { DATABASE_URL, ...envWithoutPg } = process.env;
// a file runs on both databases unless it says otherwise (scripts/test-databases.mjs)
const only = singleDatabaseFiles(root);

const suites = [
  { name: 'web (Vitest + MSW)', project: 'web', env: envWithoutPg },
  { name: 'server on embedded PGlite', project: 'server', env: envWithoutPg, args: excludeArgs(only.postgres) },
  DATABASE_URL
    ? { name: 'server on PostgreSQL', project: 'server', env: { ...process.env }, args: excludeArgs(only.embedded) }
    : { name: 'server on PostgreSQL', project: 'server', skip: 'DATABASE_URL is not set' },
  chromium
    ? { name: 'end-to-end in Chromium', project: 'e2e', env: { ...envWithoutPg, CHROMIUM_PATH: chromium }, build: true }
    : { name: 'end-to-end in Chromium', project: 'e2e', skip: 'no Chromium (apt-get install chromium, or set CHROMIUM_PATH)' },
];

const chosen = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
// where the time went, printed above the summary: each suite's wall time and its slowest files
const timings = [];
const runStarted = Date.now();

function countListed(project) {
  const r = spawnSync('npx', ['vitest', 'list', '--project', project, '--json'], { encoding: 'utf8' });
  try {
    return JSON.parse(r.stdout).length;
  } catch {
    return 0;
  }
}

for (const [i, suite] of suites.entries()) {
  if (chosen && suite.project !== chosen) continue;
  if (suite.skip) {
    const n = countListed(suite.project);
    totals.skipped += n;
    lines.push(`${suite.name}: SKIPPED ${n} tests — ${suite.skip}`);
    console.log(`\n!!! ${suite.name}: skipped — ${suite.skip}\n`);
    continue;
  }
  // the build CI's production check just made is not made twice
  const stale = () => isStale('dist/index.html', ['src', 'contract', 'public', 'index.html', 'vite.config.ts']) || isStale('dist-server/server/main.js', SERVER_SOURCES);
  if (suite.build && stale()) {
    const builtAt = Date.now();
    const b = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (b.status !== 0) {
      totals.failed += 1;
      lines.push(`${suite.name}: build failed`);
      continue;
    }
    timings.push(`build for ${suite.name}: ${seconds(Date.now() - builtAt)}`);
  }
  console.log(`\n=== ${suite.name}`);
  const report = path.join(out, `${i}.json`);
  const startedAt = Date.now();
  const r = spawnSync('npx', ['vitest', 'run', '--project', suite.project, ...(suite.args ?? []), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
    env: suite.env,
  });
  if (!existsSync(report)) {
    totals.failed += 1;
    lines.push(`${suite.name}: did not run (exit ${r.status})`);
    continue;
  }
  const j = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = j.numPendingTests + j.numTodoTests;
  // a file that fails to load counts as a failure even though it ran no test
  const failed = j.numFailedTests + (r.status !== 0 && j.numFailedTests === 0 ? 1 : 0);
  totals.passed += j.numPassedTests;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${suite.name}: ${j.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  lines.push(...failures(j));
  timings.push(`${suite.name}: ${seconds(Date.now() - startedAt)}; slowest files: ${slowest(j, 5)}`);
}

/** The `n` files that took longest, each with its seconds (start of its first test to end of its last). */
function slowest(report, n) {
  return (report.testResults ?? [])
    .map((f) => ({ file: path.relative(root, f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((f) => `${path.basename(f.file)} ${seconds(f.ms)}`)
    .join(', ');
}

function seconds(ms) {
  return ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}

// CI keeps only the end of the log: each failure is named there, beside its suite's count
function failures(report) {
  const named = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) named.push(`  FAILED ${rel} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (!tests.length && file.status === 'failed') named.push(`  FAILED ${rel}: ${firstLine(file.message)}`);
  }
  return named;
}

function firstLine(text) {
  return String(text ?? '').split('\n')[0].slice(0, 300);
}

console.log(`\ntimes (all suites ${seconds(Date.now() - runStarted)}):\n  ${timings.join('\n  ')}`);
console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);
