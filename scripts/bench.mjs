// `pnpm bench`: sizes and speeds that the tests never time. Writes BENCHMARKS.md.
//  1. gzip size of the JS a browser loads for each page, against a hello-world built in the same
//     run from the same libraries (react, react-dom, react-router-dom, jotai, axios,
//     react-hot-toast, xstate with @xstate/react): before the first paint, up to the moment the
//     app has taken the server's page over, and everything;
//  2. Lighthouse (mobile, simulated slow 4G and a 4× slower CPU) performance and accessibility
//     scores of the public pages, in Debian's Chromium, the median of three runs each;
//  3. requests/s and p99 latency of GET /api/v1/getAllSubscriptions against a bare Fastify JSON
//     route with a body of the same size, both on this machine in this run;
//  4. requests/s of the home page as the server draws it, kept (as visitors get it) and drawn for
//     every request;
//  5. bytes sent for the home page's scripts to a browser that accepts brotli and to one that
//     accepts only gzip (the files are compressed at build time), against what was sent when each
//     request was compressed on the fly;
//  6. saves/s and latency of a mock test's saveResponses with 500 candidates, on PGlite and on
//     PostgreSQL, against a raw-driver upsert loop (scripts/bench-saves.mjs);
//  7. gzip size of the JS the mock test's question screen (/dashboard/aptitude) loads, against a
//     hello-world built from the libraries that screen uses (scripts/bench-aptitude.mjs);
//  8. the time a state change of a 200-question QuestionPalette takes with the CPU slowed 4×, in
//     the built Storybook (scripts/bench-palette.mjs);
//  9. the latency of GET /api/v1/getAttemptResult among 10,000 submitted attempts of one test, on
//     PGlite (scripts/bench-results.mjs);
// 10. a coaching lab: 60 learners behind one address signing up, logging in, opening the dashboard,
//     starting a test and saving for a minute, with the default limits, while one client on that
//     address hammers (scripts/bench-lab.mjs).
// 11. questions as content: `pnpm content import` of a 1,000-question CSV and a 500-question Moodle
//     XML, and a 20-question maths-heavy paper's question screen, which must load no maths script
//     (scripts/bench-content.mjs).
// 12. item statistics: the background computation over 100,000 responses of one test, on PGlite
//     (scripts/bench-items.mjs).
// `node scripts/bench.mjs --only=transfer,pages` measures only the named sections (scripts,
// transfer, lighthouse, api, pages, flood, saves, aptitude, palette, results, lab, content, items) and
// replaces just those in BENCHMARKS.md. The servers listen on ports 3200–3208, or from BENCH_PORT_BASE on.
import { execFile, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { aptitudeSection, measureAptitude } from './bench-aptitude.mjs';
import { measurePalette, paletteSection } from './bench-palette.mjs';
import { measureResults, resultsSection } from './bench-results.mjs';
import { measureSaves, savesSection } from './bench-saves.mjs';
import { labSection, measureLab } from './bench-lab.mjs';
import { contentSection, measureImports, measureMathsScreen } from './bench-content.mjs';
import { itemsSection, measureItems } from './bench-items.mjs';
import { emulateSlow4G } from './bench-slow-4g.mjs';

const root = new URL('..', import.meta.url).pathname;
const work = join(root, '.tmp/bench');
const pages = ['/', '/about', '/course', '/subscription-plans'];
const lighthousePages = ['/', '/about', '/course'];
const lighthouseRunsPerPage = 3;
// Another bench or server on this machine may hold the usual ports: BENCH_PORT_BASE moves them all.
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3200);
const serverPort = portBase;
const barePort = portBase + 1;
const floodPort = portBase + 2;
const savesPort = portBase + 3;
const resultsPorts = [portBase + 4, portBase + 5];
const labPort = portBase + 6;
// The main server's Storybook (its own origin), where the palette is timed.
const storybookPort = portBase + 7;
const contentPort = portBase + 8;
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kB = (bytes) => (bytes / 1000).toFixed(1);
const today = new Date().toISOString().slice(0, 10);
// The machine is shared: how busy it was when the run began goes beside the figures.
const loadAtStart = loadavg()[0];

const sectionNames = ['scripts', 'transfer', 'lighthouse', 'api', 'pages', 'flood', 'saves', 'aptitude', 'palette', 'results', 'lab', 'content', 'items'];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const only = onlyArgument === undefined ? sectionNames : onlyArgument.slice('--only='.length).split(',');
for (const name of only) {
  if (!sectionNames.includes(name)) throw new Error(`Unknown section ${name}: use ${sectionNames.join(', ')}.`);
}
const measures = (name) => only.includes(name);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

if (!existsSync(join(root, 'packages/server/dist/main.js')) || !existsSync(join(root, 'packages/app/dist/index.html'))) {
  console.log('Building first (pnpm build)…');
  execSync('pnpm build', { cwd: root, stdio: 'inherit' });
}
// The palette is timed in the built Storybook, which `pnpm build:app` alone leaves out.
if (measures('palette') && !existsSync(join(root, 'storybook-static/index.json'))) {
  console.log('Building Storybook first (pnpm build:storybook)…');
  execSync('pnpm build:storybook', { cwd: root, stdio: 'inherit' });
}

// ---- 1. the hello-world yardstick
let helloGzip = NaN;
if (measures('scripts')) {
  console.log('Building the same-libraries hello-world…');
  await build({
    root: join(root, 'packages/app/bench/hello-world'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: join(work, 'hello-world'), emptyOutDir: true },
  });
  const helloAssets = join(work, 'hello-world/assets');
  helloGzip = readdirSync(helloAssets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gz(readFileSync(join(helloAssets, file))), 0);
}

// ---- the production server, started the way the README starts it
// Stopped however the bench ends, so a failed run leaves no server on its port.
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
async function startProcess(command, args, env, ready) {
  const answering = await fetch(ready).then(() => true, () => false);
  if (answering) throw new Error(`Something already answers ${ready}: stop it and run the bench again.`);
  // No Storybook unless asked for: several servers run at once, and only one needs it.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, STORYBOOK_PORT: 'off', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`${command} did not start`)), 60_000);
    const poll = setInterval(async () => {
      try {
        if ((await fetch(ready)).ok) {
          clearInterval(poll);
          clearTimeout(deadline);
          resolve(child);
        }
      } catch {
        /* not listening yet */
      }
    }, 250);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}`)));
  });
}
const stop = (child) => new Promise((resolve) => {
  children.delete(child);
  child.removeAllListeners('exit');
  child.on('exit', resolve);
  child.kill('SIGTERM');
});

// The sections that use the main server; the others start servers of their own.
const needsMainServer = ['scripts', 'transfer', 'lighthouse', 'api', 'pages', 'aptitude', 'palette'].some(measures);
const server = needsMainServer
  ? await startProcess('node', ['packages/server/dist/main.js'],
    // No drawing budget here: the pages section measures what drawing a page costs (the flood
    // section runs a server with the default budget). Load from one address: no request limit.
    {
      PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'),
      RATE_LIMIT_MAX: '100000000', ANONYMOUS_RATE_LIMIT_MAX: '100000000', PAGE_DRAWS_PER_SECOND: '1000000',
      STORYBOOK_PORT: String(storybookPort),
    },
    `http://127.0.0.1:${serverPort}/api/v1/getAllSubscriptions`)
  : undefined;

// ---- JS each page loads, measured in Chromium (the home page's scripts also for section 5)
const pageSizes = [];
/** The URLs of the scripts the home page loaded. */
let homeScripts = [];
if (measures('scripts') || measures('transfer')) {
  console.log('Measuring the JS each page loads…');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  for (const path of measures('scripts') ? pages : ['/']) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    // Over a phone's slow 4G (bench-slow-4g.mjs says why).
    await emulateSlow4G(context, page);
    // When the app has taken the page over (App.tsx sets <html data-app-ready>).
    // (The document is still empty when this runs: the observer watches all of it.)
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.hasAttribute('data-app-ready')) {
          window.__appReadyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, attributeFilter: ['data-app-ready'], subtree: true });
    });
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(`http://127.0.0.1:${serverPort}${path}`, { waitUntil: 'networkidle' });
    // Scripts that finished arriving before the first contentful paint were needed for it; those
    // that arrived before the app was ready were needed to take the page over; the rest (swiper,
    // the sections below the fold, toasts) came after the page could be used.
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      ready: window.__appReadyAt ?? Infinity,
      ends: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.responseEnd])),
    }));
    let gzip = 0;
    let beforePaint = 0;
    let toTakeOver = 0;
    for (const [url, body] of scripts) {
      const size = gz(await body);
      gzip += size;
      if ((timing.ends[url] ?? 0) <= timing.fcp) beforePaint += size;
      if ((timing.ends[url] ?? 0) <= timing.ready) toTakeOver += size;
    }
    pageSizes.push({ path, files: scripts.size, gzip, beforePaint, toTakeOver, paintedAt: timing.fcp, readyAt: timing.ready });
    if (path === '/') homeScripts = [...scripts.keys()];
    await context.close();
  }
  await browser.close();
}

// ---- 7. the question screen's JS and 8. the palette's state changes, in Chromium
let aptitude;
let palette;
if (measures('aptitude') || measures('palette')) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const base = `http://127.0.0.1:${serverPort}`;
  if (measures('aptitude')) aptitude = await measureAptitude({ root, work, base, browser });
  if (measures('palette')) palette = await measurePalette({ storybookBase: `http://127.0.0.1:${storybookPort}`, browser });
  await browser.close();
}

// ---- 5. bytes on the wire for the home page's scripts, as the server sends them
/** The body of one GET as it travelled (not decoded), with its content-encoding. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    httpRequest(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject).end();
  });
}
// What Chromium asks for, and what a browser or proxy without brotli asks for.
const brotliClient = 'gzip, deflate, br, zstd';
const gzipClient = 'gzip, deflate';
let transfer;
if (measures('transfer')) {
  console.log("Measuring the bytes sent for the home page's scripts…");
  transfer = { files: homeScripts.length, identity: 0, brotli: 0, gzip: 0, gzipBefore: 0, brotliBefore: 0, encodings: { brotli: new Map(), gzip: new Map() } };
  for (const url of homeScripts) {
    const plain = await rawGet(url, undefined);
    const brotli = await rawGet(url, brotliClient);
    const gzip = await rawGet(url, gzipClient);
    transfer.identity += plain.body.length;
    transfer.brotli += brotli.body.length;
    transfer.gzip += gzip.body.length;
    for (const [client, { encoding }] of [['brotli', brotli], ['gzip', gzip]]) {
      transfer.encodings[client].set(encoding, (transfer.encodings[client].get(encoding) ?? 0) + 1);
    }
    // Before the build made compressed copies, @fastify/compress compressed every script on every
    // request with its defaults: gzip at zlib's level 6, brotli at quality 4.
    transfer.gzipBefore += gzipSync(plain.body).length;
    transfer.brotliBefore += brotliCompressSync(plain.body, {
      params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
  }
}

// ---- Lighthouse, the mobile preset (its default), one page at a time
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseRuns = [];
const metricOf = (result, id) => result.audits[id]?.displayValue ?? 'n/a';
if (measures('lighthouse')) console.log('Running Lighthouse…');
for (const path of measures('lighthouse') ? lighthousePages : []) {
  const runs = [];
  for (let run = 0; run < lighthouseRunsPerPage; run += 1) {
    const output = join(work, `lighthouse-${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${run}.json`);
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        execSync(
          [
            join(root, 'node_modules/.bin/lighthouse'),
            `http://127.0.0.1:${serverPort}${path}`,
            '--only-categories=performance,accessibility',
            '--output=json',
            `--output-path=${output}`,
            '--quiet',
            `--chrome-flags="--headless=new ${chromiumArgs.join(' ')}"`,
          ].join(' '),
          { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`Lighthouse failed on ${path}; trying again…`);
      }
    }
    runs.push(JSON.parse(readFileSync(output, 'utf8')));
  }
  // Lighthouse's own advice on a noisy machine: report the median run.
  const byScore = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const middle = byScore[Math.floor(byScore.length / 2)];
  lighthouseRuns.push({
    path,
    performance: middle.categories.performance.score,
    range: [byScore[0].categories.performance.score, byScore[byScore.length - 1].categories.performance.score],
    accessibility: Math.min(...runs.map((result) => result.categories.accessibility.score)),
    fcp: metricOf(middle, 'first-contentful-paint'),
    lcp: metricOf(middle, 'largest-contentful-paint'),
    tbt: metricOf(middle, 'total-blocking-time'),
    cls: metricOf(middle, 'cumulative-layout-shift'),
  });
}

// ---- API throughput against a bare route. This machine is shared and its speed moves by up to
// 2× within a minute, so the two rounds of a pair run back to back and each pair's ratio is taken
// at one speed; the target judges the median of those ratios. The load generator shares the two
// cores with the servers, so the CPU time each server spends per answer is reported too: it is
// what bounds a server that has a core to itself.
const rounds = 3;
const pairs = 9;
const pairSeconds = 2;
// autocannon runs in a process of its own: this one holds Lighthouse's results and Playwright, and
// its garbage collection would slow the load generator down as the run goes on.
const autocannonBin = join(root, 'node_modules/.bin/autocannon');
async function autocannon(url, duration) {
  const { stdout } = await promisify(execFile)(autocannonBin, ['-c', '20', '-d', String(duration), '-j', url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}
/** The same through autocannon's API, which puts a new random id in place of each `[<id>]`. */
async function autocannonFresh(url, duration, connections = 20) {
  const { stdout } = await promisify(execFile)('node', [join(root, 'scripts/bench-fresh-pages.mjs'), url, String(duration), String(connections)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}
const clockTicksPerSecond = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }));
/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
}
async function load(url, duration = 5, pid = undefined, generator = autocannon) {
  const cpuBefore = pid === undefined ? 0 : cpuSeconds(pid);
  const result = await generator(url, duration);
  const cpuPerAnswer = pid === undefined ? NaN : (cpuSeconds(pid) - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, cpuPerAnswer };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function summarise(runs) {
  return {
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    cpuPerAnswer: median(runs.map((run) => run.cpuPerAnswer)),
  };
}
const plansRuns = [];
const bareRuns = [];
const pairRatios = [];
if (measures('api')) {
  console.log(`Load-testing getAllSubscriptions and the bare route (${pairs} pairs of ${pairSeconds} s rounds)…`);
  const plansUrl = `http://127.0.0.1:${serverPort}/api/v1/getAllSubscriptions`;
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const bodyFile = join(work, 'plans.json');
  // A pooled connection from the readiness checks may have been closed by the server's keep-alive
  // timeout while Lighthouse ran: one more try on a fresh one.
  const plansBody = await fetch(plansUrl).then((response) => response.text(), () => fetch(plansUrl).then((response) => response.text()));
  writeFileSync(bodyFile, plansBody);
  const bare = await startProcess('node', ['scripts/bench-bare-route.mjs', String(barePort), bodyFile], {}, bareUrl);
  await autocannon(plansUrl, 2); // warm-up
  await autocannon(bareUrl, 2);
  for (let pair = 0; pair < pairs; pair += 1) {
    const plansRun = await load(plansUrl, pairSeconds, server.pid);
    const bareRun = await load(bareUrl, pairSeconds, bare.pid);
    plansRuns.push(plansRun);
    bareRuns.push(bareRun);
    pairRatios.push(plansRun.rps / bareRun.rps);
  }
  await stop(bare);
}
// Pages drawn on the server: as visitors get them (kept 10 s per address and language, see
// page-renderer.ts), and drawn for every request (a fresh query string each time, so no request
// finds a kept page: what a server spends on a page it has not drawn yet).
let homePages;
let freshPages;
if (measures('pages')) {
  console.log('Load-testing the home page as the server draws it…');
  const homeUrl = `http://127.0.0.1:${serverPort}/`;
  const keptRuns = [];
  const freshRuns = [];
  for (let round = 0; round < rounds; round += 1) {
    keptRuns.push(await load(homeUrl, 5, server.pid));
    // The courses page reads its search (?q=): a new one each time is a page not drawn yet.
    freshRuns.push(await load(`${homeUrl}course?q=[<id>]`, 5, server.pid, autocannonFresh));
  }
  homePages = summarise(keptRuns);
  freshPages = summarise(freshRuns);
}
if (server !== undefined) await stop(server);

// A flood of pages to draw (24 clients asking for a new search of the courses page each time),
// against a server with the default drawing budget (20 a second), while one client asks the api:
// the api's latency with and without the flood.
let flood;
if (measures('flood')) {
  console.log('Flooding a server with pages to draw while timing the api…');
  const floodServer = await startProcess('node', ['packages/server/dist/main.js'],
    { PORT: String(floodPort), HOST: '127.0.0.1', DATA_DIR: join(work, 'flood-data'), RATE_LIMIT_MAX: '100000000', ANONYMOUS_RATE_LIMIT_MAX: '100000000' },
    `http://127.0.0.1:${floodPort}/api/v1/getAllSubscriptions`);
  const apiUrl = `http://127.0.0.1:${floodPort}/api/v1/getAllSubscriptions`;
  const apiLatency = async (duration) => {
    const { stdout } = await promisify(execFile)(autocannonBin, ['-c', '1', '-d', String(duration), '-j', apiUrl], { maxBuffer: 16 * 1024 * 1024 });
    return JSON.parse(stdout).latency;
  };
  const quiet = await apiLatency(5);
  const [pagesResult, during] = await Promise.all([
    autocannonFresh(`http://127.0.0.1:${floodPort}/course?q=[<id>]`, 10, 24),
    apiLatency(10),
  ]);
  flood = { quiet, during, pages: pagesResult };
  await stop(floodServer);
}

// ---- 6. saves in a mock test, each database in a server of its own
let saves;
if (measures('saves')) {
  saves = await measureSaves({
    root,
    work,
    port: savesPort,
    startServer: (env) => startProcess('node', ['packages/server/dist/main.js'], env, `http://127.0.0.1:${savesPort}/api/v1/getAllSubscriptions`),
    stop,
  });
}
// ---- 9. a result among 10,000 candidates, on a server of its own
let results;
if (measures('results')) {
  results = await measureResults({
    work,
    ports: resultsPorts,
    startServer: (env) => startProcess('node', ['packages/server/dist/main.js'], env, `http://127.0.0.1:${env.PORT}/api/v1/getAllSubscriptions`),
    stop,
  });
}
// ---- 10. a coaching lab behind one address, on a server of its own with its default limits
let lab;
if (measures('lab')) {
  lab = await measureLab({
    work,
    port: labPort,
    startServer: (env) => startProcess('node', ['packages/server/dist/main.js'], env, `http://127.0.0.1:${labPort}/api/v1/getAllSubscriptions`),
    stop,
  });
}
// ---- 11. questions as content: imports, and a maths-heavy paper's question screen
let content;
if (measures('content')) {
  const imports = await measureImports({ root, work });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const screen = await measureMathsScreen({
    root,
    work,
    browser,
    port: contentPort,
    startServer: async (dataDir, port) => {
      const child = await startProcess('node', ['packages/server/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, `http://127.0.0.1:${port}/api/v1/getAllSubscriptions`);
      return { stop: () => stop(child) };
    },
  });
  await browser.close();
  content = { imports, screen };
}
const plans = plansRuns.length > 0 ? summarise(plansRuns) : undefined;
const bareResult = bareRuns.length > 0 ? summarise(bareRuns) : undefined;

// ---- report: one section per measurement, so a partial run can replace its own
const sizeTarget = 1.15;
const apiTarget = 0.7;
const transferTarget = 0.85;
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
const micros = (seconds) => `${(seconds * 1e6).toFixed(1)} µs`;
const millis = (seconds) => `${(seconds * 1e3).toFixed(1)} ms`;
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const measuredOn = `Measured on ${today}, ${machine}; load average ${loadAtStart.toFixed(1)} when the run began.`;

const sections = {};

if (measures('scripts')) {
  const rows = pageSizes.map(({ path, files, gzip, beforePaint, toTakeOver, paintedAt, readyAt }) => {
    const ratio = toTakeOver / helloGzip;
    return (
      `| \`${path}\` | ${files} | ${kB(beforePaint)} kB | ${kB(toTakeOver)} kB | ${ratio.toFixed(2)}× | ` +
      `${kB(gzip)} kB (${(gzip / helloGzip).toFixed(2)}×) | ` +
      `≤ ${sizeTarget}× | ${ratio <= sizeTarget ? 'met' : 'NOT met'} | ${seconds(paintedAt)} | ${seconds(readyAt)} |`
    );
  });
  sections.scripts = `## JavaScript a browser loads (gzip -9 of every script response, Chromium, phone viewport, slow 4G)

Yardstick: a hello-world built in the same run from react, react-dom, react-router-dom, jotai,
axios, react-hot-toast, xstate and @xstate/react, each really used, routing with
createBrowserRouter and RouterProvider as the app does: **${kB(helloGzip)} kB**.

The server sends each public page drawn, so no script is needed for its first paint; the app's
scripts start once that page is on screen (src/boot/after-paint.js). The target judges the scripts
that arrived before the app had taken the page over (\`<html data-app-ready>\`): the shell, the
page's own code and the libraries. "Everything" adds what came after (the carousel library, the
home page's sections below the fold).

| page | scripts | before first paint | to take the page over | ratio | everything | target | | first paint | taken over |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The times are this run's, over the emulated slow 4G (150 ms round trips, 1.6 Mbit/s) with this
machine's CPU unthrottled: when the page was first painted, and when the app had taken it over.
${measuredOn}
`;
}

if (measures('transfer')) {
  const share = (bytes) => `${((1 - bytes / transfer.gzipBefore) * 100).toFixed(1)} %`;
  const ratio = transfer.brotli / transfer.gzipBefore;
  const answered = (client) => [...transfer.encodings[client]].map(([encoding, count]) => `${count} ${encoding}`).join(', ');
  sections.transfer = `## Bytes sent for the home page's scripts (brotli and gzip made at build time)

The ${transfer.files} scripts the home page loads in Chromium, each asked for again with the
\`accept-encoding\` of a browser that takes brotli (\`${brotliClient}\`, Chromium's) and of one
that takes only gzip (\`${gzipClient}\`), counting the bytes of the bodies as they were sent. The
build writes a brotli (quality 11) and a gzip (level 9) copy of every script of 256 bytes or more
(packages/app/vite.config.ts) and the server sends them as they are; the smaller scripts go
uncompressed. Before, @fastify/compress compressed each script on every request with its
defaults (gzip level 6, brotli quality 4), shown from the same scripts. The brotli browser got
${answered('brotli')}; the gzip one ${answered('gzip')}.

| sent to | bytes | below gzip before |
|---|---|---|
| a browser that takes brotli | **${kB(transfer.brotli)} kB** | **${share(transfer.brotli)}** (target ≥ ${((1 - transferTarget) * 100).toFixed(0)} %: ${ratio <= transferTarget ? 'met' : 'NOT met'}) |
| a browser that takes only gzip | ${kB(transfer.gzip)} kB | ${share(transfer.gzip)} |
| before: gzip per request (level 6) | ${kB(transfer.gzipBefore)} kB | |
| before: brotli per request (quality 4) | ${kB(transfer.brotliBefore)} kB | ${share(transfer.brotliBefore)} |
| uncompressed | ${kB(transfer.identity)} kB | |

${measuredOn}
`;
}

if (measures('lighthouse')) {
  const lighthouseRows = lighthouseRuns.map(
    (run) =>
      `| \`${run.path}\` | ${run.performance.toFixed(2)} (${run.performance >= 0.95 ? 'met' : 'NOT met'}) | ` +
      `${run.range[0].toFixed(2)}–${run.range[1].toFixed(2)} | ` +
      `${run.accessibility.toFixed(2)} (${run.accessibility >= 1 ? 'met' : 'NOT met'}) | ${run.fcp} | ${run.lcp} | ${run.tbt} | ${run.cls} |`,
  );
  const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  sections.lighthouse = `## Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4× CPU slowdown), Debian's Chromium

Targets: performance ≥ 0.95, accessibility 1.00. Each page is run ${lighthouseRunsPerPage} times; the table shows
the median run (its score and metrics), the range of the scores, and the lowest accessibility
score. This machine's speed drifts while it runs (Lighthouse's benchmark index ranged from
about 1,200 to 3,300 across sessions), which moves the performance score by several points.

| page | performance (median) | range | accessibility | FCP | LCP | TBT | CLS |
|---|---|---|---|---|---|---|---|
${lighthouseRows.join('\n')}

${measuredOn}
`;
}

if (measures('api')) {
  const apiRatio = median(pairRatios);
  const p99Ratio = plans.p99 / Math.max(bareResult.p99, 1);
  // Answers per CPU second, ours against the bare route's: the inverse ratio of CPU per answer.
  const cpuRatio = bareResult.cpuPerAnswer / plans.cpuPerAnswer;
  sections.api = `## API throughput (autocannon, 20 connections; ${pairs} pairs of back-to-back ${pairSeconds} s rounds after a warm-up)

The production server on PGlite (\`node packages/server/dist/main.js\`, rate limit raised for the
run) against a bare Fastify route that sends a JSON body of the same size. This machine is shared
and its speed moves by up to 2× within a minute, so the two rounds of each pair run back to back
and the ratio is the median of the pairs' ratios (their range beside it); the requests/s are the
medians of each side's rounds. autocannon shares the two cores with the servers, so the CPU time
each server process spends per answer is given too: it bounds the requests/s of a server that
has a core to itself.

| route | requests/s (median) | p99 latency (median) | non-2xx | server CPU per answer (median) |
|---|---|---|---|---|
| \`GET /api/v1/getAllSubscriptions\` | ${plans.rps.toFixed(0)} | ${plans.p99} ms | ${plans.non2xx} | ${micros(plans.cpuPerAnswer)} |
| bare Fastify JSON route | ${bareResult.rps.toFixed(0)} | ${bareResult.p99} ms | ${bareResult.non2xx} | ${micros(bareResult.cpuPerAnswer)} |
| **ratio** | **${apiRatio.toFixed(2)}×** (pairs ${Math.min(...pairRatios).toFixed(2)}–${Math.max(...pairRatios).toFixed(2)}×; target ≥ ${apiTarget}×: ${apiRatio >= apiTarget ? 'met' : 'NOT met'}) | ${p99Ratio.toFixed(2)}× | | ${cpuRatio.toFixed(2)}× as many answers per CPU second |

${measuredOn}
`;
}

if (measures('pages')) {
  sections.pages = `## The home page as the server draws it (autocannon, 20 connections; median of ${rounds} rounds of 5 s each)

Each public page is drawn by the app's components on the server and kept for 10 s per address
and language, so a busy server draws it about once in that time: that is the first row, what
visitors get. The second row asks for the courses page with a new search (\`/course?q=<a new id>\`)
every time, so every request is drawn anew (its lists still come from the api's prepared answers):
what drawing a page costs. (A query parameter a page does not read, \`/?r=1\`, draws nothing new.)
This server has no drawing budget; the flood section below runs one with the default budget.

| page | requests/s (median) | p99 latency (median) | non-2xx | server CPU per page (median) |
|---|---|---|---|---|
| \`GET /\`, kept | ${homePages.rps.toFixed(0)} | ${homePages.p99} ms | ${homePages.non2xx} | ${millis(homePages.cpuPerAnswer)} |
| \`GET /course?q=…\`, drawn for every request | ${freshPages.rps.toFixed(0)} | ${freshPages.p99} ms | ${freshPages.non2xx} | ${millis(freshPages.cpuPerAnswer)} |

${measuredOn}
`;
}

if (measures('flood')) {
  const floodTargetMs = 50;
  // autocannon's percentiles are whole milliseconds.
  const ms = (value) => (value === 0 ? '< 1 ms' : `${value} ms`);
  sections.flood = `## The api during a flood of pages to draw (24 clients, 10 s)

24 clients ask for \`/course?q=<a new search>\` as fast as they can: each is a page the server has
not drawn yet. The server (default settings) draws at most 20 pages a second, 2 at once; beyond
that it sends the plain \`index.html\` (the browser draws the page). Meanwhile one client asks
\`GET /api/v1/getAllSubscriptions\` again and again. Target: the api's median latency during the
flood under ${floodTargetMs} ms.

| api latency | median | p99 |
|---|---|---|
| without the flood | ${ms(flood.quiet.p50)} (mean ${flood.quiet.mean.toFixed(1)} ms) | ${ms(flood.quiet.p99)} |
| during the flood | **${ms(flood.during.p50)}** (mean ${flood.during.mean.toFixed(1)} ms; ${flood.during.p50 < floodTargetMs ? 'met' : 'NOT met'}) | ${ms(flood.during.p99)} |

The flood's own pages: ${flood.pages.requests.average.toFixed(0)} requests/s answered, median ${flood.pages.latency.p50} ms, ${flood.pages.non2xx} not 2xx.

${measuredOn}
`;
}

if (measures('saves')) sections.saves = savesSection(saves, measuredOn);
if (measures('aptitude')) sections.aptitude = aptitudeSection(aptitude, measuredOn);
if (measures('palette')) sections.palette = paletteSection(palette, measuredOn);
if (measures('results')) sections.results = resultsSection(results, measuredOn);
if (measures('lab')) sections.lab = labSection(lab, measuredOn);
if (measures('content')) sections.content = contentSection(content, measuredOn);
if (measures('items')) sections.items = itemsSection(await measureItems({ work }), measuredOn);

// The sections in this order; a partial run keeps the others as BENCHMARKS.md has them.
const headings = {
  scripts: '## JavaScript a browser loads',
  transfer: "## Bytes sent for the home page's scripts",
  lighthouse: '## Lighthouse',
  api: '## API throughput',
  pages: '## The home page as the server draws it',
  flood: '## The api during a flood of pages to draw',
  saves: '## Saving answers in a mock test',
  aptitude: '## JavaScript of the question screen',
  palette: '## A state change of the 200-question palette',
  results: '## Reading a result among',
  lab: '## A coaching lab',
  content: '## Questions as content',
  items: '## Item statistics over',
};
const reportFile = join(root, 'BENCHMARKS.md');
const kept = {};
if (only.length < sectionNames.length && existsSync(reportFile)) {
  const previous = readFileSync(reportFile, 'utf8');
  for (const chunk of previous.split(/\n(?=## )/).slice(1)) {
    const name = sectionNames.find((candidate) => chunk.startsWith(headings[candidate]));
    if (name !== undefined) kept[name] = `${chunk.trimEnd()}\n`;
  }
}
const body = sectionNames
  .map((name) => sections[name] ?? kept[name])
  .filter((section) => section !== undefined)
  .join('\n');
const report = `# Benchmarks

Made by \`pnpm bench\` (scripts/bench.mjs). \`node scripts/bench.mjs --only=transfer,pages\` (any of
${sectionNames.join(', ')}) measures again only the sections named
and keeps the others; each section says when and where it was measured. Figures vary by a few per
cent between runs; the ratios are what the targets judge, because both sides of each ratio are
measured in the same run on the same machine.

${body}`;
writeFileSync(reportFile, report);
console.log(`\n${report}`);
