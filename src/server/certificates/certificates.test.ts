import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedQuiz, SAMPLE_QUESTIONS, type SignedInUser, signedInUser } from '#server/testing/fixtures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { certificatePath } from '#shared/certificates'

/**
 * Certificates (decision 049): issued when a finalised attempt reaches its quiz's pass mark, once per
 * player and quiz, never below it; verified in public by id; the PDF opens and links its page; the
 * holder's account deletion revokes it.
 */
let h: TestHarness
let creator: SignedInUser
let quizId: string
beforeAll(async () => {
  h = await createHarness()
  creator = await signedInUser(h)
  // Points 1, 2 and 3: half the marks is the third question alone.
  quizId = (await approvedQuiz(h.db, creator.id, { title: 'भारत का संविधान: basics', timeLimit: 120, passMark: 50 })).id
})
afterAll(async () => {
  await h.close()
})

/** Plays the quiz answering the questions at these places rightly, and submits. */
async function play(user: SignedInUser, right: number[], quiz = quizId) {
  const view = await user.caller.attempts.start({ quizId: quiz })
  await user.caller.attempts.submit({
    attemptId: view.attemptId,
    answers: view.questions
      .map((question) => ({ question, sample: SAMPLE_QUESTIONS.find((s) => s.question === question.question)! }))
      .filter(({ sample }) => right.includes(SAMPLE_QUESTIONS.indexOf(sample)))
      .map(({ question, sample }) => ({ questionId: question.id, selectedOption: sample.correctAnswer })),
  })
}

describe('issuing', () => {
  it('gives none below the pass mark, one at it, and only one however often the player passes', async () => {
    const below = await signedInUser(h)
    await play(below, [1])
    expect(await below.caller.certificates.mine()).toEqual([])

    const atMark = await signedInUser(h)
    await play(atMark, [2])
    const [earned] = await atMark.caller.certificates.mine()
    expect(earned).toMatchObject({ quizId, holderName: atMark.username, score: '3', totalScore: 6, percent: 50 })
    await play(atMark, [0, 1, 2])
    expect(await atMark.caller.certificates.mine()).toHaveLength(1)
  })

  it('gives none on a quiz without a pass mark, nor to the quiz’s creator', async () => {
    const plain = await approvedQuiz(h.db, creator.id, { title: 'No pass mark', timeLimit: 120 })
    const player = await signedInUser(h)
    await play(player, [0, 1, 2], plain.id)
    expect(await player.caller.certificates.mine()).toEqual([])
    await play(creator, [0, 1, 2])
    expect(await creator.caller.certificates.mine()).toEqual([])
  })
})

describe('verifying and downloading', () => {
  it('shows the facts to anyone, 404s a forged id, and gives the PDF to its holder alone', async () => {
    const holder = await signedInUser(h)
    await play(holder, [0, 1, 2])
    const [certificate] = await holder.caller.certificates.mine()
    const id = certificate!.id

    const page = await h.client().get(`/api/v1/certificates/${id}`)
    expect(page.status).toBe(200)
    expect(page.json.data).toMatchObject({
      id,
      holderName: holder.username,
      quizTitle: 'भारत का संविधान: basics',
      score: '6',
      percent: 100,
      passMark: 50,
    })
    expect((await h.caller().certificates.verify({ certificateId: id })).holderName).toBe(holder.username)
    const forged = await h.client().get('/api/v1/certificates/00000000-0000-4000-8000-000000000001')
    expect(forged.status).toBe(404)
    expect(forged.json.message).toMatch(/does not exist/)
    expect((await h.client().get('/api/v1/certificates/not-an-id')).status).toBe(400)

    const other = await signedInUser(h)
    await expect(other.caller.certificates.download({ certificateId: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })

    const file = await holder.caller.certificates.download({ certificateId: id })
    expect(file.contentType).toBe('application/pdf')
    const pdf = await PDFDocument.load(Buffer.from(file.base64, 'base64'))
    expect(pdf.getPageCount()).toBe(1)
    const link = new URL(certificatePath(id), h.deps.env.appOrigin).toString()
    expect(pdf.getSubject()).toBe(link)
    const annotations = pdf.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray)
    const uris = annotations
      .asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI')))
      .map((uri) => (uri instanceof PDFString ? uri.decodeText() : String(uri)))
    expect(uris).toEqual([link])
  })

  it('keeps a guest out of the lists and the PDF, and the REST page open to anyone', async () => {
    const holder = await signedInUser(h)
    await play(holder, [2])
    const [certificate] = await holder.caller.certificates.mine()
    const guest = h.caller()
    await expect(guest.certificates.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(guest.streaks.mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(guest.certificates.download({ certificateId: certificate!.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
    expect((await guest.certificates.verify({ certificateId: certificate!.id })).id).toBe(certificate!.id)
    // The quiz's creator sees nobody's certificates as their own.
    expect(await creator.caller.certificates.mine()).toEqual([])
  })

  it('revokes the certificate when its holder deletes their account', async () => {
    const holder = await signedInUser(h)
    await play(holder, [0, 1, 2])
    const [certificate] = await holder.caller.certificates.mine()
    expect((await h.client().get(`/api/v1/certificates/${certificate!.id}`)).status).toBe(200)
    await holder.caller.auth.deleteAccount({ password: holder.password })
    const after = await h.client().get(`/api/v1/certificates/${certificate!.id}`)
    expect(after.status).toBe(404)
    expect(await h.db.selectFrom('certificates').select('id').where('user_id', '=', holder.id).execute()).toEqual([])
  })
})
