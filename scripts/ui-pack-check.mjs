// Proves @pariksha/ui works for a team outside this repository: packs the library as npm would
// publish it, installs the tarball into a tiny consumer app, typechecks and builds that app.
// Prints one line per check and ends with "ui-pack: N passed, M failed".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const uiDir = join(root, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'pariksha-ui-pack-'));
const results = [];

function check(name, run) {
  try {
    run();
    results.push([name, true]);
    console.log(`  ✓ ${name}`);
  } catch (error) {
    results.push([name, false]);
    console.log(`  ✗ ${name}\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}${error.message}`);
  }
}
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
const assert = (condition, message) => {
  if (!condition) throw new Error(message);
};
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'packages/app/node_modules', name, 'package.json'), 'utf8')).version;

if (!existsSync(join(uiDir, 'dist/index.js'))) run('pnpm', ['--filter', '@pariksha/ui', 'build'], root);

let tarball = '';
check('pnpm pack makes a tarball', () => {
  run('pnpm', ['pack', '--pack-destination', work], uiDir);
  tarball = readdirSync(work).find((file) => file.endsWith('.tgz')) ?? '';
  assert(tarball, 'no .tgz was written');
  tarball = join(work, tarball);
});

check('the tarball holds dist/index.js, index.d.ts and index.css, and no sources or stories', () => {
  const files = run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean);
  for (const file of ['package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/index.css', 'package/package.json']) {
    assert(files.includes(file), `missing ${file}`);
  }
  const leaked = files.filter((file) => file.startsWith('package/src/') || /\.stories\.|\.test\./.test(file));
  assert(leaked.length === 0, `unexpected files: ${leaked.join(', ')}`);
});

check('the library holds no server or contract-package code and depends on no @pariksha package', () => {
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', tarball, '-C', unpacked], work);
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
  const named = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies });
  assert(!named.some((name) => name.startsWith('@pariksha/')), `package.json names ${named.join(', ')}`);
  for (const file of ['dist/index.js', 'dist/index.d.ts']) {
    const text = readFileSync(join(unpacked, 'package', file), 'utf8');
    // Only the packages the manifest names may be imported; the server's libraries never bundled in.
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
    const packageOf = (name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    // @vanilla-extract/css comes with @vanilla-extract/sprinkles, whose peer it is (a type's import).
    const allowed = [...named, '@vanilla-extract/css'];
    const foreign = imports.filter((name) => !name.startsWith('.') && !allowed.includes(packageOf(name)));
    assert(foreign.length === 0, `${file} imports ${[...new Set(foreign)].join(', ')}`);
    for (const serverCode of ['fastify', 'drizzle', 'pglite', 'zod', 'argon2', 'ioredis']) {
      assert(!text.toLowerCase().includes(serverCode), `${file} holds ${serverCode}`);
    }
  }
});

const consumer = join(work, 'consumer');
mkdirSync(join(consumer, 'src'), { recursive: true });
writeFileSync(join(consumer, 'package.json'), JSON.stringify({
  name: 'ui-consumer',
  private: true,
  type: 'module',
  dependencies: {
    '@pariksha/ui': `file:${tarball}`,
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
  },
  devDependencies: {
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
    typescript: '5.9.3',
    vite: '8.3.8',
  },
}, null, 2));
writeFileSync(join(consumer, 'pnpm-workspace.yaml'), 'allowBuilds:\n  esbuild: true\n');
writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({
  compilerOptions: {
    target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true,
    skipLibCheck: false, noEmit: true, lib: ['ES2022', 'DOM'], types: [],
  },
  include: ['src'],
}, null, 2));
writeFileSync(join(consumer, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
writeFileSync(join(consumer, 'src/main.tsx'), `import '@pariksha/ui/style.css';
import { createRoot } from 'react-dom/client';
import { PlanCard, planToneFor, themeClass, type PlanCardProps } from '@pariksha/ui';

const gold: PlanCardProps = {
  name: 'Gold',
  badge: 'Most Popular',
  price: 2499,
  period: 'annually',
  description: 'Every SSC, Banking and Railways exam in one pass.',
  features: ['All-India rank after every test'],
  tone: planToneFor('GOLD'),
  onStartTrial: () => undefined,
};

createRoot(document.getElementById('root')!).render(
  <div className={themeClass}>
    <PlanCard {...gold} />
  </div>,
);
`);
writeFileSync(join(consumer, 'src/css.d.ts'), "declare module '*.css';\n");

check('the consumer installs the tarball', () => {
  run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], consumer);
});
check('the consumer typechecks against the published declarations', () => {
  run(join(consumer, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], consumer);
});
check('the consumer builds with Vite, with the library’s JS and CSS', () => {
  run(join(consumer, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], consumer);
  const assets = join(consumer, 'dist/assets');
  const files = readdirSync(assets);
  const js = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file), 'utf8')).join('');
  const css = files.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(assets, file), 'utf8')).join('');
  assert(js.includes('Start 7 day free trial'), 'the PlanCard code is not in the bundle');
  assert(/--[\w-]+:\s*#/.test(css), 'the theme variables are not in the CSS');
});

rmSync(work, { recursive: true, force: true });
const passed = results.filter(([, ok]) => ok).length;
const failed = results.length - passed;
console.log(`ui-pack: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
