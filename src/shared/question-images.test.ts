import { describe, expect, it } from 'vitest'
import { m } from './i18n'
import { imageIdsOf } from './question-images'
import { QuestionDefinitionSchema } from './questions/definitions'
import { QuestionInputSchema } from './schemas/quiz'

const A = '5c2e9f7a-1b3d-4e8f-9a6b-7c8d9e0f1a2b'
const B = '6d3f0a8b-2c4e-4f90-8b7c-8d9e0f1a2b3c'

describe('pictures in a definition', () => {
  it('keeps a picture on the question, its explanation and each option, by id', () => {
    const definition = QuestionDefinitionSchema.parse({
      type: 'multiple-answers',
      options: ['2', '4', '7'],
      optionImages: [A, null, B],
      correctAnswers: [0, 2],
      image: A,
      explanationImage: B,
    })
    expect(definition).toMatchObject({ image: A, explanationImage: B, optionImages: [A, null, B] })
    expect(imageIdsOf(definition)).toEqual([A, B])
    // Every type may have a picture on its question and its explanation.
    expect(QuestionDefinitionSchema.parse({ type: 'numeric', answer: 3, image: A })).toMatchObject({ image: A })
  })

  it('refuses an option list of another length and an id that is not one, in words', () => {
    const wrongLength = QuestionDefinitionSchema.safeParse({
      type: 'multiple-choice',
      options: ['a', 'b', 'c'],
      optionImages: [A],
      correctAnswer: 0,
    })
    expect(wrongLength.error?.issues[0]).toMatchObject({
      message: m.image_texts_option_images_count(),
      path: ['optionImages'],
    })
    const notAnId = QuestionDefinitionSchema.safeParse({ type: 'true-false', correctAnswer: true, image: 'map.png' })
    expect(notAnId.error?.issues[0]?.message).toBe(m.image_texts_id_invalid())
  })

  it('reaches the saved question from the REST payload’s single-answer shape', () => {
    const question = QuestionInputSchema.parse({
      question: 'Which state is this?',
      options: ['Kerala', 'Assam', 'Bihar', 'Goa'],
      correctAnswer: 0,
      image: A,
      optionImages: [null, null, B, null],
      explanationImage: A,
    })
    expect(question).toMatchObject({
      type: 'multiple-choice',
      image: A,
      explanationImage: A,
      optionImages: [null, null, B, null],
    })
    expect(
      QuestionInputSchema.safeParse({
        question: 'Which?',
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 0,
        optionImages: [A, B],
      }).success,
    ).toBe(false)
  })
})
