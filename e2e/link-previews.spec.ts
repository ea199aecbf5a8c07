import { defaultDescription, homeTitle, publicPages, quizPageMeta } from '../src/shared/page-meta'
import { categoryLabel } from '../src/shared/quiz-labels'
import { documentTitle, PRODUCT_NAME } from '../src/shared/shell-texts'
import { BASE_URL, expect, test } from './support/fixtures'
import { createApprovedQuiz } from './support/quizzes'
import { m } from '#shared/i18n'

const QUESTION = {
  question: 'Which river flows through Varanasi?',
  options: ['Ganga', 'Yamuna', 'Godavari', 'Kaveri'] as [string, string, string, string],
  correctAnswer: 0,
}

test('a shared quiz link previews with its title, price, length and image, without JavaScript', async ({
  signedInPage: page,
  browser,
}) => {
  const quiz = {
    title: 'गंगा और भारत की नदियाँ',
    description: 'Rivers of India, from the Himalaya to the sea.',
    timeLimit: 120,
    isPaid: true,
    price: 25,
    questions: [QUESTION, { ...QUESTION, question: 'Which river is called Dakshin Ganga?', correctAnswer: 2 }],
  }
  const quizId = await createApprovedQuiz(page, browser, quiz)
  // A link-preview crawler: no scripts, no cookies.
  const crawler = await browser.newContext({ javaScriptEnabled: false, userAgent: 'WhatsApp/2.24 A' })
  try {
    const preview = await crawler.newPage()
    await preview.goto(`/quiz/${quizId}`)
    const meta = quizPageMeta({ ...quiz, category: 'science', pricePaise: 2500, questionCount: 2 })
    expect(meta.description).toContain(`₹25.00 · 2 questions · 2 min · ${categoryLabel('science')}.`)
    const content = (selector: string) => preview.locator(selector).getAttribute('content')
    await expect(preview).toHaveTitle(documentTitle(quiz.title))
    expect(await content('meta[property="og:title"]')).toBe(quiz.title)
    expect(await content('meta[property="og:description"]')).toBe(meta.description)
    expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await content('meta[property="og:url"]')).toBe(`${BASE_URL}/quiz/${quizId}`)
    const image = await content('meta[property="og:image"]')
    // The quiz's own card (decision 051), its address versioned by what it shows.
    expect(image).toMatch(new RegExp(`^${BASE_URL}/og/quiz/${quizId}\\.png\\?v=[\\w-]{22}$`))
    const picture = await crawler.request.get(image!)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/png')
  } finally {
    await crawler.close()
  }

  // In the app, moving from page to page keeps the description the page's own.
  const description = page.locator('meta[name="description"]')
  const meta = quizPageMeta({ ...quiz, category: 'science', pricePaise: 2500, questionCount: 2 })
  await page.goto('/')
  await expect(description).toHaveAttribute('content', pageDescription('/'))
  await page.getByRole('contentinfo').getByRole('link', { name: m.static_about() }).click()
  await expect(description).toHaveAttribute('content', pageDescription('/about-us'))
  await page.goto(`/quiz/${quizId}`)
  await page.getByRole('link', { name: m.discovery_texts_view_leaderboard() }).click()
  await expect(description).toHaveAttribute('content', defaultDescription())
  await page.goBack()
  await expect(description).toHaveAttribute('content', meta.description)
})

const pageDescription = (path: string) => publicPages().find((page) => page.path === path)!.description

test('robots.txt and sitemap.xml are real files, and the public pages carry their own titles', async ({ page }) => {
  const robots = await page.request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`)
  const sitemap = await page.request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
  const xml = await sitemap.text()
  for (const { path, title, tabTitle, description } of publicPages()) {
    expect(xml).toContain(`<loc>${BASE_URL}${path}</loc>`)
    const html = await (await page.request.get(path)).text()
    expect(html).toContain(`<meta name="description" content="${description}" />`)
    expect(html).toContain(`<title>${(tabTitle ?? documentTitle(title)).replace(/&/g, '&#38;')}</title>`)
    expect(html).toContain(`<meta property="og:title" content="${title.replace(/&/g, '&#38;')}" />`)
  }
  // The home page is named by the product and what it is, in a preview and in its tab.
  expect(publicPages()[0]).toMatchObject({ path: '/', title: homeTitle() })
  expect(homeTitle()).toMatch(new RegExp(`^${PRODUCT_NAME}: `))
  await page.goto('/')
  await expect(page).toHaveTitle(homeTitle())
})
