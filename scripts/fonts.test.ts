import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import subsetFont from 'subset-font'
import { FONT_FILE, KEPT_CHARACTERS, languageNameCharacters, NAMES_FONT_FILE } from './fonts'

/**
 * The Devanagari font as committed (npm run fonts): small, drawing every Devanagari letter the
 * catalogs use, and declared in styles.css so that only Devanagari text asks for it.
 */
const font = readFileSync(FONT_FILE)
const namesFont = readFileSync(NAMES_FONT_FILE)
const css = readFileSync(new URL('../src/client/styles.css', import.meta.url), 'utf8')
const catalogs = readdirSync(new URL('../messages/', import.meta.url)).filter((file) => file.endsWith('.json'))

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
async function draws(character: string, file = font) {
  return glyphCount(await subsetFont(file, character, { targetFormat: 'truetype', noLayoutClosure: true })) > 1
}

/** The code point ranges of the @font-face's unicode-range. */
function unicodeRange(): Array<[number, number]> {
  const declared = /font-family: 'Quizdom Devanagari';[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1]
  if (!declared) throw new Error('styles.css declares no unicode-range')
  return declared.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?]
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
  })
}
const inRange = (character: string) =>
  unicodeRange().some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to)

describe('the Devanagari font', () => {
  it('is one small file, and the names of languages a far smaller one', () => {
    expect(font.length).toBeLessThan(60 * 1024)
    expect(namesFont.length).toBeLessThan(8 * 1024)
  })

  it('draws the name of every language written in Devanagari, in the small file', async () => {
    const letters = [...languageNameCharacters()]
    expect(letters).toEqual(expect.arrayContaining(['ह', 'म']))
    const missing = []
    for (const letter of letters) if (!(await draws(letter, namesFont))) missing.push(letter)
    expect(missing).toEqual([])
  })

  it('draws every Devanagari character of every catalog', async () => {
    const used = new Set<string>()
    for (const file of catalogs) {
      for (const character of readFileSync(new URL(`../messages/${file}`, import.meta.url), 'utf8')) {
        if (/\p{Script=Devanagari}/u.test(character)) used.add(character)
      }
    }
    expect(used.size).toBeGreaterThan(40)
    const missing = []
    for (const character of used) if (!(await draws(character))) missing.push(character)
    expect(missing).toEqual([])
    expect([...used].filter((character) => !KEPT_CHARACTERS.includes(character))).toEqual([])
  })

  it('is asked for by Devanagari text only: an English page never downloads it', async () => {
    expect([...KEPT_CHARACTERS].filter((character) => !inRange(character))).toEqual([])
    // Letters, digits, punctuation and the rupee sign: what an English page is made of.
    const english = `${String.fromCodePoint(...Array.from({ length: 95 }, (_, i) => 32 + i))}₹·–—…“”‘’©`
    expect([...english].filter(inRange)).toEqual([])
    expect(css).toMatch(/font-display:\s*swap/)
  })
})
