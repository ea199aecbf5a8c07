import type { Page } from '@playwright/test'
import { ORIGIN, expect, test } from './support/fixtures'
import { createApprovedQuiz, type QuestionData } from './support/quizzes'
import { m } from '#shared/i18n'

/**
 * Markup, scripts and tricks written into a question's texts stay text wherever they are read:
 * each import format reads them in, the editor and its preview, the attempt and the result draw
 * them, and nothing runs, links or restyles the page. Each payload would set window.__pwned or
 * cover the page if it were taken as markup.
 */
const HOSTILE = {
  script: `<script>window.__pwned = 'script'</script>`,
  image: `<img src=x onerror="window.__pwned='img'">`,
  markdownLink: `[tap](javascript:window.__pwned='link')`,
  anchor: `<a href="javascript:window.__pwned='a'">tap</a>`,
  svg: `<svg onload="window.__pwned='svg'"></svg>`,
  style: `<style>*{display:none!important}</style>`,
  cover: `<div style="position:fixed;inset:0;background:red">cover</div>`,
  formula: `$\\href{javascript:window.__pwned='katex'}{x}$`,
}

const QUESTION: QuestionData = {
  question: `${HOSTILE.script} ${HOSTILE.image}`,
  options: [HOSTILE.markdownLink, HOSTILE.anchor, HOSTILE.svg, 'Plain answer'],
  correctAnswer: 3,
  explanation: `${HOSTILE.style} ${HOSTILE.cover} ${HOSTILE.formula}`,
}

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`
const giftText = (text: string) => text.replace(/[~=#{}:\\]/g, (character) => `\\${character}`)
const xmlText = (text: string) => `<![CDATA[${text}]]>`

/** The question in each format the import reads, written as its own tools would write it. */
const FILES = {
  csv: [
    'question,option_a,option_b,option_c,option_d,correct,explanation',
    [QUESTION.question, ...QUESTION.options, 'D', QUESTION.explanation!].map(csvCell).join(','),
  ].join('\n'),
  gift: [
    `${giftText(QUESTION.question)} {`,
    ...QUESTION.options.map((option, index) => `  ${index === 3 ? '=' : '~'}${giftText(option)}`),
    `  ####${giftText(QUESTION.explanation!)}`,
    '}',
  ].join('\n'),
  'moodle-xml': `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Hostile</text></name>
    <questiontext format="plain_text"><text>${xmlText(QUESTION.question)}</text></questiontext>
    <generalfeedback format="plain_text"><text>${xmlText(QUESTION.explanation!)}</text></generalfeedback>
    <single>true</single>
${QUESTION.options.map((option, index) => `    <answer fraction="${index === 3 ? 100 : 0}" format="plain_text"><text>${xmlText(option)}</text></answer>`).join('\n')}
  </question>
</quiz>`,
  aiken: [
    QUESTION.question,
    ...QUESTION.options.map((option, index) => `${'ABCD'[index]}. ${option}`),
    'ANSWER: D',
  ].join('\n'),
}

/** What markup from a text would leave in the page, were it taken as markup. */
const BROUGHT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg[onload]',
  '[onerror]',
  '[onload]',
  '[onclick]',
  'a[href^="javascript:" i]',
  '[style*="position:fixed"]',
]

/**
 * Nothing ran, nothing in the page's main part or in a dialog (drawn outside it) is markup the
 * texts brought, and the page is not covered.
 */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
  const where = ['main', '[role="dialog"]', '[role="alertdialog"]']
  await expect(
    page.locator(where.flatMap((place) => BROUGHT.map((what) => `${place} ${what}`)).join(', ')),
  ).toHaveCount(0)
  await expect(page.getByText('cover', { exact: true })).toHaveCount(0)
}

test('markup in every import format stays text in the editor, its preview, the attempt and the result', async ({
  signedInPage: page,
  browser,
}) => {
  await page.goto('/my-quizzes')
  let imported: QuestionData[] = []
  for (const [format, content] of Object.entries(FILES)) {
    const response = await page.request.post('/api/v1/quizzes/import', {
      headers: ORIGIN,
      data: { format, content, title: `Hostile ${format}` },
    })
    expect(response.status(), `${format}: ${await response.text()}`).toBe(201)
    const { quiz } = (await response.json()) as { quiz: { _id: string; questions: QuestionData[] } }
    // Read as written, every character kept: the texts are text.
    expect(quiz.questions, format).toHaveLength(1)
    expect(quiz.questions[0], format).toMatchObject({
      question: QUESTION.question,
      options: QUESTION.options,
      correctAnswer: 3,
    })
    // Aiken has no place for an explanation; the others carry it as written.
    if (format !== 'aiken') expect(quiz.questions[0]!.explanation, format).toBe(QUESTION.explanation)
    if (imported.length === 0) imported = quiz.questions

    await page.goto(`/create-quiz?edit=${quiz._id}`)
    await expect(page.getByLabel('Question text')).toHaveValue(QUESTION.question)
    await page.getByRole('button', { name: m.quiz_editor_texts_preview(), exact: true }).click()
    const preview = page.getByRole('dialog')
    await expect(preview.getByText(HOSTILE.anchor)).toBeVisible()
    await expectInert(page)
    await page.keyboard.press('Escape')
  }

  // A player takes it: the attempt and the result draw the same texts as text.
  const quizId = await createApprovedQuiz(page, browser, {
    title: 'Hostile texts',
    timeLimit: 120,
    questions: imported.map((question) => ({ ...question, timeLimit: 60 })) as QuestionData[],
  })
  await page.goto(`/quiz/${quizId}/attempt`)
  const options = page.getByRole('radiogroup')
  await expect(options).toContainText(HOSTILE.markdownLink)
  await expect(page.getByText(HOSTILE.script, { exact: false })).toBeVisible()
  await expectInert(page)
  await options.getByRole('radio', { name: 'Plain answer' }).check()
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page).toHaveURL(/\/result\//)
  await expect(page.getByText(HOSTILE.cover, { exact: false })).toBeVisible()
  await expectInert(page)
})

test('markup the AI writes into questions stays text in the editor and its preview', async ({ signedInPage: page }) => {
  // The stand-in model writes the topic into each question, as a model quoting its prompt would.
  const topic = `${HOSTILE.image} ${HOSTILE.anchor}`
  await page.goto('/create-quiz')
  await page.getByLabel('Topic').fill(topic)
  await page.getByLabel('Number of questions').fill('2')
  await page.getByRole('button', { name: m.quiz_editor_texts_generate() }).click()
  await expect.poll(() => page.getByLabel('Question text').first().inputValue()).toContain(topic)
  await expectInert(page)
  await page.getByRole('button', { name: m.quiz_editor_texts_preview(), exact: true }).click()
  await expect(page.getByRole('dialog').getByText(HOSTILE.anchor, { exact: false }).first()).toBeVisible()
  await expectInert(page)
})
