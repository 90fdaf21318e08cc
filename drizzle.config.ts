import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './runtime/platform/db/schema.ts',
  out: './runtime/platform/db/migrations',
});
