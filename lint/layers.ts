/**
 * The layers of the code, lowest first, and which may import which: the one place they are written.
 * `npm run lint:config` writes biome.jsonc's import rules from this table (lint/biome-rules.ts), and
 * src/server/layers.test.ts fails when biome.jsonc is not what the table writes, or when an import
 * anywhere in a layer runs against it (lint/import-graph.ts).
 */

export interface Layer {
  name: string
  /** What it holds, in a few words: its rules' messages say it. */
  holds: string
  /** Its files, as globs from the repository's root; `!` leaves files out. A file is in the last layer that has it. */
  files: string[]
  /** The layers it may import besides its own. */
  imports: string[]
  /** A domain's files that other layers may import (names without `.ts`); the rest of it is its own. */
  surface?: string[]
  /** Folders each of which is a unit that imports no other unit of the layer (the client's features). */
  units?: string
  /** The folder (or units) its files' relative imports stay in; a server file's stay in its own folder. */
  within?: string
  /** Packages it may not import, and why. */
  packages?: { names: string[]; why: string }
  /** A module of a layer it may not import from which it may still take these types, and only them. */
  types?: { module: string; names: string[] }
  /** Puts the domains together (their routers, their REST routes): any of their files, not only the surface. */
  composes?: boolean
  /** Its files may import any file by a relative path (the harness builds the server with scripts/start.mjs). */
  anyRelative?: boolean
}

/** What of a domain another layer may import: its rules, who may do what, its schemas. */
const DOMAIN_SURFACE = ['service', '*-service', 'policy', 'schemas']

/**
 * What a domain's file may import besides its layer's own arrows, by its name: a router builds on
 * tRPC's tiers, a repository on other domains' query pieces (admin's queries join users, quizzes and
 * transactions), a REST adapter on other domains' REST shapes (admin's answers embed them). Only
 * trpc/router.ts imports a domain's router.
 */
export const FILE_KINDS: Record<string, { imports?: string[]; surface?: string[]; privateToApp?: boolean }> = {
  router: { imports: ['trpc'], privateToApp: true },
  repository: { surface: ['repository'] },
  rest: { surface: ['rest-shapes'] },
}

/** Everything below the domains, which every domain may use. */
const BELOW_DOMAINS = ['shared', 'database', 'platform', 'audit', 'identity', 'adapters', 'http']

const domain = (name: string, holds: string, domains: string[]): Layer => ({
  name,
  holds,
  files: [`src/server/${name}/**`],
  imports: [...BELOW_DOMAINS, ...domains],
  surface: DOMAIN_SURFACE,
})

/** The client may take one thing of the server: the type of its tRPC router, which the bundle never holds. */
const APP_ROUTER = { module: 'src/server/trpc/router.ts', names: ['AppRouter'] }

export const LAYERS: Layer[] = [
  {
    name: 'shared',
    holds: 'zod schemas, limits, texts and money helpers for server and client',
    files: ['src/shared/**'],
    imports: [],
    within: 'src/shared',
    packages: {
      names: ['react', 'react/**', 'react-dom', 'react-dom/**'],
      why: 'Shared code runs on the server too: no React.',
    },
  },
  {
    name: 'database',
    holds: 'the migrations, the SQL functions and the schema, which mean the same thing forever',
    files: ['db/migrations/**', 'db/functions/**', 'db/schema.ts'],
    imports: [],
  },
  {
    name: 'platform',
    holds: 'the environment, logs, errors, metrics, the language of the moment, seeded orders and the database drivers',
    files: ['src/server/{env,logger,errors,metrics,locale,seeded}.ts', 'src/server/db/**'],
    imports: ['shared', 'database'],
  },
  {
    name: 'audit',
    holds: "the audit log, written in the action's own transaction",
    files: ['src/server/audit/**'],
    imports: ['shared', 'database', 'platform'],
  },
  {
    name: 'identity',
    holds: "who is calling: sessions, Google's verifier, roles and the tiers' checks",
    files: ['src/server/identity/**'],
    imports: ['shared', 'database', 'platform', 'audit'],
  },
  {
    name: 'adapters',
    holds: 'the services outside: the mail outbox, the AI provider, the payment gateway and the SMS provider',
    files: ['src/server/{mail,ai,gateway,sms}/**'],
    imports: ['shared', 'database', 'platform'],
  },
  {
    name: 'http',
    holds: "the request's library: its context, input checks, rate limits, the REST envelope and routes",
    files: ['src/server/http/**', 'src/server/context.ts'],
    imports: ['shared', 'database', 'platform', 'identity', 'adapters'],
  },
  {
    name: 'trpc',
    holds: "tRPC's tiers, on which each domain's router builds",
    files: ['src/server/trpc/init.ts'],
    imports: ['shared', 'database', 'platform', 'identity', 'http'],
  },
  domain('notifications', 'the bell and the mail it sends', []),
  domain('images', 'pictures on questions: uploads, their checks and who may see them', []),
  domain('wallet', 'the ledger, payments and withdrawals', ['notifications']),
  domain('auth', "accounts, sign-in and a person's own data", ['images', 'notifications', 'wallet']),
  domain('quizzes', 'quizzes, their files, statistics and analytics', ['auth', 'images', 'notifications']),
  domain('series', 'test series: bundles of mocks, their purchase, schedule and leaderboard', [
    'notifications',
    'quizzes',
    'wallet',
  ]),
  domain('attempts', 'attempts, results and leaderboards', ['images', 'notifications', 'quizzes', 'series', 'wallet']),
  // Its money rule is a surface of its own: contests stand behind the same guard (decision 046).
  {
    ...domain('live', 'live games: a host-paced quiz with a PIN, its players, answers and standings', [
      'attempts',
      'quizzes',
    ]),
    surface: [...DOMAIN_SURFACE, 'money-rules'],
  },
  domain('contests', 'scheduled contests, free: registration, one attempt each, final ranks and badges', [
    'attempts',
    'live',
    'notifications',
    'quizzes',
  ]),
  domain('streaks', 'daily streaks: active days in India, the weekly freeze and the evening reminder', [
    'notifications',
  ]),
  domain('certificates', 'certificates for passing a quiz: their PDF and their public verification', []),
  domain('shares', 'shared results and the link-preview cards of quizzes and shared results', ['quizzes']),
  domain('review', 'practice from mistakes: review cards from finished attempts, scheduled by FSRS', [
    'images',
    'quizzes',
    'streaks',
  ]),
  domain('groups', 'groups and their invites, assignments, gradebook and reminders', ['attempts', 'notifications']),
  domain('contact', 'the contact form', []),
  domain('admin', "the admins' console", ['attempts', 'auth', 'notifications', 'quizzes', 'wallet']),
  {
    name: 'demo',
    holds: 'the demo quizzes a first start seeds, made through the quizzes service',
    files: ['src/server/demo/**'],
    imports: ['shared', 'database', 'platform', 'quizzes'],
  },
  {
    name: 'app',
    holds: 'the server put together: the Hono app, the REST list, the tRPC root, the runtime and start',
    files: ['src/server/{app,api,api-docs,runtime,server,main,dev}.ts', 'src/server/trpc/router.ts'],
    imports: [
      ...BELOW_DOMAINS,
      'trpc',
      'notifications',
      'images',
      'wallet',
      'auth',
      'quizzes',
      'attempts',
      'series',
      'live',
      'contests',
      'review',
      'streaks',
      'certificates',
      'shares',
      'groups',
      'contact',
      'admin',
      'demo',
    ],
    composes: true,
  },
  {
    name: 'tests',
    holds: "the server's tests and their harness, which drive the whole server",
    anyRelative: true,
    files: ['src/server/testing/**', 'src/server/**/*.test.ts'],
    imports: [
      ...BELOW_DOMAINS,
      'trpc',
      'notifications',
      'images',
      'wallet',
      'auth',
      'quizzes',
      'attempts',
      'series',
      'live',
      'contests',
      'review',
      'streaks',
      'certificates',
      'shares',
      'groups',
      'contact',
      'admin',
      'demo',
      'app',
    ],
    composes: true,
  },
  {
    name: 'client-lib',
    holds: "the client's components, helpers, texts and tRPC client, which serve every feature",
    files: ['src/client/{components,lib,texts}/**', 'src/client/trpc.ts'],
    imports: ['shared'],
    types: APP_ROUTER,
  },
  {
    name: 'features',
    holds: "the client's features, each on its own: routes put them together",
    files: ['src/client/features/**'],
    imports: ['shared', 'client-lib'],
    units: 'src/client/features/*',
    within: 'src/client/features/*',
    types: APP_ROUTER,
  },
  {
    name: 'client',
    holds: "the client's routes, router and start",
    files: ['src/client/**', '!src/client/{components,lib,texts,features}/**', '!src/client/trpc.ts'],
    imports: ['shared', 'client-lib', 'features'],
    types: APP_ROUTER,
  },
]
