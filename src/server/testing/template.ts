/**
 * Postgres test databases are named per run, so two runs at once (two terminals, or CI beside a
 * developer) never drop each other's databases.
 */
export const pgRunPrefix = (runId: string) => `quizdom_test_${runId}_`
export const pgTemplateDb = (runId: string) => `${pgRunPrefix(runId)}template`

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim()
  return url ? url : undefined
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
