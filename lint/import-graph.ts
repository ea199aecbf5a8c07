import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { SyntaxKind } from 'typescript/unstable/ast'
import { createScanner } from 'typescript/unstable/ast/scanner'
import { FILE_KINDS, LAYERS, type Layer } from './layers'

/**
 * Every import of every file in a layer, read with TypeScript's own scanner, each resolved to the
 * file it names and held to lint/layers.ts: the same table biome.jsonc's rules are written from,
 * checked here on the files themselves, so an import no rule's pattern sees (a relative path, a
 * file in no folder) is held to it too.
 */

/** One import of a file: what it names, whether it takes types only, and the names it takes. */
export interface ImportRef {
  specifier: string
  typeOnly: boolean
  names: string[]
}

/** An import from a file of a layer to a file of a layer (or of none). */
export interface Arrow {
  from: string
  to: string
  fromLayer: string
  toLayer: string | null
  /** Why the table refuses it; null when it allows it. */
  refused: string | null
}

/** A glob of the table as a regular expression: `**` any folders, `*` within one, `{a,b}` either. */
function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/'
      source += slash ? '(?:.*/)?' : '.*'
      i += slash ? 2 : 1
    } else if (char === '*') source += '[^/]*'
    else if (char === '?') source += '[^/]'
    else if (char === '{') source += '(?:'
    else if (char === '}') source += ')'
    else if (char === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) source += '|'
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

const matches = (globs: string[], path: string) =>
  globs.some((glob) => !glob.startsWith('!') && globToRegExp(glob).test(path)) &&
  !globs.some((glob) => glob.startsWith('!') && globToRegExp(glob.slice(1)).test(path))

/** The layer a file (a path from the repository's root) is in: the last one whose globs have it. */
function layerOf(path: string): Layer | undefined {
  return LAYERS.findLast((layer) => matches(layer.files, path))
}

export function layerNamed(name: string): Layer {
  const layer = LAYERS.find((candidate) => candidate.name === name)
  if (!layer) throw new Error(`lint/layers.ts has no layer named ${name}`)
  return layer
}

/** The kind of a domain's file (router, repository, rest), when it is one directly in its folder. */
function kindOf(layer: Layer, path: string): string | undefined {
  if (!layer.surface) return undefined
  const name = posix.basename(path).replace(/\.tsx?$/, '')
  return layer.files.some((glob) => posix.dirname(path) === glob.replace(/\/\*\*$/, '')) && name in FILE_KINDS
    ? name
    : undefined
}

/** The layers a file may import besides its own: its layer's, and its kind's. */
export function importsAllowed(layer: Layer, kind: string | undefined): string[] {
  return [...layer.imports, ...((kind && FILE_KINDS[kind]?.imports) ?? [])]
}

/** What of a domain a file of this kind may import: the surface, and its kind's more. */
export function surfaceFor(target: Layer, kind: string | undefined): string[] {
  return [...(target.surface ?? []), ...((kind && FILE_KINDS[kind]?.surface) ?? [])]
}

/** Whether a token can end an expression: a `/` after it divides, anywhere else it starts a regular expression. */
const ENDS_EXPRESSION = new Set([
  SyntaxKind.Identifier,
  SyntaxKind.ThisKeyword,
  SyntaxKind.SuperKeyword,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.CloseBraceToken,
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateTail,
  SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.PlusPlusToken,
  SyntaxKind.MinusMinusToken,
])

interface Token {
  kind: SyntaxKind
  value: string
}

/** A file's tokens, comments left out, with regular expressions and template literals read whole. */
function tokensOf(text: string): Token[] {
  const scanner = createScanner(true, undefined, text)
  const tokens: Token[] = []
  /** For each template literal open around the scanner, the brace depth its `${` began at. */
  const templates: number[] = []
  let braces = 0
  for (let kind = scanner.scan(); kind !== SyntaxKind.EndOfFile; kind = scanner.scan()) {
    if (kind === SyntaxKind.SlashToken || kind === SyntaxKind.SlashEqualsToken) {
      const previous = tokens.at(-1)?.kind
      if (previous === undefined || !ENDS_EXPRESSION.has(previous)) kind = scanner.reScanSlashToken()
    } else if (kind === SyntaxKind.OpenBraceToken) braces++
    else if (kind === SyntaxKind.CloseBraceToken) {
      if (templates.at(-1) === braces) {
        kind = scanner.reScanTemplateToken(false)
        if (kind === SyntaxKind.TemplateTail) templates.pop()
      } else braces--
    }
    if (kind === SyntaxKind.TemplateHead) templates.push(braces)
    tokens.push({ kind, value: scanner.getTokenValue() })
  }
  return tokens
}

/** The names in braces from `tokens[start]` (an open brace), each with whether it is marked `type`; and where they end. */
function namesInBraces(tokens: Token[], start: number): { names: Array<[string, boolean]>; end: number } {
  const names: Array<[string, boolean]> = []
  let i = start + 1
  while (i < tokens.length && tokens[i]!.kind !== SyntaxKind.CloseBraceToken) {
    let isType = false
    if (tokens[i]!.kind === SyntaxKind.TypeKeyword && tokens[i + 1]?.kind !== SyntaxKind.CommaToken) {
      isType = tokens[i + 1]?.kind !== SyntaxKind.CloseBraceToken && tokens[i + 1]?.kind !== SyntaxKind.AsKeyword
      if (isType) i++
    }
    names.push([tokens[i]!.value, isType])
    while (
      i < tokens.length &&
      tokens[i]!.kind !== SyntaxKind.CommaToken &&
      tokens[i]!.kind !== SyntaxKind.CloseBraceToken
    ) {
      i++
    }
    if (tokens[i]?.kind === SyntaxKind.CommaToken) i++
  }
  return { names, end: i }
}

/** Every module a file's text imports or re-exports, statically or not. */
export function importsOf(text: string): ImportRef[] {
  const tokens = tokensOf(text)
  const refs: ImportRef[] = []
  const kindAt = (i: number) => tokens[i]?.kind
  const isModule = (i: number) =>
    kindAt(i) === SyntaxKind.StringLiteral || kindAt(i) === SyntaxKind.NoSubstitutionTemplateLiteral
  for (let i = 0; i < tokens.length; i++) {
    const kind = tokens[i]!.kind
    if (kind !== SyntaxKind.ImportKeyword && kind !== SyntaxKind.ExportKeyword) continue
    if (kindAt(i - 1) === SyntaxKind.DotToken) continue
    let j = i + 1
    if (kind === SyntaxKind.ImportKeyword && kindAt(j) === SyntaxKind.OpenParenToken) {
      // import('…'): a value, unless it stands in a type (typeof import('…')).
      if (isModule(j + 1)) {
        const typeOnly = kindAt(i - 1) === SyntaxKind.TypeOfKeyword
        refs.push({ specifier: tokens[j + 1]!.value, typeOnly, names: ['*'] })
      }
      continue
    }
    if (kind === SyntaxKind.ImportKeyword && isModule(j)) {
      refs.push({ specifier: tokens[j]!.value, typeOnly: false, names: [] })
      continue
    }
    let clauseType = false
    if (kindAt(j) === SyntaxKind.TypeKeyword && kindAt(j + 1) !== SyntaxKind.FromKeyword) {
      clauseType = true
      j++
    }
    const names: Array<[string, boolean]> = []
    if (kind === SyntaxKind.ImportKeyword && kindAt(j) === SyntaxKind.Identifier) {
      names.push(['default', false])
      j++
      if (kindAt(j) === SyntaxKind.CommaToken) j++
    }
    if (kindAt(j) === SyntaxKind.AsteriskToken) {
      names.push(['*', false])
      j++
      if (kindAt(j) === SyntaxKind.AsKeyword) j += 2
    } else if (kindAt(j) === SyntaxKind.OpenBraceToken) {
      const braced = namesInBraces(tokens, j)
      names.push(...braced.names)
      j = braced.end + 1
    } else if (names.length === 0) continue
    if (kindAt(j) !== SyntaxKind.FromKeyword || !isModule(j + 1)) continue
    refs.push({
      specifier: tokens[j + 1]!.value,
      typeOnly: clauseType || (names.length > 0 && names.every(([, isType]) => isType)),
      names: names.map(([name]) => name),
    })
  }
  return refs
}

const SOURCE = /\.(ts|tsx|js|mjs|jsx)$/
/** Written by tools, never by hand: the compiled catalogs. */
const GENERATED = ['src/shared/paraglide']

/** Every source file under the folders a layer may hold, as paths from the repository's root. */
function sourceFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = posix.join(dir, name)
      if (GENERATED.includes(path) || name === 'node_modules') return []
      if (statSync(join(root, path)).isDirectory()) return walk(path)
      return SOURCE.test(name) ? [path] : []
    })
  return ['src', 'db'].filter((dir) => existsSync(join(root, dir))).flatMap(walk)
}

/** Where an import leads, as a path from the root; null for a package. As package.json's imports and tsconfig's paths say. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('#server/')) base = `src/server/${specifier.slice(8)}`
  else if (specifier.startsWith('#shared/')) base = `src/shared/${specifier.slice(8)}`
  else if (specifier.startsWith('#db/')) base = `db/${specifier.slice(4)}`
  else if (specifier.startsWith('@/')) base = `src/client/${specifier.slice(2)}`
  else if (specifier.startsWith('.')) base = posix.join(posix.dirname(from), specifier)
  else return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]
  const found = candidates.find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile())
  // A file not there yet (a generated one) is named as the import would find it once it is.
  return found ?? (SOURCE.test(base) ? base : `${base}.ts`)
}

/** Why the table refuses an import, or null when it allows it. */
function refusal(from: string, layer: Layer, ref: ImportRef, to: string | null): string | null {
  if (to === null) {
    const banned = layer.packages?.names.some((glob) => globToRegExp(glob).test(ref.specifier))
    return banned ? `${layer.name} may not import the package ${ref.specifier}` : null
  }
  const target = layerOf(to)
  if (!target) return to.startsWith('src/server/') ? `${to} is in no layer of lint/layers.ts` : null
  const kind = kindOf(layer, from)
  if (target === layer) {
    if (layer.units) {
      const unit = (path: string) => path.split('/').slice(0, layer.units!.split('/').length).join('/')
      if (unit(from) !== unit(to)) return `${layer.name}: ${unit(from)} imports ${unit(to)}, another unit`
    }
    const targetKind = kindOf(layer, to)
    if (targetKind && FILE_KINDS[targetKind]?.privateToApp && from !== to) {
      return `only the app imports a domain's ${targetKind}.ts`
    }
    return null
  }
  if (!importsAllowed(layer, kind).includes(target.name)) {
    const types = layer.types
    const allowedTypes =
      types && to === types.module && ref.typeOnly && ref.names.every((name) => types.names.includes(name))
    return allowedTypes ? null : `${layer.name} may not import ${target.name} (the arrow runs against the table)`
  }
  if (target.surface && !layer.composes) {
    const name = posix.basename(to).replace(/\.tsx?$/, '')
    const direct = target.files.some((glob) => posix.dirname(to) === glob.replace(/\/\*\*$/, ''))
    const surface = surfaceFor(target, kind)
    if (!direct || !surface.some((glob) => globToRegExp(glob).test(name))) {
      return `${layer.name} may use ${target.name} only through its ${surface.join(', ')}`
    }
  }
  return null
}

/** Every import of every file in a layer, each with the table's verdict. */
export function importArrows(root: string): { arrows: Arrow[]; unplaced: string[] } {
  const arrows: Arrow[] = []
  const unplaced: string[] = []
  for (const from of sourceFiles(root)) {
    const layer = layerOf(from)
    if (!layer) {
      if (from.startsWith('src/server/')) unplaced.push(from)
      continue
    }
    for (const ref of importsOf(readFileSync(join(root, from), 'utf8'))) {
      const to = resolveImport(root, from, ref.specifier)
      arrows.push({
        from,
        to: to ?? ref.specifier,
        fromLayer: layer.name,
        toLayer: to === null ? null : (layerOf(to)?.name ?? null),
        refused: refusal(from, layer, ref, to),
      })
    }
  }
  return { arrows, unplaced }
}
