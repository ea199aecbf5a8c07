import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withLayerOverrides } from '../lint/biome-rules'

/** Writes biome.jsonc's import rules from the table of layers (lint/layers.ts). */
const path = join(import.meta.dirname, '..', 'biome.jsonc')
writeFileSync(path, withLayerOverrides(readFileSync(path, 'utf8')))
console.log('biome.jsonc: the layers written from lint/layers.ts')
