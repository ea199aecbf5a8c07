import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/index'
import { openTestDatabase } from '#server/testing/harness'
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
})
