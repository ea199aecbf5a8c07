// fontkit (the fork pdfkit keeps, whose Devanagari shaping runs on Node) ships no types; pdf-lib
// declares the one call it makes of it.
declare module '@foliojs-fork/fontkit' {
  import type { Fontkit } from 'pdf-lib/cjs/types/fontkit'
  const fontkit: Fontkit
  export default fontkit
}
