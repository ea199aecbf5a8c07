import { QUIZ_LANGUAGE_TEXTS } from '../src/client/texts/quiz-language-texts'
import { QUIZ_TEXTS } from '../src/shared/texts'
import { adminPage, createUser, expect, logIn, ORIGIN, test } from './support/fixtures'
import { m } from '#shared/i18n'

/**
 * A word of this run's own in Devanagari, with vowel signs (matras) in it: consonants for the
 * digits of the time, each with a matra. Other runs' quizzes never share it.
 */
function devanagariTag(): string {
  const consonants = 'कखगघचछजझटड'
  const matras = ['ा', 'ि', 'ी', 'ु', 'ो']
  return [...Date.now().toString().slice(-8)].map((digit, i) => consonants[Number(digit)]! + matras[i % 5]).join('')
}

test('a Devanagari quiz is found by search', async ({ page, browser, request }) => {
  const tag = devanagariTag()
  const title = `${tag} भारत का इतिहास`

  // A creator writes a quiz in Hindi in the editor.
  const creator = await createUser(request)
  await logIn(page, creator)
  await page.goto('/create-quiz')
  // The interface is in English, so a new quiz starts in English.
  const language = page.getByLabel(m.quiz_language_texts_label(), { exact: true })
  await expect(language).toHaveValue('en')
  await page.getByLabel('Title').fill(title)
  await language.selectOption('hi')
  await expect(page.getByLabel('Title')).toHaveAttribute('lang', 'hi')
  await page.getByLabel('Description').fill('स्वतंत्रता संग्राम के बारे में प्रश्नोत्तरी')
  const first = page.getByRole('region', { name: 'Question 1', exact: true })
  await first.getByLabel('Question text').fill('भारत की राजधानी क्या है?')
  for (const [index, option] of ['मुंबई', 'नई दिल्ली', 'कोलकाता', 'चेन्नई'].entries()) {
    await first.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(option)
  }
  await first.getByRole('radio', { name: 'Option 2' }).check()
  await page.getByRole('button', { name: m.quiz_editor_texts_save(), exact: true }).click()
  await expect(page.getByText(m.success_quiz_created())).toBeVisible()

  const mine = await page.request.get('/api/v1/quizzes/my-quizzes')
  const saved = ((await mine.json()).quizzes as Array<{ _id: string; title: string; language: string }>).find(
    (quiz) => quiz.title === title,
  )
  expect(saved?.language).toBe('hi')
  const admin = await adminPage(browser)
  const approved = await admin.request.post(`/api/v1/admin/quizzes/${saved?._id}/approve`, { headers: ORIGIN })
  expect(approved.status(), await approved.text()).toBe(200)
  await admin.context().close()

  // A player (signed in, to open the quiz later) searches the list in Devanagari: the run's word, then with the start of a word with matras.
  await page.context().clearCookies()
  await logIn(page, await createUser(request))
  await page.goto('/quizzes')
  const search = page.getByLabel(m.quiz_texts_search())
  await search.fill(tag)
  await search.press('Enter')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card).toBeVisible()
  await expect(card).toContainText(QUIZ_LANGUAGE_TEXTS.writtenIn('हिन्दी'))
  await expect(page.getByText(QUIZ_TEXTS.availableCount(1))).toBeVisible()

  await search.fill(`${tag} इति`)
  await search.press('Enter')
  await expect(card).toBeVisible()

  // The language filter, kept in the URL: Hindi keeps the quiz, English leaves it out.
  const filter = page.getByRole('search').getByLabel(m.quiz_language_texts_label(), { exact: true })
  await filter.selectOption('hi')
  await expect(page).toHaveURL(/language=hi/)
  await expect(card).toBeVisible()
  await filter.selectOption('en')
  await expect(page).toHaveURL(/language=en/)
  await expect(card).toHaveCount(0)
  await page.goto(`/quizzes?language=hi&search=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('search').getByLabel(m.quiz_language_texts_label(), { exact: true })).toHaveValue('hi')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  // Its page names the language, and marks the title as Hindi.
  await page.goto(`/quiz/${saved?._id}`)
  const heading = page.getByRole('heading', { level: 1, name: title })
  await expect(heading).toHaveAttribute('lang', 'hi')
  await expect(page.getByText(QUIZ_LANGUAGE_TEXTS.writtenIn('हिन्दी'), { exact: true })).toBeVisible()
})
