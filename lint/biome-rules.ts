import { importsAllowed, layerNamed, surfaceFor } from './import-graph'
import { FILE_KINDS, LAYERS, type Layer } from './layers'

/**
 * biome.jsonc's import rules, written from lint/layers.ts: for each layer (its files at the server's
 * root apart from those in folders, and each kind of domain file apart) one override of
 * `noRestrictedImports` with every pattern that holds for its files. An override replaces the
 * options of the ones before it, so each one says everything; the table says it once.
 * `npm run lint:config` writes them between the two marker lines of biome.jsonc.
 */

const BEGIN = '// The layers (lint/layers.ts), written by `npm run lint:config`: change the table, not these.'
const END = '// The end of the layers.'

/** How an import names each folder of files (package.json's imports, tsconfig's paths). */
const ALIASES: Array<[folder: string, alias: string]> = [
  ['src/server/', '#server/'],
  ['src/shared/', '#shared/'],
  ['src/client/', '@/'],
  ['db/', '#db/'],
]

/** How an import names the files of a glob: `src/server/x.ts` is `#server/x`, `src/client/x` is `@/x`. */
function specifierOf(glob: string): string {
  const negated = glob.startsWith('!')
  const path = (negated ? glob.slice(1) : glob).replace(/\.tsx?$/, '')
  const [folder, alias] = ALIASES.find(([prefix]) => path.startsWith(prefix))!
  return `${negated ? '!' : ''}${alias}${path.slice(folder.length)}`
}

const isServer = (layer: Layer) => layer.files.every((glob) => glob.startsWith('src/server/'))
/** A file directly in src/server, not in one of its folders. */
const isServerRoot = (glob: string) => !glob.slice('src/server/'.length).includes('/')

/** The folder all of a layer's files are under. */
function rootOf(layer: Layer): string[] {
  const folders = layer.files
    .filter((glob) => !glob.startsWith('!'))
    .map((glob) => {
      const literal = glob.split(/[*{?]/)[0]!
      return literal.split('/').slice(0, -1)
    })
  const [first, ...rest] = folders
  return first!.filter((segment, i) => rest.every((folder) => folder[i] === segment))
}

/** The folder a relative path from one layer's files to another's passes through, to know it by. */
function folderBetween(from: Layer, to: Layer): string | undefined {
  const [a, b] = [rootOf(from), rootOf(to)]
  const i = a.findIndex((segment, index) => b[index] !== segment)
  return b[i === -1 ? a.length : i]
}

/** `a, b and c`: a list in words. */
const listed = (names: string[], joiner: string) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}` : (names[0] ?? '')
const inWords = (names: string[], joiner: string) =>
  names.length === 0 ? 'nothing of ours' : `only ${listed(names, joiner)}`

interface Pattern {
  group: string[]
  message: string
}

type Relative = 'root' | 'folder' | 'top' | 'nested' | 'none' | 'any'

function patternsFor(layer: Layer, kind: string | undefined, relative: Relative): Pattern[] {
  const allowed = importsAllowed(layer, kind)
  const patterns: Pattern[] = []

  // The layers it may not import: those with files left out first, so the layers after them refuse those files again.
  const refused = LAYERS.filter((other) => other !== layer && !allowed.includes(other.name)).sort(
    (a, b) =>
      Number(b.files.some((glob) => glob.startsWith('!'))) - Number(a.files.some((glob) => glob.startsWith('!'))),
  )
  // A whole alias refused (every layer it names) is said as one pattern: #server/**, #db/**, @/**.
  const whole = ALIASES.map(([, alias]) => alias).filter((alias) =>
    LAYERS.filter((other) => other.files.some((glob) => specifierOf(glob).startsWith(alias))).every((other) =>
      refused.includes(other),
    ),
  )
  const group = [
    ...refused
      .flatMap((other) => other.files.map(specifierOf))
      .filter((name) => !whole.some((alias) => name.replace(/^!/, '').startsWith(alias))),
    ...whole.map((alias) => `${alias}**`),
  ]
  if (!isServer(layer) && !layer.within) {
    for (const other of refused) {
      const folder = folderBetween(layer, other)
      if (folder) group.push(`**/${folder}/**`)
    }
  }
  if (layer.types) group.push(`!${specifierOf(layer.types.module)}`)
  const alsoTypes = layer.types
    ? `, and from ${specifierOf(layer.types.module)} the ${layer.types.names.join(', ')} type`
    : ''
  const below = LAYERS.slice(0, LAYERS.indexOf(layer)).map((other) => other.name)
  const who = kind ? `The ${kind}.ts of ${layer.name}` : `${layer.name} (${layer.holds})`
  if (group.length > 0) {
    patterns.push({
      group: [...new Set(group)],
      message: `${who} imports ${layer.composes && below.every((name) => allowed.includes(name)) ? 'any layer below it' : inWords(allowed, 'and')}${alsoTypes}: lint/layers.ts.`,
    })
  }

  // The domains it may import, through their surface only.
  if (!layer.composes) {
    const bySurface = new Map<string, { surface: string[]; domains: Layer[] }>()
    for (const other of allowed.map(layerNamed)) {
      if (!other.surface || other === layer) continue
      const surface = surfaceFor(other, kind)
      const same = bySurface.get(surface.join()) ?? { surface, domains: [] }
      bySurface.set(surface.join(), { surface, domains: [...same.domains, other] })
    }
    for (const { surface, domains } of bySurface.values()) {
      patterns.push({
        group: [
          ...domains.flatMap((other) => other.files.map(specifierOf)),
          ...surface.map((name) => `!#server/*/${name}`),
        ],
        message: `${kind ? `A domain's ${kind}.ts` : layer.name} uses another domain only through its ${listed(surface, 'or')}: lint/layers.ts.`,
      })
    }
  }

  // A domain's files that only the app imports.
  if (layer.surface) {
    for (const [name, rule] of Object.entries(FILE_KINDS)) {
      if (rule.privateToApp && name !== kind) {
        patterns.push({ group: [`./${name}`], message: `Only the app imports a domain's ${name}.ts: lint/layers.ts.` })
      }
    }
  }

  if (layer.units) {
    const folder = layer.units.split('/').at(-2)!
    patterns.push({
      group: [...layer.files.map(specifierOf), `**/${folder}/**`],
      message: `Each of ${layer.units} imports no other, and its own files as ./file: lint/layers.ts.`,
    })
  }

  if (layer.packages) patterns.push({ group: layer.packages.names, message: layer.packages.why })

  const leaves: Record<Relative, Pattern | undefined> = {
    root: {
      group: ['./**', '../**'],
      message: "A file at the server's root imports the others through #server/*, so these rules see where it goes.",
    },
    folder: {
      group: ['../**'],
      message:
        'A server file leaves its folder through #server/*, #shared/* or #db/*, so these rules see where it goes.',
    },
    top: { group: ['../**'], message: `A file of ${layer.within} leaves it by name (#…/* or @/…), never by ../.` },
    nested: {
      group: ['../../**'],
      message: `A file of ${layer.within} leaves it by name (#…/* or @/…), never by ../.`,
    },
    none: undefined,
    any: undefined,
  }
  const leave = leaves[relative]
  if (leave) patterns.push(leave)
  return patterns
}

interface Override {
  comment: string
  includes: string[]
  patterns: Pattern[]
  paths?: Record<string, { allowImportNames: string[]; message: string }>
}

function overridesFor(layer: Layer): Override[] {
  const paths = layer.types && {
    [specifierOf(layer.types.module)]: {
      allowImportNames: layer.types.names,
      message: `${layer.name} takes from ${specifierOf(layer.types.module)} only the ${layer.types.names.join(', ')} type (import type).`,
    },
  }
  const one = (
    includes: string[],
    kind: string | undefined,
    relative: Relative,
    comment = `${layer.name}: ${layer.holds}.`,
  ) => ({
    comment,
    includes,
    patterns: patternsFor(layer, kind, relative),
    ...(paths ? { paths } : {}),
  })
  if (isServer(layer)) {
    if (layer.anyRelative) return [one(layer.files, undefined, 'any')]
    const roots = layer.files.filter(isServerRoot)
    const folders = layer.files.filter((glob) => !isServerRoot(glob))
    const overrides = []
    if (roots.length > 0) overrides.push(one(roots, undefined, 'root'))
    if (folders.length > 0) {
      const comment = roots.length > 0 ? `${layer.name}, in its folders.` : undefined
      overrides.push(one(folders, undefined, 'folder', comment))
    }
    if (layer.surface) {
      for (const kind of Object.keys(FILE_KINDS)) {
        const files = folders.map((glob) => glob.replace(/\/\*\*$/, `/${kind}.ts`))
        overrides.push(one(files, kind, 'folder', `${layer.name}: its ${kind}.ts.`))
      }
    }
    return overrides
  }
  if (layer.within) {
    return [
      one([`${layer.within}/*`], undefined, 'top'),
      one([`${layer.within}/*/**`], undefined, 'nested', `${layer.name}, deeper.`),
    ]
  }
  return [one(layer.files, undefined, 'none')]
}

/** JSON on one line, spaced as prettier spaces it. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`)
      .join(', ')} }`
  }
  return JSON.stringify(value)
}

const WIDTH = 120

/** A pattern on one line when it fits; else its group and its message on lines of their own, the group wrapped. */
function patternLines(pattern: Pattern, indent: string): string[] {
  const line = `${indent}${inline(pattern)},`
  if (line.length <= WIDTH) return [line]
  const inner = `${indent}  `
  const group = `${inner}"group": ${inline(pattern.group)},`
  const rows: string[] = []
  for (const name of pattern.group.map((item) => `${inline(item)},`)) {
    const last = rows.at(-1)
    if (last !== undefined && `${inner}  ${last} ${name}`.length <= WIDTH) rows[rows.length - 1] = `${last} ${name}`
    else rows.push(name)
  }
  return [
    `${indent}{`,
    ...(group.length <= WIDTH
      ? [group]
      : [`${inner}"group": [`, ...rows.map((row) => `${inner}  ${row}`), `${inner}],`]),
    `${inner}"message": ${inline(pattern.message)},`,
    `${indent}},`,
  ]
}

/** The overrides' text, as it stands between the markers: one pattern a line, where it fits. */
function layerOverrides(): string {
  return LAYERS.flatMap(overridesFor)
    .flatMap((override) => [
      `    // ${override.comment}`,
      '    {',
      `      "includes": ${inline(override.includes)},`,
      '      "linter": { "rules": { "style": { "noRestrictedImports": { "level": "error", "options": {',
      '        "patterns": [',
      ...override.patterns.flatMap((pattern) => patternLines(pattern, '          ')),
      '        ],',
      ...(override.paths ? [`        "paths": ${inline(override.paths)},`] : []),
      '      } } } } },',
      '    },',
    ])
    .join('\n')
}

/** biome.jsonc with its import rules written from the table, everything else as it was. */
export function withLayerOverrides(config: string): string {
  const begin = config.indexOf(BEGIN)
  const end = config.indexOf(END)
  if (begin === -1 || end === -1) throw new Error(`biome.jsonc needs the lines ${BEGIN} and ${END} around its layers`)
  return `${config.slice(0, begin)}${BEGIN}\n${layerOverrides()}\n    ${config.slice(end)}`
}
