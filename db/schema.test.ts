import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { openTestDatabase } from '#server/testing/harness'
import { MIGRATIONS_INDEX, migrationsIndexSource } from './migrations-index'
import { generateSchema, SCHEMA_FILE } from './schema-codegen'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('db/schema.ts', () => {
  it('is what kysely-codegen generates from the migrated database (npm run db:schema)', async () => {
    const fresh = await generateSchema(database.db)
    expect(readFileSync(SCHEMA_FILE, 'utf8'), 'db/schema.ts is stale: run `npm run db:schema`').toBe(fresh)
  })

  it('runs every migration in db/migrations: its list is what the folder generates (npm run db:schema)', async () => {
    expect(readFileSync(MIGRATIONS_INDEX, 'utf8'), 'db/migrations/index.ts is stale: run `npm run db:schema`').toBe(
      await migrationsIndexSource(),
    )
  })
})
