/** subset-font ships no types: the part of its API that scripts/fonts.ts and its test use. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    /** An axis pinned to a value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    /** Keep only the glyphs of the text's own characters, not those its layout could reach. */
    noLayoutClosure?: boolean
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}
