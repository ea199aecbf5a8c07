import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { m } from '#shared/i18n'
import { categoryLabel } from '#shared/quiz-labels'
import { QuizInputSchema } from '#shared/schemas/quiz'
import { defaultDescription, publicPages, quizPageMeta } from '#shared/page-meta'
import { documentTitle, PRODUCT_NAME } from '#shared/shell-texts'
import { LOCALE_CLIENTS_DIR, PAGE_RENDERER_FILE, PRERENDERED_MODULES_FILE } from '#shared/prerendered-pages'
import { approvedQuiz, SAMPLE_QUESTIONS, signedInUser } from '#server/testing/fixtures'
import { createQuiz } from '#server/quizzes/service'
import { createHarness, type TestHarness } from '#server/testing/harness'

/** The built index.html's head: an empty title and description, for the server to fill. */
const INDEX_HTML = `<!doctype html><html><head><meta name="description" content="" /><title></title></head><body><div id="root"></div></body></html>`

/** A grievance officer whose name needs escaping, so the pages must write it as text. */
const GRIEVANCE_ENV = { GRIEVANCE_OFFICER_NAME: 'Meera <Iyer> & Co', GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in' }

/** The built client as the server hands it out. */
let h: TestHarness
let clientDir: string
beforeAll(async () => {
  h = await createHarness({ env: GRIEVANCE_ENV })
  clientDir = mkdtempSync(join(tmpdir(), 'quizdom-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML)
  writeFileSync(join(clientDir, 'assets', 'index-abc.js'), 'console.log(1)\n//# sourceMappingURL=index-abc.js.map')
  writeFileSync(join(clientDir, 'assets', 'index-abc.js.map'), '{"sourcesContent":["the whole source"]}')
})
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true })
  await h.close()
})

describe('the built client', () => {
  it('serves its scripts', async () => {
    const app = createApp(h.deps, { clientDir })
    expect((await app.request('/assets/index-abc.js')).status).toBe(200)
  })

  it('never serves a source map, even one left in the build', async () => {
    const app = createApp(h.deps, { clientDir })
    for (const path of ['/assets/index-abc.js.map', '/assets/missing.js.map', '/index.html.map']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('the whole source')
    }
  })

  it("serves each language its own client: its page's scripts, its service worker and its offline page", async () => {
    const hindiDir = join(clientDir, LOCALE_CLIENTS_DIR, 'hi')
    mkdirSync(hindiDir, { recursive: true })
    const script = (name: string) => `<script type="module" src="/assets/${name}.js"></script></body>`
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML.replace('</body>', script('index-en')))
    writeFileSync(join(hindiDir, 'index.html'), INDEX_HTML.replace('</body>', script('index-hi')))
    writeFileSync(join(clientDir, 'sw.js'), '// en worker')
    writeFileSync(join(hindiDir, 'sw.js'), '// hi worker')
    try {
      const app = createApp(h.deps, { clientDir })
      const get = async (path: string, headers: Record<string, string>) => {
        const response = await app.request(path, { headers })
        expect(response.status, path).toBe(200)
        expect(response.headers.get('Vary'), path).toContain('Cookie')
        return response.text()
      }
      for (const [headers, locale] of [
        [{}, 'en'],
        [{ cookie: 'PARAGLIDE_LOCALE=hi' }, 'hi'],
        [{ 'accept-language': 'hi-IN,hi;q=0.9' }, 'hi'],
        [{ cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'hi' }, 'en'],
      ] as const) {
        for (const path of ['/', '/leaderboard', '/index.html']) {
          const html = await get(path, headers)
          expect(html, `${path} ${JSON.stringify(headers)}`).toContain(`/assets/index-${locale}.js`)
        }
        expect(await get('/sw.js', headers)).toBe(`// ${locale} worker`)
      }
    } finally {
      writeFileSync(join(clientDir, 'index.html'), INDEX_HTML)
      rmSync(join(clientDir, 'sw.js'))
      rmSync(join(clientDir, LOCALE_CLIENTS_DIR), { recursive: true })
    }
  })
})

/** The meta tag's content, read back the way a crawler reads it (entities decoded). */
function metaContent(html: string, attribute: 'property' | 'name', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)
  return match ? match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) : null
}

describe('what crawlers and link previews read', () => {
  it('serves robots.txt as text, closing the signed-in screens and pointing at the sitemap', async () => {
    const response = await createApp(h.deps).request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain(`Sitemap: ${h.deps.env.appOrigin}/sitemap.xml`)
  })

  it('lists the public pages and every approved quiz in sitemap.xml, and no draft', async () => {
    const creator = await signedInUser(h)
    const approved = await approvedQuiz(h.db, creator.id, { title: 'On the map' })
    const draft = await createQuiz(
      h.db,
      creator.id,
      QuizInputSchema.parse({ title: 'Not yet', timeLimit: 120, questions: SAMPLE_QUESTIONS, asDraft: true }),
    )
    const response = await createApp(h.deps).request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    for (const page of publicPages()) expect(xml).toContain(`<loc>${h.deps.env.appOrigin}${page.path}</loc>`)
    expect(xml).toContain(`<loc>${h.deps.env.appOrigin}/quiz/${approved.id}</loc><lastmod>`)
    expect(xml).not.toContain(draft.id)
  })

  it("writes an approved quiz's title, price, length and image into its page's head", async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, {
      title: 'भारत <quiz> & "more"',
      description: 'Capitals and rivers',
      isPaid: true,
      pricePaise: 4900,
    })
    const response = await createApp(h.deps, { clientDir }).request(`/quiz/${quiz.id}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const meta = quizPageMeta({ ...quiz, description: 'Capitals and rivers' })
    expect(meta.description).toBe(
      `₹49.00 · ${SAMPLE_QUESTIONS.length} questions · 2 min · ${categoryLabel(quiz.category)}. Capitals and rivers`,
    )
    expect(html).toContain('<title>भारत &#60;quiz&#62; &#38; &#34;more&#34; · Quizdom</title>')
    expect(html).not.toContain('<quiz>')
    expect(metaContent(html, 'property', 'og:title')).toBe(quiz.title)
    expect(metaContent(html, 'property', 'og:description')).toBe(meta.description)
    expect(metaContent(html, 'name', 'description')).toBe(meta.description)
    expect(metaContent(html, 'property', 'og:url')).toBe(`${h.deps.env.appOrigin}/quiz/${quiz.id}`)
    // The quiz's own card (decision 051), versioned by what it shows.
    const image = metaContent(html, 'property', 'og:image')!
    expect(image).toMatch(new RegExp(`^${h.deps.env.appOrigin}/og/quiz/${quiz.id}\\.png\\?v=[\\w-]{22}$`))
    const card = await createApp(h.deps, { clientDir }).request(new URL(image).pathname)
    expect(card.headers.get('content-type')).toBe('image/png')
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(html).toContain('<div id="root"></div>')
  })

  it('gives a shared result’s page its card as its preview, and a 404 once revoked or never made', async () => {
    const player = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, player.id, { title: 'Rivers of India' })
    const view = await player.caller.attempts.start({ quizId: quiz.id })
    await player.caller.attempts.submit({ attemptId: view.attemptId, answers: [] })
    const { shareId } = await player.caller.shares.share({ attemptId: view.attemptId })
    const app = createApp(h.deps, { clientDir })
    const page = await app.request(`/result/${shareId}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(metaContent(html, 'property', 'og:title')).toBe(
      m.share_result_scored({ name: player.username, score: '0', total: '6', quiz: 'Rivers of India' }),
    )
    expect(metaContent(html, 'property', 'og:image')).toBe(`${h.deps.env.appOrigin}/og/result/${shareId}.png`)
    await player.caller.shares.revoke({ attemptId: view.attemptId })
    for (const path of [`/result/${shareId}`, `/result/${'A'.repeat(22)}`, '/result/not-a-share']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      const gone = await response.text()
      expect(gone, path).not.toContain('Rivers of India')
      expect(gone, path).toContain('<div id="root"></div>')
    }
  })

  it("names a quiz's category in the request's language, never by its slug", async () => {
    const creator = await signedInUser(h)
    const quiz = await approvedQuiz(h.db, creator.id, { title: 'Puzzles', category: 'general-knowledge' })
    const app = createApp(h.deps, { clientDir })
    for (const locale of ['en', 'hi'] as const) {
      const html = await (
        await app.request(`/quiz/${quiz.id}`, { headers: { cookie: `PARAGLIDE_LOCALE=${locale}` } })
      ).text()
      const description = metaContent(html, 'property', 'og:description')
      expect(description, locale).toContain(` · ${categoryLabel('general-knowledge', locale)}`)
      expect(description, locale).not.toContain('general-knowledge')
    }
    expect(categoryLabel('general-knowledge', 'hi')).not.toBe(categoryLabel('general-knowledge', 'en'))
  })

  it('gives the home page the product’s name and what it is as its title, not the name of a page', async () => {
    const app = createApp(h.deps, { clientDir })
    for (const locale of ['en', 'hi'] as const) {
      const html = await (await app.request('/', { headers: { cookie: `PARAGLIDE_LOCALE=${locale}` } })).text()
      const title = metaContent(html, 'property', 'og:title')
      expect(title, locale).toMatch(new RegExp(`^${PRODUCT_NAME}: \\S`))
      expect(title, locale).toBe(m.home_title({ product: PRODUCT_NAME }, { locale }))
      expect(metaContent(html, 'name', 'twitter:title'), locale).toBe(title)
      expect(html, locale).toContain(`<title>${title}</title>`)
    }
  })

  it('says nothing of a quiz that is not approved, and answers a malformed id with the plain page', async () => {
    const creator = await signedInUser(h)
    const draft = await createQuiz(
      h.db,
      creator.id,
      QuizInputSchema.parse({ title: 'Secret draft', timeLimit: 120, questions: SAMPLE_QUESTIONS, asDraft: true }),
    )
    const app = createApp(h.deps, { clientDir })
    for (const path of [`/quiz/${draft.id}`, '/quiz/not-an-id', `/quiz/${crypto.randomUUID()}`]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).not.toContain('Secret draft')
      expect(metaContent(html, 'property', 'og:title'), path).toBeNull()
      expect(html).toContain(`<title>${PRODUCT_NAME}</title>`)
      expect(metaContent(html, 'name', 'description')).toBe(defaultDescription())
    }
  })

  it('gives each public page its own title and description', async () => {
    const app = createApp(h.deps, { clientDir })
    for (const page of publicPages()) {
      const html = await (await app.request(page.path)).text()
      const tab = page.tabTitle ?? documentTitle(page.title)
      expect(html, page.path).toContain(`<title>${tab.replace(/&/g, '&#38;')}</title>`)
      expect(metaContent(html, 'name', 'description'), page.path).toBe(page.description)
      expect(metaContent(html, 'property', 'og:url'), page.path).toBe(`${h.deps.env.appOrigin}${page.path}`)
    }
  })
})

/** The build's list of route chunks, as vite.config.ts writes it for each prerendered page. */
const ROUTE_MODULES = {
  '/': ['/assets/routes-abc.js'],
  '/about-us': ['/assets/about-us-abc.js', '/assets/page-header-abc.js'],
}

describe('the prerendered public pages', () => {
  /** The catalogs as written: each language's words from where they are defined. */
  const catalog = (locale: string): Record<string, string> =>
    JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8'))
  const words = { en: catalog('en'), hi: catalog('hi') }
  let builtDir: string

  // The pages as the build makes them: src/client/prerender.tsx evaluated once per language (here by
  // Vite's module runner rather than from the build's bundle: one server transforms the modules once,
  // and the runner evaluates them afresh for each language), written where the build writes them.
  // The build's page renderer is the same module bundled for Node; here the last language's
  // evaluation, English, stands where the server looks for it.
  let vite: ViteDevServer
  beforeAll(async () => {
    builtDir = mkdtempSync(join(tmpdir(), 'quizdom-prerendered-'))
    writeFileSync(
      join(builtDir, 'index.html'),
      INDEX_HTML.replace('<html>', '<html lang="en">').replace(
        '</body>',
        '<script type="module" src="/assets/index-abc.js"></script></body>',
      ),
    )
    vite = await createServer({
      configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      logLevel: 'silent',
    })
    const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
    const global = globalThis as { QUIZDOM_PRERENDER_LOCALE?: string; renderQuizListForTest?: unknown }
    let renderQuizList: unknown
    for (const locale of ['hi', 'en']) {
      global.QUIZDOM_PRERENDER_LOCALE = locale
      runner.clearCache()
      const prerender = (await runner.import('/prerender.tsx')) as {
        prerenderPages: () => Promise<Array<{ file: string; html: string }>>
        renderQuizList: (list: unknown) => Promise<string>
      }
      for (const { file, html } of await prerender.prerenderPages()) {
        mkdirSync(dirname(join(builtDir, file)), { recursive: true })
        writeFileSync(join(builtDir, file), html)
      }
      renderQuizList = prerender.renderQuizList
    }
    delete global.QUIZDOM_PRERENDER_LOCALE
    writeFileSync(join(builtDir, PRERENDERED_MODULES_FILE), JSON.stringify(ROUTE_MODULES))
    global.renderQuizListForTest = renderQuizList
    mkdirSync(dirname(join(builtDir, PAGE_RENDERER_FILE)), { recursive: true })
    writeFileSync(
      join(builtDir, PAGE_RENDERER_FILE),
      'export const renderQuizList = (list) => globalThis.renderQuizListForTest(list)\n',
    )
  }, 120_000)
  afterAll(async () => {
    await vite.close()
    rmSync(builtDir, { recursive: true, force: true })
  })

  /** What a browser without JavaScript shows: the page's body, scripts and tags aside. */
  async function bodyText(path: string, locale?: 'hi', session?: string) {
    const app = createApp(h.deps, { clientDir: builtDir })
    const cookie = [locale && `PARAGLIDE_LOCALE=${locale}`, session].filter(Boolean).join('; ')
    const response = await app.request(path, cookie ? { headers: { cookie } } : {})
    expect(response.status, path).toBe(200)
    const html = await response.text()
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script/.exec(html)?.[1] ?? ''
    return { html, text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') }
  }

  for (const locale of ['en', 'hi'] as const) {
    it(`sends the landing page and About Us with their words in the HTML (${locale})`, async () => {
      const cookie = locale === 'hi' ? locale : undefined
      const landing = await bodyText('/', cookie)
      expect(landing.html).toContain(`<html lang="${locale}">`)
      expect(landing.html).toContain('<div id="root" data-prerendered="/">')
      expect(landing.text).toContain(words[locale].nav_home)
      expect(landing.text).toContain(words[locale].footer_tagline)
      const about = await bodyText('/about-us', cookie)
      expect(about.html).toContain(`<title>${documentTitle(words[locale].static_about!)}</title>`)
      expect(about.text).toContain(words[locale].static_about)
      expect(about.text).toContain(words[locale].footer_tagline)
    })
  }

  it("announces each page's own route chunks in its head, as the build listed them", async () => {
    const about = (await bodyText('/about-us')).html
    const head = about.slice(0, about.indexOf('</head>'))
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/about-us-abc.js">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-header-abc.js">')
    expect(about).not.toContain('/assets/routes-abc.js')
    expect((await bodyText('/')).html).toContain('<link rel="modulepreload" crossorigin href="/assets/routes-abc.js">')
  })

  for (const locale of ['en', 'hi'] as const) {
    it(`names the grievance officer of the server's configuration on the terms and the contact page (${locale})`, async () => {
      for (const path of ['/terms-and-conditions', '/contact-us']) {
        const page = await bodyText(path, locale === 'hi' ? locale : undefined)
        expect(page.text, path).toContain(words[locale].grievance_title)
        expect(page.text, path).toContain('Meera &#60;Iyer&#62; &#38; Co')
        expect(page.html, path).toContain('href="mailto:grievance@example.in"')
        expect(page.html, path).not.toContain('%%quizdom:')
        expect(page.html, path).not.toContain('<Iyer>')
        // The page's copy of the settings, from which the app draws the same words when it takes over.
        const copy = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(page.html)?.[1]
        expect(JSON.parse(copy ?? 'null').grievanceOfficer, path).toEqual({
          name: GRIEVANCE_ENV.GRIEVANCE_OFFICER_NAME,
          email: GRIEVANCE_ENV.GRIEVANCE_OFFICER_EMAIL,
        })
      }
    })
  }

  it('sends the signed-out page, with no one in it, even to a signed-in visitor', async () => {
    const player = await signedInUser(h)
    const { html } = await bodyText('/', undefined, player.client.cookie())
    expect(html).toContain('href="/login"')
    expect(html).not.toContain(player.username)
  })

  it("draws the quiz list's first page into the page for a signed-out visitor, with its data beside it", async () => {
    const creator = await signedInUser(h)
    // A title that would end the data's element and run a script, if written as it is.
    const title = `Tricky </script><script>alert(1)</script> ${Date.now()}`
    await approvedQuiz(h.db, creator.id, { title })
    const { html, text } = await bodyText('/quizzes')
    expect(text).toContain('Tricky &lt;/script&gt;&lt;script&gt;alert(1)')
    expect(html).not.toContain('</script><script>alert(1)')
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1]
    const list = JSON.parse(data ?? 'null') as { quizzes: Array<{ title: string }>; total: number }
    expect(list.quizzes.map((quiz) => quiz.title)).toContain(title)
    expect(text).toContain(words.en.nav_quizzes)
    expect(html).toContain('role="search"')
    // Never served: the renderer is the server's.
    const app = createApp(h.deps, { clientDir: builtDir })
    expect((await app.request(`/${PAGE_RENDERER_FILE}`)).status).toBe(404)
  })

  it("sends a signed-in visitor the quiz list's frame without a list, and leaves filtered lists and other pages to the browser", async () => {
    const player = await signedInUser(h)
    const shell = await bodyText('/quizzes', undefined, player.client.cookie())
    expect(shell.text).toContain(words.en.nav_quizzes)
    expect(shell.html).toContain('role="search"')
    expect(shell.html).not.toContain('id="page-data"')
    const filtered = await bodyText('/quizzes?search=maths')
    expect(filtered.html).toContain('<div id="root"></div>')
    const leaderboard = await bodyText('/leaderboard')
    expect(leaderboard.html).toContain('<div id="root"></div>')
  })
})
