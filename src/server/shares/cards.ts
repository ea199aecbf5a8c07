import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas'
import sharp from 'sharp'
import { BRAND_COLOR } from '#shared/page-meta'
import { CARD_SIZE } from '#shared/shares'
import { PRODUCT_NAME } from '#shared/shell-texts'

/**
 * The link-preview cards (decision 051): a quiz's and a shared result's, drawn as 1200 × 630 PNG
 * with Skia (@napi-rs/canvas), whose text goes through HarfBuzz, so Devanagari conjuncts and
 * matras, Bengali, Tamil, Telugu and the other Indic scripts join as they should, and Urdu runs
 * right to left. The fonts are Noto's, from the @fontsource packages (npm), never the system's:
 * a clean install draws the same card on any machine.
 */

/** Each face of Noto we draw with: its package, the subsets it gives and the family it is registered as. */
const FACES = [
  { pkg: 'noto-sans', subset: 'latin', family: 'Noto Sans' },
  { pkg: 'noto-sans', subset: 'latin-ext', family: 'Noto Sans Ext' },
  { pkg: 'noto-sans-devanagari', subset: 'devanagari', family: 'Noto Sans Devanagari' },
  { pkg: 'noto-sans-bengali', subset: 'bengali', family: 'Noto Sans Bengali' },
  { pkg: 'noto-sans-tamil', subset: 'tamil', family: 'Noto Sans Tamil' },
  { pkg: 'noto-sans-telugu', subset: 'telugu', family: 'Noto Sans Telugu' },
  { pkg: 'noto-sans-gujarati', subset: 'gujarati', family: 'Noto Sans Gujarati' },
  { pkg: 'noto-sans-gurmukhi', subset: 'gurmukhi', family: 'Noto Sans Gurmukhi' },
  { pkg: 'noto-sans-kannada', subset: 'kannada', family: 'Noto Sans Kannada' },
  { pkg: 'noto-sans-malayalam', subset: 'malayalam', family: 'Noto Sans Malayalam' },
  { pkg: 'noto-sans-oriya', subset: 'oriya', family: 'Noto Sans Oriya' },
  { pkg: 'noto-naskh-arabic', subset: 'arabic', family: 'Noto Naskh Arabic' },
] as const

type Family = (typeof FACES)[number]['family']

/** The font a quiz's language is written in, put first so its marks (the danda, digits) come from it. */
const SCRIPT_FAMILY: Record<string, Family> = {
  hi: 'Noto Sans Devanagari',
  mr: 'Noto Sans Devanagari',
  bn: 'Noto Sans Bengali',
  ta: 'Noto Sans Tamil',
  te: 'Noto Sans Telugu',
  gu: 'Noto Sans Gujarati',
  pa: 'Noto Sans Gurmukhi',
  kn: 'Noto Sans Kannada',
  ml: 'Noto Sans Malayalam',
  or: 'Noto Sans Oriya',
  ur: 'Noto Naskh Arabic',
}

let registered = false
/**
 * Every face, regular and bold, registered once, before the first card is drawn. The bold is a
 * family of its own ("… Bold"): Skia keeps one face per registered family name, whatever its weight.
 */
function registerFonts() {
  if (registered) return
  const require = createRequire(import.meta.url)
  for (const { pkg, subset, family } of FACES) {
    // The package's entry is its CSS, beside the files/ folder of fonts.
    const dir = join(dirname(require.resolve(`@fontsource/${pkg}`)), 'files')
    GlobalFonts.register(readFileSync(join(dir, `${pkg}-${subset}-400-normal.woff2`)), family)
    GlobalFonts.register(readFileSync(join(dir, `${pkg}-${subset}-700-normal.woff2`)), `${family} Bold`)
  }
  registered = true
}

/** The font for a text in a language: its script's face first, then Latin, then every other. */
function font(size: number, language: string, bold = false): string {
  const first = SCRIPT_FAMILY[language]
  const families = [first, ...FACES.map((face) => face.family).filter((family) => family !== first)]
  const stack = families
    .filter(Boolean)
    .map((family) => `"${family}${bold ? ' Bold' : ''}"`)
    .join(', ')
  return `${size}px ${stack}`
}

/** The words of a text cut into lines no wider than `width`, at spaces; at most `maxLines`, the last ending in an ellipsis. */
function wrap(ctx: SKRSContext2D, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (ctx.measureText(next).width <= width || !line) {
      line = next
      continue
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  let last = `${kept[maxLines - 1]}…`
  while (ctx.measureText(last).width > width && last.length > 2) last = `${last.slice(0, -2).trimEnd()}…`
  kept[maxLines - 1] = last
  return kept
}

/** The largest size (down to `min`) at which the text fits `maxLines` lines of `width`. */
function fitted(
  ctx: SKRSContext2D,
  text: string,
  language: string,
  sizes: { max: number; min: number },
  maxLines: number,
) {
  for (let size = sizes.max; ; size -= 4) {
    ctx.font = font(size, language, true)
    const lines = wrap(ctx, text, TEXT_WIDTH, maxLines)
    const whole = lines.join(' ') === text.split(/\s+/).filter(Boolean).join(' ')
    if (whole || size - 4 < sizes.min) return { size, lines }
  }
}

const PADDING = 80
const TEXT_WIDTH = CARD_SIZE.width - PADDING * 2
/** The band at the bottom that holds the small line (the quiz's facts, the result's date). */
const FOOTER_TOP = 510
/** Where the large text's block starts and must end, above the band. */
const BLOCK = { top: 170, bottom: 480 }

/** The brand's background and the product's mark, top left: the frame both cards share. */
function frame(ctx: SKRSContext2D) {
  // Flat colours: a gradient triples the PNG, and WhatsApp skips pictures over about 300 kB.
  ctx.fillStyle = BRAND_COLOR
  ctx.fillRect(0, 0, CARD_SIZE.width, CARD_SIZE.height)
  ctx.fillStyle = '#312e81'
  ctx.fillRect(0, FOOTER_TOP, CARD_SIZE.width, CARD_SIZE.height - FOOTER_TOP)
  ctx.fillStyle = '#ffffff'
  ctx.beginPath()
  ctx.roundRect(PADDING, 64, 72, 72, 18)
  ctx.fill()
  ctx.fillStyle = BRAND_COLOR
  ctx.font = font(48, 'en', true)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText('Q', PADDING + 36, 102)
  ctx.fillStyle = '#ffffff'
  ctx.textAlign = 'left'
  ctx.fillText(PRODUCT_NAME, PADDING + 96, 102)
  ctx.textBaseline = 'alphabetic'
}

/**
 * The large text's lines, centred in the block's height, left-aligned, or right-aligned for a
 * language written right to left. Indic letters reach far above and below the line: a line takes
 * 1.4 times its size.
 */
function block(ctx: SKRSContext2D, texts: string[], size: number, rtl: boolean) {
  ctx.direction = rtl ? 'rtl' : 'ltr'
  ctx.textAlign = rtl ? 'right' : 'left'
  const x = rtl ? CARD_SIZE.width - PADDING : PADDING
  const lineHeight = size * 1.4
  const top = BLOCK.top + (BLOCK.bottom - BLOCK.top - lineHeight * texts.length) / 2
  texts.forEach((text, index) => {
    ctx.fillText(text, x, top + lineHeight * index + size * 1.05)
  })
  ctx.direction = 'ltr'
  ctx.textAlign = 'left'
}

/** The small line in the bottom band, cut to one line. */
function footer(ctx: SKRSContext2D, text: string, language: string) {
  ctx.font = font(36, language)
  ctx.fillStyle = '#e0e7ff'
  ctx.fillText(wrap(ctx, text, TEXT_WIDTH, 1)[0] ?? '', PADDING, FOOTER_TOP + 76)
}

async function png(draw: (ctx: SKRSContext2D) => void): Promise<Buffer> {
  registerFonts()
  const canvas = createCanvas(CARD_SIZE.width, CARD_SIZE.height)
  draw(canvas.getContext('2d'))
  // Encoded by sharp (libvips, off the event loop's thread): a fifth of the time Skia's own encoder
  // takes, for a file still far under the 300 kB WhatsApp takes. The card is opaque, so its pixels
  // read as stored (premultiplied) are its colours.
  const pixels = canvas.data()
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width: CARD_SIZE.width, height: CARD_SIZE.height, channels: 4 },
  })
    .png({ compressionLevel: 6 })
    .toBuffer()
}

export interface QuizCardFacts {
  title: string
  language: string
  /** "10 questions · Free · by asha", in the card's language. */
  facts: string
}

/** A quiz's card: its title, large, in its own script, and what it is below. */
export function drawQuizCard(card: QuizCardFacts): Promise<Buffer> {
  return png((ctx) => {
    frame(ctx)
    const title = fitted(ctx, card.title, card.language, { max: 72, min: 48 }, 3)
    ctx.fillStyle = '#ffffff'
    block(ctx, title.lines, title.size, card.language === 'ur')
    footer(ctx, card.facts, card.language)
  })
}

export interface ResultCardFacts {
  /** "asha scored 9/10 in Rivers of India", in the card's language. */
  scored: string
  /** The quiz's language, whose script the title is in. */
  language: string
  /** The day the attempt ended, as India's calendar has it. */
  date: string
}

/** A shared result's card: who scored what in which quiz, large; never an answer. */
export function drawResultCard(card: ResultCardFacts): Promise<Buffer> {
  return png((ctx) => {
    frame(ctx)
    const scored = fitted(ctx, card.scored, card.language, { max: 72, min: 44 }, 3)
    ctx.fillStyle = '#ffffff'
    block(ctx, scored.lines, scored.size, false)
    footer(ctx, card.date, card.language)
  })
}
