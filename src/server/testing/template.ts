/** Where the migrated template lives between vitest's global setup and the test files. */
export const PG_TEMPLATE_DB = 'quizdom_test_template'

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim()
  return url ? url : undefined
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
