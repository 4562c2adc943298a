import { defineConfig } from 'tsup';

// dist/main.js is the server's own code and the contract's (TypeScript sources, which Node cannot
// run) in one ESM file; other packages stay in node_modules.
// Migrations are read from ../drizzle (see src/package-paths.ts), not copied.
export default defineConfig({
  // dist/staff.js and dist/content.js: `pnpm staff …` and `pnpm content …` (cli/), bundled alike.
  entry: { main: 'src/main.ts', staff: 'src/cli/staff.ts', content: 'src/cli/content.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  dts: false,
  noExternal: ['@pariksha/contract'],
});
