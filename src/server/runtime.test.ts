import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '#server/env'
import { createRuntime } from '#server/runtime'

/** What the server says as it starts, read from its log as an operator would. */
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

async function startLog(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizdom-runtime-'))
  dirs.push(dataDir)
  const lines: string[] = []
  const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk))
    return true
  })
  try {
    const { database } = await createRuntime(
      parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'off', LOG_LEVEL: 'warn', ...env }),
    )
    await database.close()
  } finally {
    write.mockRestore()
  }
  return lines.map((line) => JSON.parse(line) as { level: string; msg: string })
}

describe('start-up warnings', () => {
  it('warn while ADMIN_EMAILS is set with mail off that the first signup with it becomes an admin', async () => {
    const log = await startLog({ ADMIN_EMAILS: 'boss@example.com' })
    expect(log).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringContaining('ADMIN_EMAILS is set: the first person to sign up'),
      }),
    )
  })

  it('say nothing of it with mail on: the role then waits for the address to be verified', async () => {
    const log = await startLog({ ADMIN_EMAILS: 'boss@example.com', SMTP_URL: 'smtp://127.0.0.1:2525' })
    expect(log.filter((line) => line.msg.includes('ADMIN_EMAILS'))).toEqual([])
  })

  it('say nothing of it when ADMIN_EMAILS is empty', async () => {
    const log = await startLog({})
    expect(log.filter((line) => line.msg.includes('ADMIN_EMAILS'))).toEqual([])
  })
})
