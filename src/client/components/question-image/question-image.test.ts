import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IMAGE_LIMITS } from '#shared/question-images'
import { m } from '#shared/i18n'
import { ImageUpload } from './image-upload'
import { QuestionImage } from './question-image'
import { postImage } from './upload'

const IMAGE = {
  url: '/api/v1/images/5c2e9f7a-1b3d-4e8f-9a6b-7c8d9e0f1a2b',
  alt: 'A map of Kerala',
  width: 640,
  height: 480,
}
const png = (size = 10) => new File([new Uint8Array(size)], 'map.png', { type: 'image/png' })
const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('QuestionImage', () => {
  it('holds its place with its size, loads lazily and says what it shows', () => {
    const html = renderToStaticMarkup(createElement(QuestionImage, { image: IMAGE }))
    expect(html).toMatch(/^<img /)
    for (const part of [`src="${IMAGE.url}"`, 'alt="A map of Kerala"', 'width="640"', 'height="480"', 'loading="lazy"'])
      expect(html).toContain(part)
  })
})

describe('ImageUpload', () => {
  it('labels the file and its alt text, with their hints tied to them', () => {
    const html = renderToStaticMarkup(createElement(ImageUpload, { onUploaded: () => {} })).replaceAll(
      / (class|data-[a-z]+)="[^"]*"/g,
      '',
    )
    const file = html.match(/<label for="([^"]+)">Image<\/label><input [^>]*id="\1"[^>]*>/)
    expect(file?.[0]).toContain('type="file"')
    expect(file?.[0]).toContain('accept="image/png,image/jpeg,image/webp"')
    expect(html).toMatch(
      /<label for="([^"]+)">Alt text: what the picture shows<\/label><input id="\1" [^>]*aria-describedby="\1-hint"[^>]*required=""/,
    )
    expect(html).toContain(`maxLength="${IMAGE_LIMITS.altMax}"`)
    expect(html).toContain('role="status"')
  })
})

describe('postImage', () => {
  it('posts the file and the trimmed alt text as a form, and gives back the image', async () => {
    let sent: FormData | undefined
    const outcome = await postImage(png(), '  A map of Kerala ', async (url, init) => {
      expect(url).toBe('/api/v1/images')
      sent = init?.body as FormData
      return answer(201, { success: true, data: { id: 'x', ...IMAGE }, id: 'x', url: IMAGE.url })()
    })
    expect(outcome).toEqual({ ok: true, image: { id: 'x', ...IMAGE } })
    expect(sent?.get('alt')).toBe('A map of Kerala')
    expect((sent?.get('file') as File | undefined)?.name).toBe('map.png')
  })

  it('says what is wrong in words, at the field it concerns, before and after the server', async () => {
    const never = async () => {
      throw new Error('not sent')
    }
    expect(await postImage(undefined, 'A map', never)).toEqual({
      ok: false,
      field: 'file',
      message: m.image_texts_file_required(),
    })
    expect(await postImage(png(IMAGE_LIMITS.maxBytes + 1), 'A map', never)).toEqual({
      ok: false,
      field: 'file',
      message: m.image_texts_too_large({ max: 2 }),
    })
    expect(await postImage(png(), '   ', never)).toEqual({
      ok: false,
      field: 'alt',
      message: m.image_texts_alt_required(),
    })
    const refused = await postImage(
      png(),
      'A map',
      answer(422, { success: false, message: m.image_texts_unsupported() }),
    )
    expect(refused).toEqual({ ok: false, field: 'file', message: m.image_texts_unsupported() })
    expect(await postImage(png(), 'A map', never)).toEqual({
      ok: false,
      field: 'form',
      message: m.image_upload_failed(),
    })
  })
})
