// `npm run fonts`: writes the fonts the Indian scripts of the interface are drawn in,
// src/client/fonts/, from the Noto Sans fonts of each script (the Noto Project, SIL Open Font
// License 1.1, its text in OFL.txt beside them) as @fontsource-variable ships them: the script's
// file with the weight axis. A phone with no font of a script of its own showed its text as boxes.
// Each file keeps the letters, signs, digits and punctuation of the modern script and the weights
// the pages use, 400 to 700, in one variable font; styles.css loads each only for text in its
// script (its unicode-range), so an English page asks for none, and a Bengali page for the Bengali
// one alone. The files are committed: the build and the server never run this. Run it again after
// updating a package, or when a language's name changes (below).
//
// A second file per script draws only the names of languages in it (हिन्दी, বাংলা, தமிழ்), for the
// selects that offer languages by their own names: a select is as wide as its longest option, so
// the browser draws every option's name to lay it out, and with the full fonts an English page
// would download all four for the language switch alone. These are a few kilobytes each.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import { QUIZ_LANGUAGE_NAMES } from '../src/shared/quiz-language-names'

const fontFile = (name: string) => fileURLToPath(new URL(`../src/client/fonts/${name}.woff2`, import.meta.url))
const LICENSE_FILE = fileURLToPath(new URL('../src/client/fonts/OFL.txt', import.meta.url))

/** The weights the pages draw text in (font-normal to font-bold), all in one variable font. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const
/** The selects of languages draw their names at the regular weight only. */
const NAMES_WEIGHT = 400

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('')

/**
 * What every script's font keeps beside its own block: the dandas (। ॥, shared by the Indic
 * scripts, in the Devanagari block), the joiners that steer conjuncts, and the dotted circle a
 * broken cluster is drawn on.
 */
const SHARED = '\u0964\u0965\u200c\u200d\u25cc'

/** A script's font: its Unicode script name, the package and file it is cut from, and what it keeps. */
export interface ScriptFont {
  script: 'Devanagari' | 'Bengali' | 'Telugu' | 'Tamil'
  /** The CSS font family styles.css declares it as. */
  family: string
  file: string
  namesFile: string
  source: string
  kept: string
}

const fromFontsource = (name: string, script: string) =>
  `@fontsource-variable/${name}/files/${name}-${script}-wght-normal.woff2`

/**
 * The scripts' fonts. Each keeps the modern script: Devanagari's signs ँ ं ः, letters अ to ह, vowel
 * signs, virama, nukta, ॐ, nukta letters, vocalic letters, digits, ॰ and Marathi's ॲ (ॲप, app);
 * the whole Bengali, Telugu and Tamil blocks (a font draws only what it has). Vedic signs are left
 * out.
 */
export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    script: 'Devanagari',
    family: 'Quizdom Devanagari',
    file: fontFile('noto-sans-devanagari'),
    namesFile: fontFile('language-names'),
    source: fromFontsource('noto-sans-devanagari', 'devanagari'),
    kept:
      range(0x0901, 0x0903) +
      range(0x0905, 0x0939) +
      range(0x093c, 0x094d) +
      '\u0950' +
      range(0x0958, 0x0970) +
      '\u0972' +
      SHARED,
  },
  {
    script: 'Bengali',
    family: 'Quizdom Bengali',
    file: fontFile('noto-sans-bengali'),
    namesFile: fontFile('language-names-bengali'),
    source: fromFontsource('noto-sans-bengali', 'bengali'),
    kept: range(0x0980, 0x09fe) + SHARED,
  },
  {
    script: 'Telugu',
    family: 'Quizdom Telugu',
    file: fontFile('noto-sans-telugu'),
    namesFile: fontFile('language-names-telugu'),
    source: fromFontsource('noto-sans-telugu', 'telugu'),
    kept: range(0x0c00, 0x0c7f) + SHARED,
  },
  {
    script: 'Tamil',
    family: 'Quizdom Tamil',
    file: fontFile('noto-sans-tamil'),
    namesFile: fontFile('language-names-tamil'),
    source: fromFontsource('noto-sans-tamil', 'tamil'),
    kept: range(0x0b82, 0x0bfa) + SHARED,
  },
]

const CATALOGS = fileURLToPath(new URL('../messages/', import.meta.url))

/**
 * The letters of a script in every language's name in its own script: the interface's languages
 * (each catalog's language_name) and the quizzes'.
 */
export function languageNameCharacters(script: ScriptFont['script']): string {
  const names = [
    ...Object.values(QUIZ_LANGUAGE_NAMES),
    ...readdirSync(CATALOGS)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) => (JSON.parse(readFileSync(join(CATALOGS, file), 'utf8')) as { language_name: string }).language_name,
      ),
  ]
  const ofScript = new RegExp(`\\p{Script=${script}}`, 'u')
  return [...new Set([...names.join('')].filter((character) => ofScript.test(character)))].join('')
}

async function main() {
  for (const font of SCRIPT_FONTS) {
    const source = readFileSync(fileURLToPath(import.meta.resolve(font.source)))
    for (const [file, text, wght] of [
      [font.file, font.kept, FONT_WEIGHTS],
      [font.namesFile, languageNameCharacters(font.script), NAMES_WEIGHT],
    ] as const) {
      const cut = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght } })
      writeFileSync(file, cut)
      console.log(`${file}: ${cut.length} bytes`)
    }
  }
  // One licence for the four: each package's copyright line, then the licence's text, the same in each.
  const licences = SCRIPT_FONTS.map((font) =>
    readFileSync(fileURLToPath(import.meta.resolve(`${font.source.split('/files/')[0]}/LICENSE`)), 'utf8').split('\n'),
  )
  writeFileSync(LICENSE_FILE, [...licences.map((lines) => lines[0]), ...licences[0]!.slice(1)].join('\n'))
}

// Run only as a script: the tests import what it keeps.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
