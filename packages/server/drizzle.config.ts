import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @pariksha/server db:generate` writes SQL migrations; no database is needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
