// `npm run fonts`: writes the Devanagari font that Hindi text is drawn in, src/client/fonts/, from
// Noto Sans Devanagari (the Noto Project, SIL Open Font License 1.1, its text in OFL.txt beside it)
// as @fontsource-variable/noto-sans-devanagari ships it: its Devanagari file with the weight axis.
// A phone with no Devanagari font of its own showed Hindi as boxes. The file keeps the letters,
// signs, digits and punctuation of modern Devanagari (Hindi, Marathi, Nepali) and the weights the
// pages use, 400 to 700, one variable font, about 60 kB; styles.css loads it only for Devanagari
// text (its unicode-range), so an English page never asks for it. The file is committed: the
// build and the server never run this. Run it again after updating the package, or when a
// language's name changes (below).
//
// A second file draws only the names of languages in Devanagari (हिन्दी, मराठी), for the selects
// that offer languages by their own names: a select is as wide as its longest option, so the
// browser draws every option's name to lay it out, and with the full font an English page would
// download it for the language switch alone. This one is a few kilobytes.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { QUIZ_LANGUAGE_NAMES } from '../src/shared/quiz-language-names'

const PACKAGE = '@fontsource-variable/noto-sans-devanagari'
const SOURCE = `${PACKAGE}/files/noto-sans-devanagari-devanagari-wght-normal.woff2`

/** Where the app's copies go, and their licence. */
export const FONT_FILE = fileURLToPath(new URL('../src/client/fonts/noto-sans-devanagari.woff2', import.meta.url))
export const NAMES_FONT_FILE = fileURLToPath(new URL('../src/client/fonts/language-names.woff2', import.meta.url))
const LICENSE_FILE = fileURLToPath(new URL('../src/client/fonts/OFL.txt', import.meta.url))

/** The weights the pages draw text in (font-normal to font-bold), all in one variable font. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const
/** The selects of languages draw their names at the regular weight only. */
const NAMES_WEIGHT = 400

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('')

/**
 * What the font keeps: modern Devanagari (the signs ँ ं ः, the letters अ to ह, the vowel signs, the
 * virama and the nukta, ॐ, the nukta letters क़ to य़, the vocalic letters, the dandas, the digits
 * and the abbreviation sign ॰), the joiners that steer conjuncts, and the dotted circle a broken
 * cluster is drawn on. Vedic signs and letters of other languages are left out.
 */
export const KEPT_CHARACTERS =
  range(0x0901, 0x0903) +
  range(0x0905, 0x0939) +
  range(0x093c, 0x094d) +
  '\u0950' +
  range(0x0958, 0x0970) +
  '\u200c\u200d\u25cc'

const CATALOGS = fileURLToPath(new URL('../messages/', import.meta.url))

/**
 * The Devanagari letters of every language's name in its own script: the interface's languages
 * (each catalog's language_name) and the quizzes'.
 */
export function languageNameCharacters(): string {
  const names = [
    ...Object.values(QUIZ_LANGUAGE_NAMES),
    ...readdirSync(CATALOGS)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) => (JSON.parse(readFileSync(join(CATALOGS, file), 'utf8')) as { language_name: string }).language_name,
      ),
  ]
  return [...new Set([...names.join('')].filter((character) => /\p{Script=Devanagari}/u.test(character)))].join('')
}

async function main() {
  const source = readFileSync(fileURLToPath(import.meta.resolve(SOURCE)))
  for (const [file, text, wght] of [
    [FONT_FILE, KEPT_CHARACTERS, FONT_WEIGHTS],
    [NAMES_FONT_FILE, languageNameCharacters(), NAMES_WEIGHT],
  ] as const) {
    const font = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght } })
    writeFileSync(file, font)
    console.log(`${file}: ${font.length} bytes`)
  }
  copyFileSync(fileURLToPath(import.meta.resolve(`${PACKAGE}/LICENSE`)), LICENSE_FILE)
}

// Run only as a script: the tests import what it keeps.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
