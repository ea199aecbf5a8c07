import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withLayerOverrides } from '../../lint/biome-rules'
import { importArrows, importsOf, resolveImport } from '../../lint/import-graph'
import { LAYERS } from '../../lint/layers'
import { API_ROUTES } from '#server/api'
import {
  ACCOUNT_LINK_LIMIT,
  DELETE_ACCOUNT_LIMIT,
  EXPORT_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  GOOGLE_LIMIT,
  LOGIN_LIMIT,
  PHONE_CODE_ENTRY_LIMIT,
  PROFILE_LIMIT,
  RESEND_VERIFICATION_LIMIT,
  SIGNUP_LIMIT,
} from '#server/auth/policy'
import { CONTACT_LIMIT } from '#server/contact/policy'
import { AI_LIMIT, IMPORT_LIMIT } from '#server/quizzes/policy'
import { JOIN_LIMIT } from '#server/live/policy'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { appRouter } from '#server/trpc/router'
import { MONEY_LIMIT } from '#server/wallet/policy'

/**
 * The layers as the code must keep them, all checked here: the table (lint/layers.ts) runs one
 * way, biome.jsonc's import rules are the ones it writes and each fires, every import in the code
 * follows it, and each kind of thing has its one home.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SERVER_DIR = join(ROOT, 'src/server')
const BIOME = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

const serverSources = filesUnder(SERVER_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
const name = (file: string) => relative(ROOT, file)

describe('the table of layers', () => {
  it('runs one way: a layer imports only layers listed before it, lower ones', () => {
    const upward = LAYERS.flatMap((layer, index) =>
      layer.imports
        .filter((other) => LAYERS.findIndex((candidate) => candidate.name === other) >= index)
        .map((other) => `${layer.name} -> ${other}`),
    )
    expect(upward).toEqual([])
  })

  it('names every layer once', () => {
    const names = LAYERS.map((layer) => layer.name)
    expect(names.filter((layerName, index) => names.indexOf(layerName) !== index)).toEqual([])
  })

  it('is what biome.jsonc says (npm run lint:config writes it)', () => {
    const config = readFileSync(join(ROOT, 'biome.jsonc'), 'utf8')
    expect(config).toBe(withLayerOverrides(config))
  })
})

describe('every import', () => {
  const { arrows, unplaced } = importArrows(ROOT)

  it('of the server is from a file in a layer', () => {
    expect(unplaced).toEqual([])
  })

  it('runs as the table says: none up, none between domains the table does not join, none into a domain past its surface', () => {
    const refused = arrows
      .filter((arrow) => arrow.refused)
      .map((arrow) => `${arrow.from} -> ${arrow.to}: ${arrow.refused}`)
    expect(refused).toEqual([])
  })
})

describe('the import reader', () => {
  it('reads static, dynamic and re-exporting imports, and which take types only', () => {
    const text = [
      "import type { A } from './a'",
      "import { type B, type C } from './b'",
      "import D, { type E } from './c'",
      "import * as F from './d'",
      "export { G } from './e'",
      "export * from './f'",
      "import './g'",
      "const h = await import('./h')",
      "type I = typeof import('./i')",
    ].join('\n')
    expect(importsOf(text)).toEqual([
      { specifier: './a', typeOnly: true, names: ['A'] },
      { specifier: './b', typeOnly: true, names: ['B', 'C'] },
      { specifier: './c', typeOnly: false, names: ['default', 'E'] },
      { specifier: './d', typeOnly: false, names: ['*'] },
      { specifier: './e', typeOnly: false, names: ['G'] },
      { specifier: './f', typeOnly: false, names: ['*'] },
      { specifier: './g', typeOnly: false, names: [] },
      { specifier: './h', typeOnly: false, names: ['*'] },
      { specifier: './i', typeOnly: true, names: ['*'] },
    ])
  })

  it('sees no import in a comment, a string, a template or a regular expression', () => {
    const text = [
      "// import { a } from './a'",
      "/* import { b } from './b' */",
      'const c = "import { c } from \'./c\'"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template literal, read as code.
      "const d = `${1} import { d } from './d' ${`${2}`}`",
      "const e = /import { e } from '.\\/e'/",
      "import { f } from './f'",
    ].join('\n')
    expect(importsOf(text).map((ref) => ref.specifier)).toEqual(['./f'])
  })
})

/**
 * Each rule shown to fire: one small file per case, laid out as in the repository, linted with the
 * repository's own biome.jsonc and read by the import graph. A case names the words of the lint
 * rule it expects (null where the import is allowed), and whether the graph refuses it too when that
 * differs: a relative path that leaves its folder is lint's alone, the graph follows it to its file.
 */
const layerSays = (layer: string) => `${layer} (`
const SURFACE = 'uses another domain only through its service, *-service, policy or schemas'
const KIND_SURFACE = (kind: string) => `A domain's ${kind}.ts uses another domain only through its`
const ROUTER_ONLY_APP = "Only the app imports a domain's router.ts"
const KIND = (kind: string, layer: string) => `The ${kind}.ts of ${layer} imports only`
const LEAVES = 'A server file leaves its folder through #server/*'
const ROOT_LEAVES = "A file at the server's root imports the others through #server/*"
const REACT = 'Shared code runs on the server too'
const OUTSIDE_SHARED = 'A file of src/shared leaves it by name'
const APP_ROUTER_ONLY = 'takes from #server/trpc/router only the AppRouter type'
const OTHER_FEATURE = 'Each of src/client/features/* imports no other'
const FEATURE_LEAVES = 'A file of src/client/features/* leaves it by name'

const CASES: Array<[file: string, source: string, lint: string | null, graph?: boolean]> = [
  ['src/shared/a.ts', "import { env } from '#server/env'", layerSays('shared')],
  ['src/shared/b.ts', "import { useState } from 'react'", REACT],
  ['src/shared/c.ts', "import { QUIZ_LIMITS } from './constants'", null],
  ['src/shared/schemas/a.ts', "import { cn } from '../../client/lib/utils'", OUTSIDE_SHARED],
  ['src/shared/schemas/b.ts', "import { QUIZ_LIMITS } from '../constants'", null],

  ['src/server/attempts/a.ts', "import { listQuestions } from '#server/quizzes/repository'", SURFACE],
  ['src/server/attempts/b.ts', "import { listQuestions } from '#server/quizzes/service'", null],
  ['src/server/attempts/c.ts', "import { isAdmin } from '#server/identity/policy'", null],
  ['src/server/attempts/d.ts', "import { router } from '#server/trpc/init'", layerSays('attempts')],
  ['src/server/attempts/e.ts', "import { listQuestions } from '../quizzes/service'", LEAVES, false],
  ['src/server/attempts/f.ts', "import { createHarness } from '#server/testing/harness'", layerSays('attempts')],
  ['src/server/attempts/g.ts', "import { toRestQuizzes } from '#server/quizzes/rest'", SURFACE],
  ['src/server/wallet/a.ts', "import { insertNotification } from '#server/notifications/repository'", SURFACE],
  ['src/server/wallet/b.ts', "import { notify } from '#server/notifications/service'", null],
  ['src/server/wallet/c.ts', "import { createQuiz } from '#server/quizzes/service'", layerSays('wallet')],
  ['src/server/notifications/a.ts', "import { router } from '#server/trpc/init'", layerSays('notifications')],
  ['src/server/ai/questions/a.ts', "import type { AiClient } from '../client'", LEAVES, false],
  ['src/server/ai/questions/b.ts', "import type { AiClient } from '#server/ai/client'", null],
  ['src/server/ai/c.ts', "import type { RateLimitRule } from '#server/http/rate-limit'", layerSays('adapters')],
  ['src/server/attempts/router.ts', "import { router } from '#server/trpc/init'", null],
  ['src/server/quizzes/router.ts', "import { appRouter } from '#server/trpc/router'", KIND('router', 'quizzes')],
  ['src/server/admin/repository.ts', "import { listQuestions } from '#server/quizzes/repository'", null],
  ['src/server/admin/rest.ts', "import { toRestQuizzes } from '#server/quizzes/rest-shapes'", null],
  ['src/server/quizzes/rest.ts', "import { emailsOf } from '#server/auth/repository'", KIND_SURFACE('rest')],
  ['src/server/wallet/rest.ts', "import { walletRouter } from './router'", ROUTER_ONLY_APP],
  ['src/server/auth/rest.ts', "import { router } from '#server/trpc/init'", KIND('rest', 'auth')],
  ['src/server/http/a.ts', "import { attemptsRouter } from '#server/attempts/router'", layerSays('http')],
  ['src/server/http/b.ts', "import type { SessionUser } from '#server/identity/session'", null],
  ['src/server/http/c.ts', "import { emailsOf } from '#server/auth/service'", layerSays('http')],
  ['src/server/identity/a.ts', "import { emailsOf } from '#server/auth/service'", layerSays('identity')],
  ['src/server/audit/a.ts', "import { listAudit } from '#server/admin/service'", layerSays('audit')],
  ['src/server/attempts/a.test.ts', "import { listQuestions } from '#server/quizzes/repository'", null],
  ['src/server/runtime.ts', "import { createHarness } from '#server/testing/harness'", layerSays('app')],
  ['src/server/env.ts', "import { createApp } from './app'", ROOT_LEAVES],
  ['src/server/app.ts', "import { listQuestions } from '#server/quizzes/repository'", null],
  ['src/server/demo/a.ts', "import { listQuestions } from '#server/quizzes/repository'", SURFACE],
  ['src/server/demo/b.ts', "import { createQuiz } from '#server/quizzes/service'", null],

  ['src/client/lib/a.ts', "import type { AppRouter } from '#server/trpc/router'", null],
  ['src/client/lib/b.ts', "import { appRouter } from '#server/trpc/router'", APP_ROUTER_ONLY],
  ['src/client/routes/a.tsx', "import { env } from '#server/env'", layerSays('client')],
  ['src/client/routes/b.tsx', "import type { Database } from '#db/schema'", layerSays('client')],
  ['src/client/routes/c.tsx', "import { env } from '../../server/env'", layerSays('client')],
  ['src/client/components/a.tsx', "import { safeRedirect } from '@/features/auth/redirect'", layerSays('client-lib')],
  ['src/client/features/auth/a.tsx', "import { WalletPage } from '@/features/wallet/wallet-page'", OTHER_FEATURE],
  ['src/client/features/auth/b.tsx', "import { WalletPage } from '../wallet/wallet-page'", FEATURE_LEAVES],
  ['src/client/features/auth/c.tsx', "import { safeRedirect } from './redirect'", null],
  ['src/client/features/quizzes/editor/a.tsx', "import { useQuizWindow } from '../schedule'", null],
  ['src/client/features/quizzes/editor/b.tsx', "import { WalletPage } from '../../wallet/wallet-page'", FEATURE_LEAVES],

  ['db/migrations/a.ts', "import { db } from '#server/db/index'", layerSays('database')],
  ['db/migrations/b.ts', "import { sql } from 'kysely'", null],
  ['db/migrations/c.ts', "import { env } from '../../src/server/env'", layerSays('database')],
]

describe('each rule', () => {
  let dir: string
  let found: Map<string, string[]>
  let refusedByGraph: Set<string>

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'quizdom-layers-'))
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
    refusedByGraph = new Set(
      importArrows(dir)
        .arrows.filter((arrow) => arrow.refused)
        .map((arrow) => arrow.from),
    )
  })

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it.each(CASES)('%s: %s', (file, _source, expected, graph = expected !== null) => {
    const messages = found.get(file) ?? []
    if (expected === null) expect(messages).toEqual([])
    else expect(messages).toEqual([expect.stringContaining(expected)])
    expect(refusedByGraph.has(file), 'the import graph').toBe(graph)
  })
})

/** Every local file reachable from `file` through its imports. */
function reachableFrom(file: string): Map<string, string> {
  const via = new Map<string, string>([[file, file]])
  const queue = [file]
  while (queue.length > 0) {
    const current = queue.pop()!
    for (const ref of importsOf(readFileSync(join(ROOT, current), 'utf8'))) {
      const next = resolveImport(ROOT, current, ref.specifier)
      if (next === null || via.has(next)) continue
      via.set(next, current)
      queue.push(next)
    }
  }
  return via
}

describe('the REST layer', () => {
  const restFiles = serverSources
    .map(name)
    .filter((file) => file.endsWith('/rest.ts') || file.startsWith('src/server/http/'))

  it.each(restFiles)('%s reaches nothing of tRPC through its imports', (file) => {
    const reached = reachableFrom(file)
    const trpc = [...reached.keys()].filter(
      (path) => path.startsWith('src/server/trpc/') || path.endsWith('/router.ts'),
    )
    const chains = trpc.map((path) => {
      const chain = [path]
      while (reached.get(chain[0]!) !== chain[0]) chain.unshift(reached.get(chain[0]!)!)
      return chain.join(' -> ')
    })
    expect(chains).toEqual([])
  })
})

describe('the shells', () => {
  it('have no actions.ts beside them: a rule lives in a service, a rate limit in a declaration both shells apply', () => {
    expect(serverSources.filter((file) => file.endsWith('/actions.ts')).map(name)).toEqual([])
  })

  it('declare each rate limit in the procedure’s meta, the same rule the REST route applies', () => {
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { meta?: { rateLimit?: unknown } } }
    >
    const limited = Object.fromEntries(
      Object.entries(procedures)
        .filter(([, procedure]) => procedure._def.meta?.rateLimit)
        .map(([path, procedure]) => [path, procedure._def.meta!.rateLimit]),
    )
    expect(limited).toEqual({
      'auth.signup': SIGNUP_LIMIT,
      'auth.login': LOGIN_LIMIT,
      'auth.google': GOOGLE_LIMIT,
      'auth.updateProfile': PROFILE_LIMIT,
      'auth.forgotPassword': FORGOT_PASSWORD_LIMIT,
      'auth.resetPassword': ACCOUNT_LINK_LIMIT,
      'auth.verifyEmail': ACCOUNT_LINK_LIMIT,
      'auth.resendVerification': RESEND_VERIFICATION_LIMIT,
      'auth.exportData': EXPORT_LIMIT,
      'auth.deleteAccount': DELETE_ACCOUNT_LIMIT,
      'auth.phoneSignIn': PHONE_CODE_ENTRY_LIMIT,
      'auth.phoneResetPassword': PHONE_CODE_ENTRY_LIMIT,
      'auth.changePhone': PHONE_CODE_ENTRY_LIMIT,
      'contact.send': CONTACT_LIMIT,
      'quizzes.generatePreview': AI_LIMIT,
      'quizzes.translateQuestion': AI_LIMIT,
      'quizzes.importPreview': IMPORT_LIMIT,
      'quizzes.importFile': IMPORT_LIMIT,
      'attempts.generateAnalysis': AI_LIMIT,
      'live.join': JOIN_LIMIT,
      'wallet.addFunds': MONEY_LIMIT,
      'wallet.createOrder': MONEY_LIMIT,
      'wallet.withdraw': MONEY_LIMIT,
    })
    // Each REST route that makes one of these calls declares the same rule.
    const routesLimitedBy = (rule: unknown) =>
      API_ROUTES.filter((route) => route.rateLimit === rule).map((route) => `${route.method} ${route.path}`)
    expect(routesLimitedBy(SIGNUP_LIMIT)).toEqual(['post /api/v1/users/signup'])
    expect(routesLimitedBy(LOGIN_LIMIT)).toEqual(['post /api/v1/users/login'])
    expect(routesLimitedBy(GOOGLE_LIMIT)).toEqual(['post /api/v1/users/google'])
    expect(routesLimitedBy(PROFILE_LIMIT)).toEqual(['put /api/v1/users/me'])
    expect(routesLimitedBy(FORGOT_PASSWORD_LIMIT)).toEqual(['post /api/v1/users/forgot-password'])
    expect(routesLimitedBy(ACCOUNT_LINK_LIMIT)).toEqual([
      'post /api/v1/users/reset-password',
      'post /api/v1/users/verify-email',
    ])
    expect(routesLimitedBy(RESEND_VERIFICATION_LIMIT)).toEqual(['post /api/v1/users/resend-verification'])
    expect(routesLimitedBy(EXPORT_LIMIT)).toEqual(['get /api/v1/users/me/export'])
    expect(routesLimitedBy(DELETE_ACCOUNT_LIMIT)).toEqual(['delete /api/v1/users/me'])
    expect(routesLimitedBy(PHONE_CODE_ENTRY_LIMIT)).toEqual([
      'post /api/v1/users/phone/sign-in',
      'post /api/v1/users/phone/reset-password',
      'put /api/v1/users/me/phone',
    ])
    expect(routesLimitedBy(CONTACT_LIMIT)).toEqual(['post /api/v1/contact'])
    expect(routesLimitedBy(AI_LIMIT)).toEqual([
      'post /api/v1/quizzes/generate-preview',
      'post /api/v1/quizzes/translate-question',
      'post /api/v1/quizzes/:id/generate',
    ])
    expect(routesLimitedBy(IMPORT_LIMIT)).toEqual(['post /api/v1/quizzes/import'])
    expect(routesLimitedBy(JOIN_LIMIT)).toEqual(['post /api/v1/games/join'])
    expect(routesLimitedBy(MONEY_LIMIT)).toEqual([
      'post /api/v1/wallet/add-funds',
      'post /api/v1/wallet/orders',
      'post /api/v1/wallet/withdraw',
      'post /api/v1/wallet/request-withdrawal',
    ])
  })
})

describe('the domains', () => {
  /**
   * Each domain folder's files, each with one job; a domain without one of them says why in
   * docs/architecture.md (auth and contact take only the client's shared schemas; admin's every
   * call is the admin tier; attempts' rules are split by job).
   */
  const LAYOUT: Record<string, string[]> = {
    auth: ['policy.ts', 'repository.ts', 'service.ts', 'router.ts', 'rest.ts'],
    contact: ['policy.ts', 'repository.ts', 'service.ts', 'router.ts', 'rest.ts'],
    quizzes: ['schemas.ts', 'policy.ts', 'repository.ts', 'service.ts', 'router.ts', 'rest.ts'],
    wallet: ['schemas.ts', 'policy.ts', 'repository.ts', 'service.ts', 'router.ts', 'rest.ts'],
    admin: ['schemas.ts', 'repository.ts', 'service.ts', 'router.ts', 'rest.ts'],
    notifications: ['schemas.ts', 'policy.ts', 'repository.ts', 'service.ts', 'router.ts', 'rest.ts'],
    attempts: [
      'schemas.ts',
      'policy.ts',
      'repository.ts',
      'attempt-service.ts',
      'result-service.ts',
      'leaderboard-service.ts',
      'history-service.ts',
      'router.ts',
      'rest.ts',
    ],
  }

  it.each(Object.entries(LAYOUT))('%s has its files', (domain, files) => {
    const present = readdirSync(join(SERVER_DIR, domain))
    expect(files.filter((file) => !present.includes(file))).toEqual([])
  })

  it('call the signed-in user SessionUser, with no other name for it', () => {
    const otherNames = serverSources.filter((file) =>
      /\b(interface|type) (Player|Actor)\b/.test(readFileSync(file, 'utf8')),
    )
    expect(otherNames.map(name)).toEqual([])
  })

  it('keep their queries in repositories: a service or a shell builds none', () => {
    const building = serverSources.filter(
      (file) =>
        /(service|router|rest)\.ts$/.test(file) &&
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/.test(readFileSync(file, 'utf8')),
    )
    expect(building.map(name)).toEqual([])
  })
})

describe('server messages', () => {
  /** A message a person reads is defined once, in src/shared, and imported. */
  const inline = /new AppError\(\s*'[A-Z_]+',\s*['"`]|\bmessage:\s*['"`]/

  const checked = serverSources.filter((file) => !file.includes('/testing/'))

  it.each(checked.map(name))('%s types no message of its own', (file) => {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
    expect(lines.filter((line) => inline.test(line))).toEqual([])
  })
})

describe('the product', () => {
  let h: TestHarness
  beforeAll(async () => {
    // Whatever the environment says: the benchmarks' routes are the bench server's, never the app's.
    h = await createHarness({ env: { BENCH_ROUTES: 'on' } })
  })
  afterAll(() => h.close())

  it('has no benchmark routes', async () => {
    for (const path of ['/__bench/memory', '/__bench/raw/quizzes', '/__bench/raw/static']) {
      expect((await h.app.request(path)).status, path).toBe(404)
    }
  })

  it('has no code that only the benchmarks use', () => {
    for (const file of serverSources) {
      const text = readFileSync(file, 'utf8')
      expect(text, name(file)).not.toMatch(
        /__bench|BENCH_ROUTES|PerformanceObserver|rankOfAttemptByCount|countRankQuery/,
      )
    }
  })
})
