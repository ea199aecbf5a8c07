import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '#server/testing/fixtures'
import { createHarness, readAnswer, TEST_ORIGIN, type TestHarness } from '#server/testing/harness'
import { IMAGE_LIMITS } from '#shared/question-images'
import { m } from '#shared/i18n'

let h: TestHarness
const ADMIN_EMAIL = 'images-admin@example.com'
type Browser = Awaited<ReturnType<typeof signedInClient>>
let creator: Browser
let stranger: Browser
let admin: Browser

beforeAll(async () => {
  h = await createHarness({ env: { ADMIN_EMAILS: ADMIN_EMAIL } })
  ;[creator, stranger, admin] = await Promise.all([
    signedInClient(h),
    signedInClient(h),
    signedInClient(h, { email: ADMIN_EMAIL }),
  ])
})
afterAll(() => h.close())

/** Posts a file as a browser's form would, with the signed-in cookie of `browser` (or none). */
async function upload(
  browser: Browser | null,
  bytes: Buffer | string,
  {
    alt = 'A red square',
    name = 'picture.png',
    type = 'image/png',
  }: { alt?: string | null; name?: string; type?: string } = {},
) {
  const form = new FormData()
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }))
  if (alt !== null) form.set('alt', alt)
  const response = await h.app.request('/api/v1/images', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...(browser?.cookie() ? { cookie: browser.cookie()! } : {}) },
    body: form,
  })
  return readAnswer(response, new Map())
}

/** Reads an image's address as `browser` (or a guest), keeping the bytes. */
async function fetchImage(browser: Browser | null, url: string) {
  const response = await h.app.request(url, {
    headers: browser?.cookie() ? { cookie: browser.cookie()! } : {},
  })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

const square = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 1 } } })

/** A JPEG carrying GPS coordinates in its EXIF, as a phone's photo does. */
async function jpegWithLocation() {
  const bytes = await square(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 30/1',
      },
    })
    .toBuffer()
  // The test's own premise: the file does carry a location.
  const exif = (await sharp(bytes).metadata()).exif
  expect(exif?.toString('latin1')).toContain('Phone')
  return bytes
}

async function uploadedId(browser: Browser, bytes?: Buffer, alt = 'A red square') {
  const answer = await upload(browser, bytes ?? (await square().png().toBuffer()), { alt })
  expect(answer.status).toBe(201)
  return answer.json.id as string
}

describe('uploading a picture', () => {
  it('takes PNG, JPEG and WebP by their bytes, and keeps a WebP copy without metadata', async () => {
    const files = [
      { bytes: await square().png().toBuffer(), name: 'a.png', type: 'image/png' },
      { bytes: await jpegWithLocation(), name: 'photo.jpg', type: 'image/jpeg' },
      // A true WebP sent under a misleading name and type: the bytes decide.
      { bytes: await square().webp().toBuffer(), name: 'notes.txt', type: 'text/plain' },
    ]
    for (const file of files) {
      const answer = await upload(creator, file.bytes, { name: file.name, type: file.type, alt: '  A red square  ' })
      expect(answer.status).toBe(201)
      expect(answer.json).toMatchObject({
        success: true,
        id: expect.any(String),
        url: `/api/v1/images/${answer.json.id}`,
      })
      expect(answer.json.data).toMatchObject({
        alt: 'A red square',
        width: expect.any(Number),
        height: expect.any(Number),
      })
      const served = await fetchImage(creator, answer.json.url)
      expect(served.status).toBe(200)
      const stored = await sharp(served.bytes).metadata()
      expect(stored.format).toBe('webp')
      expect(stored.exif).toBeUndefined()
      expect(stored.icc).toBeUndefined()
      expect(Buffer.from(served.bytes).toString('latin1')).not.toContain('Phone')
    }
  })

  it('narrows a wide picture to what screens need, keeping its shape', async () => {
    const answer = await upload(creator, await square(2400, 1200).png().toBuffer())
    expect(answer.status).toBe(201)
    expect(answer.json.data).toMatchObject({ width: IMAGE_LIMITS.storedMaxWidth, height: 800 })
    const stored = await sharp((await fetchImage(creator, answer.json.url)).bytes).metadata()
    expect([stored.width, stored.height]).toEqual([IMAGE_LIMITS.storedMaxWidth, 800])
  })

  it('refuses SVG, a renamed text file, a damaged file and too large a picture, in words', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const textFile = 'These are my notes, not a picture.'
    const jpeg = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6))
    // A real PNG whose header says 5000 × 5000: refused from the header, before any decoding.
    const png = Buffer.from(await square(8, 8).png().toBuffer())
    png.writeUInt32BE(5000, 16)
    png.writeUInt32BE(5000, 20)
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
    const tooBig = Buffer.alloc(IMAGE_LIMITS.maxBytes + 1024)
    Buffer.from(await square().png().toBuffer()).copy(tooBig)

    const cases = [
      { bytes: svg, name: 'icon.svg', type: 'image/svg+xml', status: 422, message: m.image_texts_unsupported() },
      { bytes: textFile, name: 'picture.png', type: 'image/png', status: 422, message: m.image_texts_unsupported() },
      { bytes: truncated, name: 'cut.jpg', type: 'image/jpeg', status: 422, message: m.image_texts_unreadable() },
      {
        bytes: png,
        name: 'bomb.png',
        type: 'image/png',
        status: 422,
        message: m.image_texts_too_many_pixels({ max: IMAGE_LIMITS.maxSide }),
      },
      { bytes: tooBig, name: 'big.png', type: 'image/png', status: 413, message: m.image_texts_too_large({ max: 2 }) },
    ]
    for (const item of cases) {
      const answer = await upload(creator, item.bytes, { name: item.name, type: item.type })
      expect({ name: item.name, status: answer.status, message: answer.json?.message }).toEqual({
        name: item.name,
        status: item.status,
        message: item.message,
      })
    }
    // A body past the upload's own limit is stopped before it is read.
    const huge = Buffer.alloc(IMAGE_LIMITS.maxBytes * 2)
    const answer = await upload(creator, huge)
    expect(answer.status).toBe(413)
    expect(answer.json.message).toBe(m.image_texts_too_large({ max: 2 }))
  })

  it('needs alt text of at most the limit, a file and a signed-in user', async () => {
    const png = await square().png().toBuffer()
    const noAlt = await upload(creator, png, { alt: null })
    expect(noAlt.status).toBe(400)
    expect(noAlt.json.message).toBe(m.image_texts_alt_required())
    const blank = await upload(creator, png, { alt: '   ' })
    expect(blank.status).toBe(400)
    const long = await upload(creator, png, { alt: 'x'.repeat(IMAGE_LIMITS.altMax + 1) })
    expect(long.status).toBe(400)
    expect(long.json.message).toBe(m.image_texts_alt_too_long({ max: IMAGE_LIMITS.altMax }))
    expect((await upload(null, png)).status).toBe(401)
    const form = new FormData()
    form.set('alt', 'Nothing attached')
    const noFile = await readAnswer(
      await h.app.request('/api/v1/images', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: creator.cookie()! },
        body: form,
      }),
      new Map(),
    )
    expect(noFile.status).toBe(400)
    expect(noFile.json.message).toBe(m.image_texts_file_required())
  })
})

/** A quiz with pictures on its first question, two options and the explanation. */
function quizWith(images: { question: string; option: string; explanation: string }, title = 'Maps of India') {
  return {
    title,
    timeLimit: 120,
    settings: { showCorrectAnswers: true },
    questions: [
      {
        question: 'Which state is shaded on this map?',
        image: images.question,
        options: ['Kerala', 'Assam', 'Bihar', 'Goa'],
        optionImages: [images.option, null, null, images.option],
        correctAnswer: 0,
        explanation: 'Kerala lies on the south-west coast.',
        explanationImage: images.explanation,
      },
      { question: 'Is Delhi a state?', type: 'true-false', correctAnswer: false },
    ],
  }
}

/** An attempt in progress on the quiz, as if the player had been served `question` (its pictures by id). */
async function attemptServed(quizId: string, playerId: string, question: Record<string, unknown>) {
  await h.db
    .insertInto('attempts')
    .values({
      quiz_id: quizId,
      user_id: playerId,
      deadline_at: new Date(Date.now() + 60_000),
      time_limit_seconds: 60,
      total_possible_score: 1,
      settings: '{}',
      questions: JSON.stringify([question]),
    })
    .execute()
}

async function approve(quizId: string) {
  await h.db.updateTable('quizzes').set({ status: 'approved' }).where('id', '=', quizId).execute()
}

describe('pictures on questions', () => {
  it('are seen only by their uploader and admins until an approved quiz uses them', async () => {
    const id = await uploadedId(creator)
    const url = `/api/v1/images/${id}`
    // One picture in each place, so each place's use is what makes its picture public.
    const option = await uploadedId(creator)
    const explanation = await uploadedId(creator)
    const created = await creator.post('/api/v1/quizzes', {
      ...quizWith({ question: id, option, explanation }),
      status: 'draft',
    })
    expect(created.status).toBe(201)
    for (const other of [option, explanation])
      expect((await fetchImage(null, `/api/v1/images/${other}`)).status).toBe(404)
    expect((await fetchImage(creator, url)).status).toBe(200)
    expect((await fetchImage(admin, url)).status).toBe(200)
    const toStranger = await fetchImage(stranger, url)
    expect(toStranger.status).toBe(404)
    expect((await fetchImage(null, url)).status).toBe(404)
    const ownCopy = await fetchImage(creator, url)
    expect(ownCopy.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')

    await approve(created.json.quiz._id)
    for (const other of [option, explanation])
      expect((await fetchImage(null, `/api/v1/images/${other}`)).status).toBe(200)
    const served = await fetchImage(null, url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${id}.webp"`)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // An unknown id, and a malformed one, answer in words.
    const unknown = await h.client().get('/api/v1/images/00000000-0000-4000-8000-000000000000')
    expect(unknown).toMatchObject({ status: 404, json: { message: m.image_texts_not_found() } })
    expect((await h.client().get('/api/v1/images/not-an-id')).status).toBe(400)
  })

  it('refuses a quiz naming an image its creator did not upload, by the question’s number', async () => {
    const theirs = await uploadedId(stranger)
    const mine = await uploadedId(creator)
    const payload = quizWith({ question: mine, option: mine, explanation: mine })
    payload.questions.push({
      question: 'Which river is this?',
      options: ['Ganga', 'Kosi', 'Son', 'Gandak'],
      correctAnswer: 0,
      image: theirs,
    } as never)
    const refused = await creator.post('/api/v1/quizzes', payload)
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(m.image_texts_not_yours({ number: 3 }))
    // Nothing half-written: no quiz of that title.
    const mineNow = await creator.get('/api/v1/quizzes/my-quizzes')
    expect(mineNow.json.quizzes.map((quiz: { title: string }) => quiz.title)).not.toContain('Maps of India 2')

    const unknownId = '11111111-1111-4111-8111-111111111111'
    const unknown = await creator.post(
      '/api/v1/quizzes',
      quizWith({ question: mine, option: unknownId, explanation: mine }),
    )
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toBe(m.image_texts_not_yours({ number: 1 }))

    // Over tRPC too, and an option list of the wrong length is refused by the schema.
    const caller = h.caller()
    await caller.auth.login({ email: creator.user.email, password: creator.user.password })
    await expect(
      caller.quizzes.create({
        ...quizWith({ question: theirs, option: mine, explanation: mine }),
        asDraft: true,
      } as never),
    ).rejects.toThrow(m.image_texts_not_yours({ number: 1 }))
    const wrongLength = quizWith({ question: mine, option: mine, explanation: mine })
    wrongLength.questions[0]!.optionImages = [mine]
    const short = await creator.post('/api/v1/quizzes', wrongLength)
    expect(short.status).toBe(400)
    expect(short.json.message).toContain(m.image_texts_option_images_count())
  })

  it('reach the player in the attempt and the result with their address, words and size', async () => {
    const questionImage = await uploadedId(creator, await square(300, 200).png().toBuffer(), 'A map of Kerala')
    const optionImage = await uploadedId(creator, await square(80, 80).png().toBuffer(), 'Kerala’s outline')
    const explanationImage = await uploadedId(creator, await square(120, 60).png().toBuffer(), 'The coast')
    const created = await creator.post(
      '/api/v1/quizzes',
      quizWith({ question: questionImage, option: optionImage, explanation: explanationImage }, 'Attempt with maps'),
    )
    expect(created.status).toBe(201)
    const quizId = created.json.quiz._id as string
    const editor = await creator.get(`/api/v1/quizzes/${quizId}`)
    expect(editor.json.questions[0]).toMatchObject({
      image: questionImage,
      explanationImage,
      optionImages: [optionImage, null, null, optionImage],
    })
    await approve(quizId)

    const player = await signedInClient(h)
    const started = await player.post(`/api/v1/quizzes/${quizId}/start`)
    expect(started.status).toBe(200)
    const questions = started.json.data.questions
    const first = questions.find((question: { question: string }) => question.question.startsWith('Which state'))
    expect(first.image).toEqual({
      url: `/api/v1/images/${questionImage}`,
      alt: 'A map of Kerala',
      width: 300,
      height: 200,
    })
    const optionShown = { url: `/api/v1/images/${optionImage}`, alt: 'Kerala’s outline', width: 80, height: 80 }
    expect(first.optionImages).toEqual([optionShown, null, null, optionShown])
    expect(first).not.toHaveProperty('explanationImage')
    const other = questions.find((question: { question: string }) => question.question.startsWith('Is Delhi'))
    expect(other).not.toHaveProperty('image')

    const attemptId = started.json.data.attemptId as string
    const submitted = await player.post(`/api/v1/quizzes/attempts/${attemptId}/submit`, {
      answers: [{ questionId: first._id, selectedOption: 0, timeSpent: 5 }],
    })
    expect(submitted.status).toBe(200)
    const result = await player.get(`/api/v1/quizzes/attempts/${attemptId}`)
    const reviewed = result.json.data.detailedAnswers.find((answer: { text: string }) =>
      answer.text.startsWith('Which'),
    )
    expect(reviewed.image.url).toBe(`/api/v1/images/${questionImage}`)
    expect(reviewed.explanationImage).toEqual({
      url: `/api/v1/images/${explanationImage}`,
      alt: 'The coast',
      width: 120,
      height: 60,
    })
    expect((await fetchImage(player, reviewed.explanationImage.url)).status).toBe(200)
  })

  it('of a paid quiz reach those served them in an attempt, not strangers', async () => {
    const id = await uploadedId(creator)
    const created = await creator.post('/api/v1/quizzes', {
      ...quizWith({ question: id, option: id, explanation: id }, 'Paid maps'),
      isPaid: true,
      price: 10,
    })
    expect(created.status).toBe(201)
    await approve(created.json.quiz._id)
    const url = `/api/v1/images/${id}`
    expect((await fetchImage(null, url)).status).toBe(404)
    expect((await fetchImage(stranger, url)).status).toBe(404)
    // A player served it in an attempt (the attempt's copy, as a buyer's would hold it).
    const player = await signedInClient(h)
    await attemptServed(created.json.quiz._id, player.id, {
      questionId: id,
      images: { options: [null, { id, alt: 'x', width: 1, height: 1 }] },
    })
    expect((await fetchImage(player, url)).status).toBe(200)
    expect((await fetchImage(player, url)).headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
  })
})

describe('deleting an account', () => {
  it('downloads the person’s pictures without their bytes, then keeps those a kept quiz uses or a kept result shows and erases the rest', async () => {
    const person = await signedInClient(h)
    const used = await uploadedId(person, undefined, 'Used by a published quiz')
    const unused = await uploadedId(person, undefined, 'Never used')
    const created = await person.post(
      '/api/v1/quizzes',
      quizWith({ question: used, option: used, explanation: used }, 'Kept maps'),
    )
    expect(created.status).toBe(201)
    await approve(created.json.quiz._id)

    const download = await person.get('/api/v1/users/me/export')
    expect(download.status).toBe(200)
    const images = (download.json.images ?? download.json.data?.images) as Array<Record<string, unknown>>
    expect(images.map((image) => image.alt).sort()).toEqual(['Never used', 'Used by a published quiz'])
    expect(images.every((image) => !('bytes' in image))).toBe(true)

    // A player's attempt was served a picture the quiz no longer uses (an edit replaced it).
    const replaced = await uploadedId(person, undefined, 'Replaced by an edit')
    const player = await signedInClient(h)
    await attemptServed(created.json.quiz._id, player.id, {
      questionId: used,
      images: { question: { id: replaced, alt: 'x', width: 1, height: 1 } },
    })

    const deleted = await h.app.request('/api/v1/users/me', {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, cookie: person.cookie()!, 'content-type': 'application/json' },
      body: JSON.stringify({ password: person.user.password }),
    })
    expect(deleted.status, await deleted.text()).toBe(200)
    const left = await h.db
      .selectFrom('question_images')
      .select('id')
      .where('id', 'in', [used, unused, replaced])
      .execute()
    expect(left.map((row) => row.id).sort()).toEqual([used, replaced].sort())
    // The player's kept result still shows the picture it was served.
    expect((await fetchImage(player, `/api/v1/images/${replaced}`)).status).toBe(200)
    // The published quiz's players still see it.
    expect((await fetchImage(null, `/api/v1/images/${used}`)).status).toBe(200)
  })
})

describe('the API document', () => {
  it('shows the upload as a form with a binary file and an example, and the picture as image types', async () => {
    const doc = (await h.client().get('/api/v1/openapi.json')).json
    const form = doc.paths['/api/v1/images'].post.requestBody.content['multipart/form-data']
    expect(form.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' })
    expect(form.schema.required).toEqual(['file', 'alt'])
    expect(form.example).toMatchObject({ alt: expect.any(String) })
    expect(Object.keys(doc.paths['/api/v1/images'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '413', '422', '429']),
    )
    expect(Object.keys(doc.paths['/api/v1/images/{id}'].get.responses['200'].content)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
    ])
  })
})
