import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @pariksha/server db:generate` writes SQL migrations; no database is needed.
export default defineConfig({
  dialect: 'postgresql',
  // One file per domain (content, accounts, commerce, attempts, community, figures, question
  // reports, staff); src/db/schema.ts only gathers them for drizzle's client, so it is left out:
  // each table is read once.
  schema: './src/db/*-schema.ts',
  out: './drizzle',
});
