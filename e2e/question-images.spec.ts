import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectAccessible, ORIGIN, test } from './support/fixtures'
import { createApprovedQuiz, type QuestionData } from './support/quizzes'
import { m } from '#shared/i18n'

/** A picture made here, as a creator's phone might take one: a PNG of one colour, with its size. */
const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** Uploads a picture as the page's user, as the editor's upload does (multipart: file and alt). */
async function upload(request: APIRequestContext, name: string, buffer: Buffer, alt: string) {
  const response = await request.post('/api/v1/images', {
    headers: ORIGIN,
    multipart: { file: { name, mimeType: 'image/png', buffer }, alt },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

test('pictures on a question, its options and its explanation show in the attempt and the result, described by their alt', async ({
  signedInPage: page,
  browser,
}) => {
  const map = await upload(page.request, 'map.png', await picture(2400, 1200, '#1d4ed8'), 'A map of India')
  const flags = await Promise.all(
    ['#f97316', '#16a34a', '#dc2626', '#7c3aed'].map((colour, index) =>
      picture(300, 200, colour).then((buffer) =>
        upload(page.request, `flag-${index}.png`, buffer, `Flag ${index + 1}`),
      ),
    ),
  )
  const river = await upload(page.request, 'river.png', await picture(800, 400, '#0891b2'), 'The Ganga at Varanasi')
  const question: QuestionData = {
    question: 'Which flag is India’s?',
    options: ['First', 'Second', 'Third', 'Fourth'],
    correctAnswer: 0,
    explanation: 'Saffron, white and green.',
    image: map,
    optionImages: flags,
    explanationImage: river,
  }
  const quizId = await createApprovedQuiz(page, browser, { title: 'Flags', timeLimit: 120, questions: [question] })

  await page.goto(`/quiz/${quizId}/attempt`)
  const shown = page.getByRole('img', { name: 'A map of India' })
  await expect(shown).toBeVisible()
  // Stored no wider than screens need, its size given so nothing moves when it loads.
  await expect(shown).toHaveAttribute('width', '1600')
  await expect(shown).toHaveAttribute('height', '800')
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1600)
  // Each option's picture is part of the option: its alt text names the choice.
  await page.getByRole('radio', { name: /First.*Flag 1/ }).check()
  await expect(page.getByRole('img', { name: 'Flag 4' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: m.attempt_texts_submit_quiz() }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: m.attempt_texts_confirm_submit(), exact: true })
    .click()
  await expect(page).toHaveURL(/\/result\//)
  const breakdown = page.getByTestId('breakdown-question')
  await expect(breakdown.getByRole('img', { name: 'A map of India' })).toBeVisible()
  await expect(breakdown.getByRole('img', { name: 'Flag 2' })).toBeVisible()
  await expect(breakdown.getByRole('img', { name: 'The Ganga at Varanasi' })).toBeVisible()
  await expectAccessible(page)
})

test('the editor attaches a picture to a question, an option and its explanation, keeps them through an edit, and takes them off', async ({
  signedInPage: page,
}) => {
  const card = page.getByRole('region', { name: 'Question 1', exact: true })
  await page.goto('/create-quiz')
  await page.getByLabel('Title').fill('Maps of India')
  await card.getByLabel('Question text').fill('Which state is shaded?')
  for (const [index, option] of ['Goa', 'Assam', 'Bihar', 'Kerala'].entries())
    await card.getByRole('textbox', { name: `Option ${index + 1}`, exact: true }).fill(option)
  await card.getByRole('radio', { name: 'Option 4', exact: true }).check()
  await card.getByLabel('Explanation').fill('Kerala lies on the south-west coast.')

  const attach = async (what: string, name: string, colour: string, alt: string) => {
    const section = card.locator('details', { hasText: m.picture_field_add({ what }) })
    await section.getByText(m.picture_field_add({ what })).click()
    await section
      .getByLabel(m.image_upload_file_label(), { exact: true })
      .setInputFiles({ name, mimeType: 'image/png', buffer: await picture(640, 480, colour) })
    const altField = section.getByLabel(m.image_upload_alt_label(), { exact: true })
    // A picture with no words for those who cannot see it is refused, at the field.
    await section.getByRole('button', { name: m.image_upload_submit() }).click()
    await expect(section.getByText(m.image_texts_alt_required())).toBeVisible()
    await altField.fill(alt)
    // Enter uploads the picture, and does not save the quiz.
    await altField.press('Enter')
    await expect(card.getByRole('img', { name: what })).toBeVisible()
  }
  await attach(m.picture_field_question({ number: 1 }), 'kerala.png', '#16a34a', 'Kerala shaded on a map')
  await attach(m.picture_field_explanation({ number: 1 }), 'coast.png', '#0891b2', 'The Kerala coast')
  const assamPicture = m.picture_field_option({ option: 2, number: 1 })
  await attach(assamPicture, 'assam.png', '#dc2626', 'Assam shaded')
  await expect(page).toHaveURL(/\/create-quiz$/)
  await expectAccessible(page)

  await page.getByRole('button', { name: m.quiz_editor_texts_save_draft() }).click()
  await expect(page).toHaveURL(/\/my-quizzes$/)
  const mine = (await (await page.request.get('/api/v1/quizzes/my-quizzes')).json()).quizzes as Array<{ _id: string }>
  const id = mine[0]!._id
  const stored = async () =>
    ((await (await page.request.get(`/api/v1/quizzes/${id}`)).json()) as { questions: Array<Record<string, unknown>> })
      .questions[0]!
  const first = await stored()
  expect(first.image).toEqual(expect.any(String))
  expect(first.explanationImage).toEqual(expect.any(String))
  expect(first.optionImages).toEqual([null, expect.any(String), null, null])
  const assam = (first.optionImages as string[])[1]

  // Reopened, both are there; the explanation's is taken off and the question's kept on saving.
  await page.goto(`/create-quiz?edit=${id}`)
  const explanationPicture = m.picture_field_explanation({ number: 1 })
  await expect(card.getByRole('img', { name: m.picture_field_question({ number: 1 }) })).toBeVisible()
  await card.getByRole('button', { name: m.picture_field_remove({ what: explanationPicture }) }).click()
  // The option's picture came back with its option.
  await expect(card.getByRole('img', { name: assamPicture })).toBeVisible()
  await page.getByRole('button', { name: m.quiz_editor_texts_save_draft() }).click()
  await expect(page.getByText(m.quiz_editor_texts_draft_saved())).toBeVisible()
  await expect.poll(async () => (await stored()).explanationImage ?? null).toBeNull()
  expect((await stored()).image).toBe(first.image)
  expect((await stored()).optionImages).toEqual([null, assam, null, null])
  // And is taken off.
  await card.getByRole('button', { name: m.picture_field_remove({ what: assamPicture }) }).click()
  await page.getByRole('button', { name: m.quiz_editor_texts_save_draft() }).click()
  await expect.poll(async () => (await stored()).optionImages ?? null).toBeNull()
})
