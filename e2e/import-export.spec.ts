import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { IMPORT_LIMITS } from '../src/shared/constants'
import { IMPORT_SCREEN_TEXTS } from '../src/client/texts/import-screen-texts'
import { IMPORT_TEXTS } from '../src/shared/import-texts'
import { FILE_FORMAT_LABELS, IMPORT_ENTRY_TEXTS } from '../src/shared/quiz-file-texts'
import { QUIZ_BOUNDS } from '../src/shared/schemas/quiz'
import { documentTitle } from '../src/shared/texts'
import { expect, expectAccessible, setTheme, test } from './support/fixtures'
import { m } from '#shared/i18n'

const HINDI = 'भारत की राजधानी क्या है?'
const TITLE = 'भारत क्विज़ CSV'

/** A spreadsheet's CSV: a byte-order mark, CRLF, a quoted comma, Hindi, and a bad answer letter on line 4. */
const CSV_FILE = `\uFEFF${[
  'question,option_a,option_b,option_c,option_d,correct,explanation,points,time_limit',
  '"Mumbai, Delhi or Kolkata: which is the capital?",Mumbai,New Delhi,Kolkata,Chennai,B,"New Delhi, since 1931",2,45',
  `${HINDI},मुंबई,नई दिल्ली,कोलकाता,चेन्नई,2,नई दिल्ली 1931 से राजधानी है।,1,30`,
  'Which planet is called the Red Planet?,Venus,Mars,Jupiter,Saturn,E,,1,30',
].join('\r\n')}\r\n`

const GIFT_FILE = [
  '// Two more questions',
  '::River:: Which is the longest river in India? {',
  '  =Ganga',
  '  ~Godavari',
  '  ~Yamuna',
  '  ~Narmada',
  '  ####The Ganga flows about 2,525 km.',
  '}',
  '',
  'Which is the highest peak in India? {=Kangchenjunga ~Nanda Devi ~Kamet ~Saltoro Kangri}',
  '',
].join('\n')

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}`, exact: true })

/** Chooses a file the way a person does: the file chooser that the File field opens. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer } | string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByLabel(IMPORT_SCREEN_TEXTS.file, { exact: true }).click()
  await (await chooser).setFiles(file)
}

async function quizQuestions(page: Page, id: string) {
  const response = await page.request.get(`/api/v1/quizzes/${id}`)
  expect(response.ok()).toBe(true)
  const { questions } = (await response.json()) as { questions: Array<Record<string, unknown>> }
  return questions.map(({ question, options, correctAnswer, explanation, points, timeLimit }) => ({
    question,
    options,
    correctAnswer,
    explanation,
    points,
    timeLimit,
  }))
}

/** The preview's summary, or the reason the file was refused. */
const status = (page: Page) => page.getByRole('status', { name: IMPORT_SCREEN_TEXTS.previewHeading })

const draftIdOf = (page: Page) => new URL(page.url()).searchParams.get('edit') ?? ''

test('a creator imports a CSV, fixes a problem in place, adds a GIFT file, then exports and imports it back', async ({
  signedInPage: page,
}) => {
  await page.goto('/my-quizzes')
  await page.getByRole('link', { name: m.import_entry_texts_import_questions() }).click()
  await expect(page.getByRole('heading', { level: 1, name: IMPORT_SCREEN_TEXTS.title })).toBeVisible()
  await expect(page).toHaveTitle(documentTitle(IMPORT_SCREEN_TEXTS.title))

  await page.getByLabel(IMPORT_SCREEN_TEXTS.quizTitle).fill(TITLE)
  await chooseFile(page, { name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_FILE, 'utf8') })
  await expect(page.getByLabel(IMPORT_SCREEN_TEXTS.format, { exact: true })).toHaveValue('csv')
  await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(2, 1))
  const preview = page.getByRole('region', { name: IMPORT_SCREEN_TEXTS.questionsHeading })
  await expect(preview.getByText('Mumbai, Delhi or Kolkata: which is the capital?')).toBeVisible()
  await expect(preview.getByText(HINDI)).toBeVisible()
  await expect(preview.getByText('New Delhi, since 1931')).toBeVisible()
  await expect(preview.getByText(IMPORT_SCREEN_TEXTS.questionMeta(2, 2, 45))).toBeVisible()
  // The correct option is marked: on the capital's question, New Delhi.
  await expect(preview.getByRole('listitem').filter({ hasText: IMPORT_SCREEN_TEXTS.correct }).first()).toContainText(
    'New Delhi',
  )

  // The problem is listed by its line; choosing it (by keyboard) puts the cursor on that line.
  const problem = page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.problem(4, m.import_texts_csv_bad_correct()) })
  await problem.focus()
  await page.keyboard.press('Enter')
  const text = page.getByLabel(IMPORT_SCREEN_TEXTS.textLabel)
  await expect(text).toBeFocused()
  await expect(page.getByTestId('cursor-line')).toHaveText(IMPORT_SCREEN_TEXTS.cursorAt(4))
  // The text is the file's as read: no byte-order mark, lines ending in \n.
  expect(await text.inputValue()).toBe(CSV_FILE.replace('\uFEFF', '').replaceAll('\r\n', '\n'))

  // Fix it in place: the end of line 4 is ",E,,1,30".
  await page.keyboard.press('End')
  for (let i = 0; i < ',E,,1,30'.length; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type(',C,,1,30')
  await expect(page.getByText(IMPORT_SCREEN_TEXTS.changed).first()).toBeVisible()
  await expect(page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.createDraft })).toBeDisabled()
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.checkAgain }).click()
  await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(3, 0))
  await expect(page.getByRole('button', { name: /^Line \d+:/ })).toHaveCount(0)

  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.createDraft }).click()
  await expect(page).toHaveURL(/\/create-quiz\?edit=/)
  await expect(page.getByText(IMPORT_TEXTS.imported(3))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: m.quiz_editor_texts_edit_title() })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue(TITLE)
  await expect(question(page, 2).getByLabel('Question text')).toHaveValue(HINDI)
  await expect(question(page, 3).getByLabel('Question text')).toHaveValue('Which planet is called the Red Planet?')
  const draftId = draftIdOf(page)

  // From the draft's editor, a GIFT file adds two more.
  await page.getByRole('link', { name: m.import_entry_texts_import_questions() }).click()
  await expect(page.getByText(IMPORT_SCREEN_TEXTS.appendDescription(TITLE))).toBeVisible()
  await chooseFile(page, { name: 'more.gift.txt', mimeType: 'text/plain', buffer: Buffer.from(GIFT_FILE, 'utf8') })
  await expect(page.getByLabel(IMPORT_SCREEN_TEXTS.format, { exact: true })).toHaveValue('gift')
  await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(2, 0))
  await expect(preview.getByText('The Ganga flows about 2,525 km.')).toBeVisible()
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.addToDraft }).click()
  await expect(page.getByText(IMPORT_TEXTS.imported(2))).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`edit=${draftId}`))
  await expect(question(page, 4).getByLabel('Question text')).toHaveValue('Which is the longest river in India?')
  await expect(question(page, 5).getByLabel('Question text')).toHaveValue('Which is the highest peak in India?')
  const saved = await quizQuestions(page, draftId)
  expect(saved).toHaveLength(5)

  // Export: each format downloads under the server's name, made from the title.
  await page.goto('/my-quizzes')
  const exportFile = async (format: keyof typeof FILE_FORMAT_LABELS) => {
    await page.getByRole('button', { name: IMPORT_ENTRY_TEXTS.exportQuiz(TITLE) }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: IMPORT_ENTRY_TEXTS.exportAs(FILE_FORMAT_LABELS[format]) }).click()
    return download
  }
  // By keyboard too: the menu opens on Enter and its items are reached with the arrows.
  const trigger = page.getByRole('button', { name: IMPORT_ENTRY_TEXTS.exportQuiz(TITLE) })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: IMPORT_ENTRY_TEXTS.exportAs(FILE_FORMAT_LABELS.csv) })).toBeFocused()
  await expectAccessible(page)
  const giftDownload = page.waitForEvent('download')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: IMPORT_ENTRY_TEXTS.exportAs(FILE_FORMAT_LABELS.gift) })).toBeFocused()
  await page.keyboard.press('Enter')
  const gift = await giftDownload
  expect(gift.suggestedFilename()).toBe('भारत-क्विज़-CSV.gift.txt')
  expect(await readFile(await gift.path(), 'utf8')).toContain('Which is the longest river in India?')
  const csv = await exportFile('csv')
  expect(csv.suggestedFilename()).toBe('भारत-क्विज़-CSV.csv')
  const csvPath = await csv.path()
  const exported = await readFile(csvPath, 'utf8')
  expect(exported.startsWith('\uFEFFquestion,')).toBe(true)
  expect(exported).toContain(HINDI)
  expect(exported).toContain('"Mumbai, Delhi or Kolkata: which is the capital?"')

  // The exported file, imported back, gives the same questions.
  await page.getByRole('link', { name: m.import_entry_texts_import_questions() }).click()
  await chooseFile(page, csvPath)
  await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(5, 0))
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.createDraft }).click()
  await expect(page.getByText(IMPORT_TEXTS.imported(5))).toBeVisible()
  await expect(page).toHaveURL(/\/create-quiz\?edit=/)
  const copyId = draftIdOf(page)
  expect(copyId).not.toBe(draftId)
  expect(await quizQuestions(page, copyId)).toEqual(saved)
})

test('a file with no good question, or over a limit, is refused in words; pasted text is checked as a file', async ({
  signedInPage: page,
}) => {
  // A new quiz's editor leads here too.
  await page.goto('/create-quiz')
  await page.getByRole('link', { name: m.import_entry_texts_import_questions() }).click()
  await expect(page.getByRole('heading', { level: 1, name: IMPORT_SCREEN_TEXTS.title })).toBeVisible()
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.check }).click()
  await expect(page.getByText(IMPORT_SCREEN_TEXTS.emptyText)).toBeVisible()

  await page.getByLabel(IMPORT_SCREEN_TEXTS.format, { exact: true }).selectOption('aiken')
  await page
    .getByLabel(IMPORT_SCREEN_TEXTS.textLabel)
    .fill('What is 2 + 2?\nA. 3\nB. 4\nC. 5\nANSWER: B\n\nWhich is even?\nA. 1\nB. 3\nC. 5\nD. 7\nANSWER: F')
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.check }).click()
  await expect(status(page)).toContainText(IMPORT_TEXTS.nothingImported(2))
  await expect(
    page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.problem(1, IMPORT_TEXTS.wrongOptionCount(3)) }),
  ).toBeVisible()
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.problem(7, IMPORT_TEXTS.aikenBadAnswer('F')) }).click()
  await expect(page.getByTestId('cursor-line')).toHaveText(IMPORT_SCREEN_TEXTS.cursorAt(7))
  await expect(page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.createDraft })).toBeDisabled()

  // The limits, in words: more questions than a quiz holds, and a file over the size limit.
  const row = (n: number) => `Question ${n}?,a,b,c,d,A`
  const rows = Array.from({ length: QUIZ_BOUNDS.maxQuestions + 1 }, (_, index) => row(index + 1))
  await page.getByLabel(IMPORT_SCREEN_TEXTS.format, { exact: true }).selectOption('csv')
  await page
    .getByLabel(IMPORT_SCREEN_TEXTS.textLabel)
    .fill(['question,option_a,option_b,option_c,option_d,correct', ...rows].join('\n'))
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.checkAgain }).click()
  await expect(status(page)).toContainText(
    IMPORT_TEXTS.quizFull(QUIZ_BOUNDS.maxQuestions, QUIZ_BOUNDS.maxQuestions + 1),
  )
  const large = `question,option_a,option_b,option_c,option_d,correct\n${row(1)},${'x'.repeat(IMPORT_LIMITS.maxBytes)}\n`
  await chooseFile(page, { name: 'large.csv', mimeType: 'text/csv', buffer: Buffer.from(large, 'utf8') })
  await expect(status(page)).toContainText(IMPORT_TEXTS.tooLarge)
})

test('pasted text is read in the format its marks name, and a format picked against them is named', async ({
  signedInPage: page,
}) => {
  await page.goto('/import')
  const format = page.getByLabel(IMPORT_SCREEN_TEXTS.format, { exact: true })
  const text = page.getByLabel(IMPORT_SCREEN_TEXTS.textLabel)
  await expect(format).toHaveValue('csv')
  await text.fill(GIFT_FILE)
  await expect(format).toHaveValue('gift')
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.check }).click()
  await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(2, 0))

  // A format picked against the text's marks stays picked, and the screen says what the text looks like.
  await format.selectOption('aiken')
  const note = page.getByText(IMPORT_TEXTS.looksLike(FILE_FORMAT_LABELS.gift, FILE_FORMAT_LABELS.aiken))
  await expect(note).toBeVisible()
  await expectAccessible(page)
  await text.fill('What is 2 + 2?\nA. 3\nB. 4\nC. 5\nD. 6\nANSWER: B')
  await expect(note).toHaveCount(0)
  await expect(format).toHaveValue('aiken')
  await text.fill(GIFT_FILE)
  await expect(note).toBeVisible()
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.readAs(FILE_FORMAT_LABELS.gift) }).click()
  await expect(format).toHaveValue('gift')
  await expect(note).toHaveCount(0)
  await page.getByRole('button', { name: IMPORT_SCREEN_TEXTS.checkAgain }).click()
  await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(2, 0))
})

for (const theme of ['light', 'dark'] as const) {
  test(`the import screen, with a preview and its problems, passes axe in ${theme} mode`, async ({
    signedInPage: page,
  }) => {
    await page.goto('/import')
    await setTheme(page, theme)
    await expect(page.getByRole('heading', { level: 1, name: IMPORT_SCREEN_TEXTS.title })).toBeVisible()
    await expectAccessible(page)
    await chooseFile(page, { name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_FILE, 'utf8') })
    await expect(status(page)).toContainText(IMPORT_SCREEN_TEXTS.previewSummary(2, 1))
    await page.getByText(IMPORT_SCREEN_TEXTS.help(FILE_FORMAT_LABELS.csv)).click()
    await expect(page.getByRole('table', { name: /columns of a CSV file/ })).toBeVisible()
    await expectAccessible(page)
  })
}
