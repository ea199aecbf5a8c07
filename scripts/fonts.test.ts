import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import subsetFont from 'subset-font'
import { languageNameCharacters, SCRIPT_FONTS } from './fonts'

/**
 * The scripts' fonts as committed (npm run fonts): small, drawing every letter of their script the
 * catalogs use, and declared in styles.css so that only text in their script asks for them.
 */
const css = readFileSync(new URL('../src/client/styles.css', import.meta.url), 'utf8')
const catalogs = readdirSync(new URL('../messages/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => readFileSync(new URL(`../messages/${file}`, import.meta.url), 'utf8'))

/** The largest a script's font may be: a page in that language downloads it with its first screen. */
const FONT_BUDGET_BYTES = 70 * 1024
const NAMES_FONT_BUDGET_BYTES = 8 * 1024

/** The glyphs of a font in TrueType form: its maxp table's numGlyphs. */
function glyphCount(sfnt: Buffer): number {
  const tables = sfnt.readUInt16BE(4)
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16
    if (sfnt.toString('latin1', record, record + 4) === 'maxp')
      return sfnt.readUInt16BE(sfnt.readUInt32BE(record + 8) + 4)
  }
  throw new Error('no maxp table')
}

/** Whether the font has a glyph of its own for the character (not the .notdef box alone). */
async function draws(character: string, file: Buffer) {
  return glyphCount(await subsetFont(file, character, { targetFormat: 'truetype', noLayoutClosure: true })) > 1
}

/** The code point ranges of a family's @font-face rules' unicode-range, the one whose file is named. */
function unicodeRange(family: string, file: string): Array<[number, number]> {
  const face = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1]!)
    .find((rule) => rule.includes(`font-family: '${family}'`) && rule.includes(`/${file}.woff2`))
  const declared = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1]
  if (!declared) throw new Error(`styles.css declares no unicode-range for ${family} (${file})`)
  return declared.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?]
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
  })
}
const inRange = (ranges: Array<[number, number]>) => (character: string) =>
  ranges.some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to)

const baseName = (path: string) => path.replace(/^.*\//, '').replace(/\.woff2$/, '')

for (const font of SCRIPT_FONTS) {
  describe(`the ${font.script} font`, () => {
    const file = readFileSync(font.file)
    const namesFile = readFileSync(font.namesFile)
    const ofScript = new RegExp(`\\p{Script=${font.script}}`, 'u')

    it('is one small file, and the names of languages a far smaller one', () => {
      expect(file.length).toBeLessThan(FONT_BUDGET_BYTES)
      expect(namesFile.length).toBeLessThan(NAMES_FONT_BUDGET_BYTES)
    })

    it(`draws the name of every language written in ${font.script}, in the small file`, async () => {
      const letters = [...languageNameCharacters(font.script)]
      expect(letters.length).toBeGreaterThan(2)
      const missing = []
      for (const letter of letters) if (!(await draws(letter, namesFile))) missing.push(letter)
      expect(missing).toEqual([])
      const names = inRange(unicodeRange('Quizdom Language Names', baseName(font.namesFile)))
      expect(letters.filter((letter) => !names(letter))).toEqual([])
    })

    it(`draws every ${font.script} character of every catalog`, async () => {
      const used = new Set<string>()
      for (const catalog of catalogs) for (const character of catalog) if (ofScript.test(character)) used.add(character)
      const missing = []
      for (const character of used) if (!(await draws(character, file))) missing.push(character)
      expect(missing).toEqual([])
      expect([...used].filter((character) => !font.kept.includes(character))).toEqual([])
    })

    it(`is asked for by ${font.script} text only: an English page never downloads it`, async () => {
      const asked = inRange(unicodeRange(font.family, baseName(font.file)))
      expect([...font.kept].filter((character) => !asked(character))).toEqual([])
      // Letters, digits, punctuation and the rupee sign: what an English page is made of.
      const english = `${String.fromCodePoint(...Array.from({ length: 95 }, (_, i) => 32 + i))}₹·–—…“”‘’©`
      expect([...english].filter(asked)).toEqual([])
      // And no other script's letters (the dandas, joiners and dotted circle are shared on purpose).
      for (const other of SCRIPT_FONTS.filter((other) => other !== font)) {
        const theirs = [...other.kept].filter((character) =>
          new RegExp(`\\p{Script=${other.script}}`, 'u').test(character),
        )
        expect(theirs.filter(asked), other.script).toEqual([])
      }
    })
  })
}

describe("the scripts' fonts", () => {
  it('swap in when they arrive, and the page draws its own script in its own font first', () => {
    expect(css).toMatch(/font-display:\s*swap/)
    for (const [lang, family] of [
      ['bn', 'Bengali'],
      ['te', 'Telugu'],
      ['ta', 'Tamil'],
    ]) {
      expect(css).toMatch(new RegExp(`:root:lang\\(${lang}\\)\\s*\\{\\s*--font-scripts:\\s*'Quizdom ${family}'`))
    }
  })
})
