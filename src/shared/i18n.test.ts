import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, type Locale, locales } from './i18n'
import { readIn } from './i18n-testing'
import { QUIZ_LANGUAGE_NAMES } from './quiz-language-names'

/** The catalogs as written: messages/<locale>.json, a message per key. */
const MESSAGES_DIR = join(import.meta.dirname, '../../messages')

type Catalog = Record<string, string>

function readCatalogs(): Record<string, Catalog> {
  const catalogs: Record<string, Catalog> = {}
  for (const file of readdirSync(MESSAGES_DIR).filter((name) => name.endsWith('.json'))) {
    const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(MESSAGES_DIR, file), 'utf8'))
    catalogs[file.replace(/\.json$/, '')] = messages
  }
  return catalogs
}

const parameters = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/**
 * What is wrong with the catalogs, in words: a message the base language has and another lacks
 * (or has empty), one it has that the base does not, or a message whose {parameters} differ.
 */
function catalogProblems(catalogs: Record<string, Catalog>, base: string): string[] {
  const problems: string[] = []
  const reference = catalogs[base] ?? {}
  for (const [locale, catalog] of Object.entries(catalogs)) {
    if (locale === base) continue
    for (const [key, text] of Object.entries(reference)) {
      const translated = catalog[key]
      if (typeof translated !== 'string' || translated.trim() === '') problems.push(`${locale}: "${key}" is missing`)
      else if (parameters(translated).join() !== parameters(text).join()) {
        problems.push(
          `${locale}: "${key}" takes {${parameters(translated).join(', ')}}, not {${parameters(text).join(', ')}}`,
        )
      }
    }
    for (const key of Object.keys(catalog)) {
      if (!(key in reference)) problems.push(`${locale}: "${key}" is not in ${base}`)
    }
  }
  return problems
}

describe('the message catalogs', () => {
  it('have a file for every language of the project, and no other', () => {
    expect(Object.keys(readCatalogs()).sort()).toEqual([...locales].sort())
  })

  it('give every message in every language, with the same parameters', () => {
    expect(catalogProblems(readCatalogs(), baseLocale)).toEqual([])
  })

  it('name each language as the language switch does, in its own words', () => {
    const names = Object.entries(readCatalogs()).map(([locale, catalog]) => [locale, catalog.language_name])
    expect(names).toEqual(names.map(([locale]) => [locale, QUIZ_LANGUAGE_NAMES[locale as Locale]]))
  })

  it('report a message missing in a language, an extra one and a changed parameter', () => {
    const catalogs = {
      en: { nav_home: 'Home', greeting: 'Hello {name}', retry: 'Try again' },
      hi: { nav_home: 'होम', greeting: 'नमस्ते {naam}', extra: 'अतिरिक्त' },
    }
    expect(catalogProblems(catalogs, 'en')).toEqual([
      'hi: "greeting" takes {naam}, not {name}',
      'hi: "retry" is missing',
      'hi: "extra" is not in en',
    ])
  })
})

/**
 * Every string a text module exports, by where it is ("texts.WALLET_TEXTS.title"), read in
 * `locale`. Functions are not called (they take values); arrays and objects are walked.
 */
function textsIn(modules: Record<string, Record<string, unknown>>, locale: Locale): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (value: unknown, path: string, depth: number) => {
    if (typeof value === 'string') found.set(path, value)
    else if (value && typeof value === 'object' && depth < 4) {
      for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1)
    }
  }
  readIn(locale, () => {
    for (const [name, exports] of Object.entries(modules)) walk(exports, name, 0)
  })
  return found
}

/**
 * Texts kept in English on purpose: the name a deleted account's rows keep (stored, and shown
 * translated by shownUsername()), and the REST API's documentation, written for developers.
 */
const IN_ENGLISH_ON_PURPOSE = (path: string) =>
  path === 'account-data-texts.ts.DELETED_USER_NAME' || path.startsWith('api-docs-texts.ts.')

describe('the text modules', () => {
  it('read every message in the language of the moment: none is copied once, in the language of the import', async () => {
    // The shared text modules and the client's own (src/client/texts).
    const modules: Record<string, Record<string, unknown>> = {}
    for (const dir of [import.meta.dirname, join(import.meta.dirname, '../client/texts')]) {
      const files = readdirSync(dir).filter(
        (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'),
      )
      for (const file of files) modules[file] = await import(join(dir, file))
    }
    const { en, ...others } = readCatalogs()
    for (const [locale, catalog] of Object.entries(others)) {
      // An English message that this language says otherwise must not read the same in it. Not
      // language_name, which each catalog gives as its own language's name, not a translation, and
      // not a text of one or two letters, which a code (a language's, 'or') can spell too.
      const translated = new Set(
        Object.entries(en!).flatMap(([key, text]) =>
          key !== 'language_name' && text.length > 2 && catalog[key] && catalog[key] !== text ? [text] : [],
        ),
      )
      const english = textsIn(modules, baseLocale)
      const local = textsIn(modules, locale as Locale)
      const frozen = [...english].filter(
        ([path, text]) => translated.has(text) && local.get(path) === text && !IN_ENGLISH_ON_PURPOSE(path),
      )
      expect(frozen.map(([path]) => path)).toEqual([])
    }
  })
})

describe('tests that read in another language', () => {
  it('go through readIn, which gives back the reader it found', () => {
    // Test files share modules (vitest.config.ts): one that sets a fixed reader leaves every later
    // file's server requests in that language.
    const root = join(import.meta.dirname, '..')
    const setting = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /overwriteGetLocale\(/.test(readFileSync(join(root, file), 'utf8')))
    expect(setting, 'use readIn from #shared/i18n-testing instead of overwriteGetLocale').toEqual([])
  })
})
