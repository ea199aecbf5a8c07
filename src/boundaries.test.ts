import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The import boundaries of biome.jsonc, each shown to fire: one small file per case, laid out as
 * in the repository, linted with the repository's own configuration. A case names the words of
 * the rule it expects, or null where the import is allowed.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')

const SHARED = 'Shared code imports nothing of ours'
const REACT = 'Shared code runs on the server too'
const OUTSIDE_SHARED = 'Shared code imports nothing outside src/shared'
const INTERNALS = 'A domain uses another only through its service, policy or schemas'
const TRPC = "Only a domain's router.ts builds on tRPC"
const ROUTER = 'A router builds on trpc/init'
const LEAVES = "A domain's file leaves its folder through #server/*"
const REST = 'REST reaches nothing of tRPC'
const TESTING = 'Only tests import src/server/testing'
const SERVER_FOR_CLIENT = 'The client takes nothing from the server but the AppRouter type'
const APP_ROUTER_ONLY = 'The client takes only the AppRouter type from the server'
const NO_FEATURES = 'Components and lib serve every feature and import none'
const OTHER_FEATURE = 'A feature imports no other feature'
const FEATURE_LEAVES = "A feature's file leaves its folder through @/components"
const FROZEN = 'A migration imports no application code'

const CASES: Array<[file: string, source: string, expected: string | null]> = [
  ['src/shared/a.ts', "import { env } from '#server/env'", SHARED],
  ['src/shared/b.ts', "import { useState } from 'react'", REACT],
  ['src/shared/c.ts', "import { QUIZ_LIMITS } from './constants'", null],
  ['src/shared/schemas/a.ts', "import { cn } from '../../client/lib/utils'", OUTSIDE_SHARED],
  ['src/shared/schemas/b.ts', "import { QUIZ_LIMITS } from '../constants'", null],

  ['src/server/attempts/a.ts', "import { listQuestions } from '#server/quizzes/repository'", INTERNALS],
  ['src/server/attempts/b.ts', "import { listQuestions } from '#server/quizzes/service'", null],
  ['src/server/attempts/c.ts', "import { isAdmin } from '#server/auth/policy'", null],
  ['src/server/attempts/d.ts', "import { router } from '#server/trpc/init'", TRPC],
  ['src/server/attempts/e.ts', "import { listQuestions } from '../quizzes/service'", LEAVES],
  ['src/server/attempts/f.ts', "import { createHarness } from '#server/testing/harness'", TESTING],
  ['src/server/attempts/g.ts', "import { toRestQuizzes } from '#server/quizzes/rest'", INTERNALS],
  ['src/server/wallet/a.ts', "import { insertNotification } from '#server/notifications/repository'", INTERNALS],
  ['src/server/wallet/b.ts', "import { notify } from '#server/notifications/service'", null],
  ['src/server/notifications/a.ts', "import { router } from '#server/trpc/init'", TRPC],
  ['src/server/ai/questions/a.ts', "import { AI_LIMIT } from '../client'", null],
  ['src/server/ai/questions/b.ts', "import { env } from '../../env'", LEAVES],
  ['src/server/attempts/router.ts', "import { router } from '#server/trpc/init'", null],
  ['src/server/quizzes/router.ts', "import { appRouter } from '#server/trpc/router'", ROUTER],
  ['src/server/admin/repository.ts', "import { listQuestions } from '#server/quizzes/repository'", null],
  ['src/server/admin/rest.ts', "import { toRestQuizzes } from '#server/quizzes/rest'", null],
  ['src/server/quizzes/rest.ts', "import { emailsOf } from '#server/auth/repository'", null],
  ['src/server/wallet/rest.ts', "import { walletRouter } from './router'", REST],
  ['src/server/auth/rest.ts', "import { router } from '#server/trpc/init'", REST],
  ['src/server/http/a.ts', "import { attemptsRouter } from '#server/attempts/router'", REST],
  ['src/server/attempts/a.test.ts', "import { listQuestions } from '#server/quizzes/repository'", null],
  ['src/server/b.ts', "import { createHarness } from '#server/testing/harness'", TESTING],

  ['src/client/lib/a.ts', "import type { AppRouter } from '#server/trpc/router'", null],
  ['src/client/lib/b.ts', "import { appRouter } from '#server/trpc/router'", APP_ROUTER_ONLY],
  ['src/client/routes/a.tsx', "import { env } from '#server/env'", SERVER_FOR_CLIENT],
  ['src/client/routes/b.tsx', "import type { Database } from '#db/schema'", SERVER_FOR_CLIENT],
  ['src/client/components/a.tsx', "import { safeRedirect } from '@/features/auth/redirect'", NO_FEATURES],
  ['src/client/features/auth/a.tsx', "import { WalletPage } from '@/features/wallet/wallet-page'", OTHER_FEATURE],
  ['src/client/features/auth/b.tsx', "import { WalletPage } from '../wallet/wallet-page'", FEATURE_LEAVES],
  ['src/client/features/auth/c.tsx', "import { safeRedirect } from './redirect'", null],
  ['src/client/features/quizzes/editor/a.tsx', "import { useQuizWindow } from '../schedule'", null],
  ['src/client/features/quizzes/editor/b.tsx', "import { WalletPage } from '../../wallet/wallet-page'", FEATURE_LEAVES],

  ['db/migrations/a.ts', "import { db } from '#server/db/index'", FROZEN],
  ['db/migrations/b.ts', "import { sql } from 'kysely'", null],
]

let dir: string
let found: Map<string, string[]>

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quizdom-boundaries-'))
  copyFileSync(join(ROOT, 'biome.jsonc'), join(dir, 'biome.jsonc'))
  // biome.jsonc names its plugin; the file must be where it says.
  mkdirSync(join(dir, 'lint'))
  copyFileSync(join(ROOT, 'lint/no-inline-text.grit'), join(dir, 'lint/no-inline-text.grit'))
  for (const [file, source] of CASES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), `${source}\n`)
  }
  const run = spawnSync(
    process.execPath,
    [BIOME, 'lint', '--vcs-enabled=false', '--only=style/noRestrictedImports', '--reporter=github', '.'],
    { cwd: dir, encoding: 'utf8' },
  )
  found = new Map()
  for (const match of run.stdout.matchAll(
    /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),[^:]*::(.*)$/gm,
  )) {
    const file = match[1]!.slice(dir.length + 1)
    found.set(file, [...(found.get(file) ?? []), match[2]!])
  }
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the import boundaries', () => {
  it.each(CASES)('%s: %s', (file, _source, expected) => {
    const messages = found.get(file) ?? []
    if (expected === null) expect(messages).toEqual([])
    else expect(messages).toEqual([expect.stringContaining(expected)])
  })
})
