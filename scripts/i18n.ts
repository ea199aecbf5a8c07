// `npm run i18n`: compiles the message catalogs (messages/*.json) into src/shared/paraglide, as the
// Vite plugin does for builds; run after every install and before the checks that read the output.
import { compile } from '@inlang/paraglide-js'
import { PARAGLIDE } from '../i18n.config.ts'

await compile({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] })
