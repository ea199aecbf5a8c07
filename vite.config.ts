import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite'
import { PARAGLIDE, STATIC_LOCALE_DEFINE } from './i18n.config.ts'
import {
  LOCALE_CLIENTS_DIR,
  PAGE_RENDERER_FILE,
  PRERENDERED_MODULES_FILE,
  PRERENDERED_PATHS,
  prerenderedRouteFile,
} from './src/shared/prerendered-pages.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The interface's languages, as the catalogs' project settings list them, and the one the others fall back to. */
const INLANG_SETTINGS: { locales: string[]; baseLocale: string } = JSON.parse(
  readFileSync(fromRoot('./project.inlang/settings.json'), 'utf8'),
)
const PARAGLIDE_LOCALES = INLANG_SETTINGS.locales

/**
 * The language of the client being built. `vite build` builds the first language's client into the
 * build's folder, then each other language's into LOCALE_CLIENTS_DIR/<locale>/ (localeClients below,
 * which sets this global while it builds one): each carries only its own language's strings, so
 * the first screen's JavaScript holds one language whatever their number (decision 052).
 */
const CLIENT_LOCALE_GLOBAL = 'QUIZDOM_CLIENT_LOCALE'
const wantedLocale = (globalThis as Record<string, unknown>)[CLIENT_LOCALE_GLOBAL]
const clientLocale = typeof wantedLocale === 'string' ? wantedLocale : INLANG_SETTINGS.baseLocale
/** True in the build of a language other than the first, which only makes that language's client. */
const isOtherLocaleBuild = clientLocale !== INLANG_SETTINGS.baseLocale

/**
 * Fixes the client's language at build: Paraglide's messages read it first (i18n.config.ts), and
 * the minifier drops every other language's branch and string. The Node build of the prerender
 * keeps every language, as the server does.
 */
function staticLocale(): Plugin {
  return {
    name: 'quizdom-static-locale',
    config: (_config, env) =>
      env.command === 'build' && !env.isSsrBuild
        ? { define: { [STATIC_LOCALE_DEFINE]: JSON.stringify(clientLocale) } }
        : undefined,
  }
}

/**
 * After the first language's client: builds each other language's, one after another, into
 * LOCALE_CLIENTS_DIR/<locale>/ of the build, and moves its assets into the build's own assets/.
 * Their names carry a hash of their content, so a chunk without words is one file for every
 * language, and a chunk with words one per language; what stays in a language's folder is its
 * index.html, sw.js and list of prerendered pages' chunks, which the server picks by the
 * request's language (src/server/app.ts).
 */
function localeClients(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'quizdom-locale-clients',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !isOtherLocaleBuild,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const assets = join(outDir, config.build.assetsDir)
      const global = globalThis as Record<string, unknown>
      for (const locale of PARAGLIDE_LOCALES.filter((locale) => locale !== INLANG_SETTINGS.baseLocale)) {
        const localeDir = join(outDir, LOCALE_CLIENTS_DIR, locale)
        global[CLIENT_LOCALE_GLOBAL] = locale
        try {
          await build({
            configFile: fromRoot('./vite.config.ts'),
            mode: config.mode,
            logLevel: 'warn',
            build: { outDir: localeDir, emptyOutDir: true, copyPublicDir: false },
          })
        } finally {
          delete global[CLIENT_LOCALE_GLOBAL]
        }
        const built = join(localeDir, config.build.assetsDir)
        for (const name of readdirSync(built)) {
          if (existsSync(join(assets, name))) continue
          renameSync(join(built, name), join(assets, name))
        }
        rmSync(built, { recursive: true })
      }
    },
  }
}

/**
 * The shell's files outside the bundle (public/): what index.html loads before any script; '/', the
 * landing page; and index.html itself, the page of every other path before its script draws it.
 */
const SHELL_PUBLIC_FILES = ['/', '/index.html', '/theme-init.js', '/favicon.svg', '/manifest.webmanifest']

/**
 * Emits sw.js from src/client/service-worker.js with the app shell: the entry script, every chunk
 * it imports statically and their styles (what the first screen needs); the prerendered pages it
 * keeps once visited; and a version that changes with them, so each build's worker replaces the last.
 */
function serviceWorker(): Plugin {
  return {
    name: 'quizdom-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const files = new Set<string>()
      const add = (fileName: string) => {
        const output = bundle[fileName]
        if (!output || files.has(fileName)) return
        files.add(fileName)
        if (output.type !== 'chunk') return
        for (const imported of output.imports) add(imported)
        for (const css of output.viteMetadata?.importedCss ?? []) files.add(css)
      }
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) add(output.fileName)
      const shell = [...SHELL_PUBLIC_FILES, ...[...files].sort().map((file) => `/${file}`)]
      const version = createHash('sha256')
        .update([...shell, ...PRERENDERED_PATHS].join('\n'))
        .digest('hex')
        .slice(0, 12)
      const source = readFileSync(fromRoot('./src/client/service-worker.js'), 'utf8')
        .replace('__VERSION__', version)
        .replace('__SHELL__', JSON.stringify(shell))
        .replace('__PAGES__', JSON.stringify(PRERENDERED_PATHS))
      this.emitFile({ type: 'asset', fileName: 'sw.js', source })
    },
  }
}

/** A route's lazy part, as TanStack Router's code splitting names the module it makes of a route file. */
const SPLIT_ROUTE_MODULE = /[\\/]src[\\/]client[\\/]routes[\\/](.+)\.tsx\?tsr-split=(component|loader)$/

/**
 * Lists, for each prerendered page, the chunks its route needs that the entry does not import
 * statically: its component and loader chunks and everything they import. The server writes them
 * into the page's head as module preloads, so they arrive beside the entry instead of after it.
 * (The bundler's own preloading, which adds those links from script when a page's code is asked
 * for, is off: each link it added cost the main thread of a slow phone tens of milliseconds while
 * the page was being taken over.)
 */
function prerenderedModules(): Plugin {
  return {
    name: 'quizdom-prerendered-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const initial = new Set<string>()
      const reach = (fileName: string, into: Set<string>) => {
        const chunk = bundle[fileName]
        if (into.has(fileName) || chunk?.type !== 'chunk') return
        into.add(fileName)
        for (const imported of chunk.imports) reach(imported, into)
      }
      for (const chunk of chunks) if (chunk.isEntry) reach(chunk.fileName, initial)
      const modules: Record<string, string[]> = {}
      for (const path of PRERENDERED_PATHS) {
        const needed = new Set<string>()
        for (const chunk of chunks) {
          const route = chunk.facadeModuleId ? SPLIT_ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1] : undefined
          if (route === prerenderedRouteFile(path)) reach(chunk.fileName, needed)
        }
        if (needed.size === 0) this.error(`no route chunk found for the prerendered page ${path}`)
        modules[path] = [...needed].filter((file) => !initial.has(file)).map((file) => `/${file}`)
      }
      this.emitFile({ type: 'asset', fileName: PRERENDERED_MODULES_FILE, source: JSON.stringify(modules) })
    },
  }
}

/**
 * After the client's build: builds src/client/prerender.tsx for Node into the build's
 * PAGE_RENDERER_FILE (one module, its dependencies inside it, so it runs wherever the build is),
 * runs it, and writes each public page's HTML in each language into the build's prerendered/ folder
 * (decision 030). The server keeps using the module to draw the quiz list with its data.
 */
function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'quizdom-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !isOtherLocaleBuild,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const rendererFile = join(outDir, PAGE_RENDERER_FILE)
      await build({
        configFile: fromRoot('./vite.config.ts'),
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: fromRoot('./src/client/prerender.tsx'),
          outDir: dirname(rendererFile),
          emptyOutDir: true,
          copyPublicDir: false,
          // One module, evaluated afresh for each language (some texts are read at load).
          rolldownOptions: { output: { entryFileNames: basename(rendererFile), codeSplitting: false } },
        },
      })
      const entry = pathToFileURL(rendererFile).href
      const global = globalThis as { QUIZDOM_PRERENDER_LOCALE?: string }
      for (const locale of PARAGLIDE_LOCALES) {
        global.QUIZDOM_PRERENDER_LOCALE = locale
        const { prerenderPages } = (await import(`${entry}?locale=${locale}`)) as {
          prerenderPages: () => Promise<Array<{ file: string; html: string }>>
        }
        for (const { file, html } of await prerenderPages()) {
          mkdirSync(dirname(join(outDir, file)), { recursive: true })
          writeFileSync(join(outDir, file), html)
        }
      }
      delete global.QUIZDOM_PRERENDER_LOCALE
    },
  }
}

// The client lives in src/client; the server (src/server) serves what this builds into dist/client.
export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./public'),
  plugins: [
    // The message catalogs (messages/*.json), compiled into src/shared/paraglide as they change.
    paraglideVitePlugin({
      ...PARAGLIDE,
      project: fromRoot(PARAGLIDE.project),
      outdir: fromRoot(PARAGLIDE.outdir),
      strategy: [...PARAGLIDE.strategy],
    }),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Each route's loader goes in a lazy chunk too, beside its component: the first screen's
      // JavaScript carries the route tree, not every page's data code (the size budget).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fromRoot('./src/client/routes'),
      generatedRouteTree: fromRoot('./src/client/route-tree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    staticLocale(),
    serviceWorker(),
    prerenderedModules(),
    prerender(),
    localeClients(),
  ],
  resolve: {
    // Client code imports its own modules as @/...; shared code comes through package.json's #shared/*.
    alias: { '@': fromRoot('./src/client') },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // No source maps in what the server serves: they would publish the client's whole source.
    sourcemap: false,
    // index.html announces the entry's imports; what a lazy chunk imports is fetched when the chunk
    // is, not announced by links that script adds first (prerenderedModules above says why, and what
    // the prerendered pages do instead).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Every form page shares zod (the shared schemas) and react-hook-form; bundled together they
        // make one chunk over the 30 kB budget of a lazy chunk. zod in a chunk of its own splits
        // them (zod imports nothing, so the group takes nothing else along).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // KaTeX, one module loaded only where a text holds a formula, by name: scripts/check-size.mjs
            // holds it to a budget of its own.
            { name: 'katex', test: /[\\/]node_modules[\\/]katex[\\/]/ },
          ],
        },
      },
    },
  },
})
