import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found by walking up to its package.json. The same code runs from
 * src/ (tests, tsx) and bundled into dist/main.js, which sit at different depths.
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @pariksha/server package folder.');
    dir = parent;
  }
  return dir;
}

export const serverPackageRoot = findPackageRoot();

/** SQL migrations written by drizzle-kit; shipped beside dist/ rather than copied into it. */
export const migrationsFolder = join(serverPackageRoot, 'drizzle');

/** The built Vite app, the default STATIC_DIR. */
export const defaultStaticDir = join(serverPackageRoot, '..', 'app', 'dist');

/** `pnpm build:storybook`'s output at the workspace root, the default STORYBOOK_DIR: a static site of its own. */
export const defaultStorybookDir = join(serverPackageRoot, '..', '..', 'storybook-static');

/** The app's page renderer (packages/app/src/entry-server.tsx), built beside the app by `pnpm build`. */
export const defaultPageRenderer = join(serverPackageRoot, '..', 'app', 'dist-ssr', 'entry-server.js');

/** Images and book chapters the seed content refers to (`/images/…`, `/books/…`). */
export const contentMediaDir = join(serverPackageRoot, 'static');

/**
 * The question banks every database is seeded with, as content files (CSV template) committed
 * with the repo and read at start, from src/ and dist/ alike; `pnpm banks:write` writes them.
 */
export const bundledQuestionsDir = join(serverPackageRoot, 'content', 'questions');
/** Papers whose sections name their questions (a board paper's Section A…E): content/papers/*.json. */
export const bundledPapersDir = join(serverPackageRoot, 'content', 'papers');
