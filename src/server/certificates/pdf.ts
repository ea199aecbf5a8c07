import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fontkit from '@foliojs-fork/fontkit'
import { PDFArray, type PDFFont, PDFDocument, PDFName, type PDFPage, PDFString, rgb, StandardFonts } from 'pdf-lib'
import * as QRCode from 'qrcode'
import { CERTIFICATE_TEXTS, type CertificateFacts, certificateScore, istDate } from '#shared/certificates'

/**
 * The certificate as a PDF (decision 049), drawn with pdf-lib: one A4 landscape page with the
 * name, the quiz, the score, the date in India and the verification link with its QR code.
 *
 * Devanagari (a name or a title in Hindi, the Hindi words) is drawn with the repository's own cut of
 * Noto Sans Devanagari (src/client/fonts, npm run fonts), shaped by fontkit so conjuncts and
 * matras join; it holds only Devanagari letters, so the rest of a line is drawn in Helvetica.
 */

const FONT_PATH = join('src', 'client', 'fonts', 'noto-sans-devanagari.woff2')

let fontBytes: Uint8Array | undefined
/** The Devanagari font, found above the running module (the sources, or the bundle in dist/server). */
function devanagariFont(): Uint8Array {
  if (fontBytes) return fontBytes
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = join(dir, FONT_PATH)
    if (existsSync(candidate)) {
      fontBytes = readFileSync(candidate)
      return fontBytes
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`${FONT_PATH} was not found above ${fileURLToPath(import.meta.url)}`)
    dir = parent
  }
}

const isDevanagari = (character: string) => /[\u0900-\u097F\uA8E0-\uA8FF]|\u200C|\u200D/.test(character)

/** A line cut into runs of one script each; Helvetica's WinAnsi cannot say what it lacks, so a `?`. */
function runs(text: string, latin: PDFFont): Array<{ text: string; devanagari: boolean }> {
  const latinSet = new Set(latin.getCharacterSet())
  const out: Array<{ text: string; devanagari: boolean }> = []
  for (const character of text) {
    // A space between two Devanagari words stays in their run, so shaping sees the words whole.
    const last = out.at(-1)
    const devanagari = isDevanagari(character) || (character === ' ' && last?.devanagari === true)
    const drawn = devanagari || latinSet.has(character.codePointAt(0) ?? 0) ? character : '?'
    if (last && last.devanagari === devanagari) last.text += drawn
    else out.push({ text: drawn, devanagari })
  }
  return out
}

interface Fonts {
  latin: PDFFont
  latinBold: PDFFont
  devanagari: PDFFont
}

function lineWidth(text: string, size: number, fonts: Fonts, bold: boolean) {
  return runs(text, fonts.latin).reduce(
    (width, run) =>
      width +
      (run.devanagari ? fonts.devanagari : bold ? fonts.latinBold : fonts.latin).widthOfTextAtSize(run.text, size),
    0,
  )
}

/** Draws a line centred on the page, shrinking it until it fits the width. */
function centred(page: PDFPage, text: string, y: number, size: number, fonts: Fonts, bold = false) {
  const room = page.getWidth() - 120
  let fitted = size
  while (fitted > 8 && lineWidth(text, fitted, fonts, bold) > room) fitted -= 1
  let x = (page.getWidth() - lineWidth(text, fitted, fonts, bold)) / 2
  for (const run of runs(text, fonts.latin)) {
    const font = run.devanagari ? fonts.devanagari : bold ? fonts.latinBold : fonts.latin
    page.drawText(run.text, { x, y, size: fitted, font, color: rgb(0.1, 0.12, 0.2) })
    x += font.widthOfTextAtSize(run.text, fitted)
  }
}

/** Draws a line from `x`, each run in its script's font. */
function drawLine(page: PDFPage, text: string, x: number, y: number, size: number, fonts: Fonts) {
  let at = x
  for (const run of runs(text, fonts.latin)) {
    const font = run.devanagari ? fonts.devanagari : fonts.latin
    page.drawText(run.text, { x: at, y, size, font, color: rgb(0.2, 0.2, 0.3) })
    at += font.widthOfTextAtSize(run.text, size)
  }
}

/** Makes an area of the page (the QR code and the line beside it) a link a reader can click. */
function linkTo(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  const link = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  )
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? doc.context.obj([])
  annotations.push(link)
  page.node.set(PDFName.of('Annots'), annotations)
}

/** The QR code of the link, drawn as squares (crisp at any size, no picture to embed). */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + quiet * 2)
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) })
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      })
    }
  }
}

/** The certificate's PDF, in the language of the moment; `verifyUrl` is its public page. */
export async function certificatePdf(facts: CertificateFacts, verifyUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const fonts: Fonts = {
    latin: await doc.embedFont(StandardFonts.Helvetica),
    latinBold: await doc.embedFont(StandardFonts.HelveticaBold),
    devanagari: await doc.embedFont(devanagariFont(), { subset: true }),
  }
  const texts = CERTIFICATE_TEXTS
  doc.setTitle(`${texts.title}: ${facts.quizTitle}`)
  doc.setSubject(verifyUrl)
  doc.setCreator(texts.product)
  const page = doc.addPage([842, 595])
  const { width, height } = page.getSize()
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: rgb(0.31, 0.27, 0.9),
    borderWidth: 3,
  })
  centred(page, texts.product, height - 90, 18, fonts, true)
  centred(page, texts.title, height - 140, 34, fonts, true)
  centred(page, texts.holder, height - 195, 14, fonts)
  centred(page, facts.holderName, height - 240, 30, fonts, true)
  centred(page, texts.passed, height - 280, 14, fonts)
  centred(page, facts.quizTitle, height - 320, 22, fonts, true)
  centred(page, `${texts.score}: ${certificateScore(facts)}`, height - 360, 14, fonts)
  centred(page, `${texts.date}: ${istDate(facts.issuedAt)}`, height - 385, 14, fonts)
  drawQr(page, verifyUrl, 60, 50, 110)
  drawLine(page, texts.verifyAt(verifyUrl), 185, 100, 10, fonts)
  linkTo(doc, page, verifyUrl, [60, 50, width - 60, 170])
  drawLine(page, `${texts.id}: ${facts.id}`, 185, 80, 9, fonts)
  return doc.save()
}
