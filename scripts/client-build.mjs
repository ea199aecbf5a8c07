#!/usr/bin/env node
// The client's build (`vite build` into dist/client), made only when what it is built from has
// changed since the last one: `npm start` and `npm run test:e2e` call it. CI runs `npm test` twice
// on one checkout (PGlite, then Postgres) and the client does not depend on the database, so the
// second run reuses the first's build. `npm run build` always builds.
//
// What it is built from: CLIENT_SOURCES below, file by file by content, and the VITE_ settings.
// Their hash is kept beside the build, out of what the server serves. Left out: tests, and the
// catalogs' compiled output (src/shared/paraglide), which the build compiles afresh from the
// catalogs and settings, and which `npm run i18n` writes a little differently for Node.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const STAMP = join(root, 'dist/.client-build-inputs')
// The catalogs and their settings too: a language added or changed is a client of its own to build
// (decision 052).
const CLIENT_SOURCES = [
  'src/client',
  'src/shared',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'messages',
  'project.inlang/settings.json',
  'i18n.config.ts',
]
const IS_TEST = /\.test\.tsx?$/
const COMPILED_CATALOGS = join('src', 'shared', 'paraglide')

function hashInto(hash, path) {
  const full = join(root, path)
  if (!existsSync(full) || path === COMPILED_CATALOGS) return
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) hashInto(hash, join(path, entry))
  } else if (!IS_TEST.test(path)) {
    hash.update(`${path}\0${createHash('sha256').update(readFileSync(full)).digest('hex')}\0`)
  }
}

function inputsHash() {
  const hash = createHash('sha256')
  for (const source of CLIENT_SOURCES) hashInto(hash, source)
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`)
  }
  return hash.digest('hex')
}

/** Builds the client unless dist/client was built from what is here now; exits the process if the build fails. */
export function buildClientIfChanged() {
  const wanted = inputsHash()
  const isCurrent =
    existsSync(join(root, 'dist/client/index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === wanted
  if (isCurrent) return 'current'
  console.log('Building the client (first build, or its sources changed)…')
  // A build that fails or is stopped halfway leaves no stamp to match.
  rmSync(STAMP, { force: true })
  const vite = join(root, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(STAMP, `${wanted}\n`)
  return 'built'
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (buildClientIfChanged() === 'current') console.log('The client in dist/client is current.')
}
