import { PGlite } from '@electric-sql/pglite'
import { defineConfig } from 'kysely-ctl'
import { PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'

/**
 * kysely-ctl (`npx kysely migrate:list`, `migrate:make`, ...): the same database the server
 * uses, Postgres when DATABASE_URL is set, else PGlite in DATA_DIR. Stop the server first when
 * it runs on PGlite: one process at a time may open that directory. After a new migration,
 * `npm run db:schema` writes the list the server runs (db/migrations/index.ts) and db/schema.ts
 * again from the migrated schema.
 */
const databaseUrl = process.env.DATABASE_URL?.trim()

export default defineConfig({
  dialect: databaseUrl
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
    : new PGliteDialect({ pglite: () => PGlite.create({ dataDir: process.env.DATA_DIR?.trim() || './data' }) }),
  migrations: {
    migrationFolder: 'db/migrations',
    // index.ts lists the migrations for the app; it is not a migration itself.
    allowJS: false,
  },
})
