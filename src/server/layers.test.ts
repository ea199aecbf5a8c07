import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AI_LIMIT } from '#server/ai/client'
import {
  ACCOUNT_LINK_LIMIT,
  DELETE_ACCOUNT_LIMIT,
  EXPORT_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  GOOGLE_LIMIT,
  LOGIN_LIMIT,
  PROFILE_LIMIT,
  RESEND_VERIFICATION_LIMIT,
  SIGNUP_LIMIT,
} from '#server/auth/policy'
import { CONTACT_LIMIT } from '#server/contact/policy'
import { IMPORT_LIMIT } from '#server/quizzes/policy'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { appRouter } from '#server/trpc/router'
import { MONEY_LIMIT } from '#server/wallet/policy'

/** The server's layers as the code must keep them: each kind of thing in its one home. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SERVER_DIR = join(ROOT, 'src/server')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

const serverSources = filesUnder(SERVER_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
const name = (file: string) => relative(ROOT, file)

/** The project's own files a source imports (statically or not), resolved as package.json's imports map does. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!)
  return specifiers.flatMap((specifier) => {
    let base: string
    if (specifier.startsWith('#server/')) base = join(ROOT, 'src/server', specifier.slice('#server/'.length))
    else if (specifier.startsWith('#shared/')) base = join(ROOT, 'src/shared', specifier.slice('#shared/'.length))
    else if (specifier.startsWith('#db/')) base = join(ROOT, 'db', specifier.slice('#db/'.length))
    else if (specifier.startsWith('.')) base = resolve(dirname(file), specifier)
    else return []
    const path = [`${base}.ts`, join(base, 'index.ts'), base].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    )
    return path ? [path] : []
  })
}

/** Every local file reachable from `file` through its imports. */
function reachableFrom(file: string): Map<string, string> {
  const via = new Map<string, string>([[file, file]])
  const queue = [file]
  while (queue.length > 0) {
    const current = queue.pop()!
    for (const next of localImports(current)) {
      if (via.has(next)) continue
      via.set(next, current)
      queue.push(next)
    }
  }
  return via
}

describe('the REST layer', () => {
  const restFiles = serverSources.filter(
    (file) => file.endsWith('/rest.ts') || file.startsWith(join(SERVER_DIR, 'http/')),
  )

  it.each(restFiles.map(name))('%s reaches nothing of tRPC through its imports', (file) => {
    const reached = reachableFrom(join(ROOT, file))
    const trpc = [...reached.keys()].filter(
      (path) => path.startsWith(join(SERVER_DIR, 'trpc/')) || path.endsWith('/router.ts'),
    )
    const chains = trpc.map((path) => {
      const chain = [path]
      while (reached.get(chain[0]!) !== chain[0]) chain.unshift(reached.get(chain[0]!)!)
      return chain.map(name).join(' -> ')
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
      'contact.send': CONTACT_LIMIT,
      'quizzes.generatePreview': AI_LIMIT,
      'quizzes.importPreview': IMPORT_LIMIT,
      'quizzes.importFile': IMPORT_LIMIT,
      'attempts.generateAnalysis': AI_LIMIT,
      'wallet.addFunds': MONEY_LIMIT,
      'wallet.withdraw': MONEY_LIMIT,
    })
    // Each REST route that makes one of these calls names the same rule.
    const restUses = (file: string, rule: string) =>
      readFileSync(join(SERVER_DIR, file), 'utf8').split(`rateLimited(${rule})`).length - 1
    expect(restUses('auth/rest.ts', 'SIGNUP_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'LOGIN_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'GOOGLE_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'PROFILE_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'FORGOT_PASSWORD_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'ACCOUNT_LINK_LIMIT')).toBe(2)
    expect(restUses('auth/rest.ts', 'RESEND_VERIFICATION_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'EXPORT_LIMIT')).toBe(1)
    expect(restUses('auth/rest.ts', 'DELETE_ACCOUNT_LIMIT')).toBe(1)
    expect(restUses('contact/rest.ts', 'CONTACT_LIMIT')).toBe(1)
    expect(restUses('quizzes/rest.ts', 'AI_LIMIT')).toBe(2)
    expect(restUses('quizzes/rest.ts', 'IMPORT_LIMIT')).toBe(1)
    expect(restUses('wallet/rest.ts', 'MONEY_LIMIT')).toBe(3)
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
