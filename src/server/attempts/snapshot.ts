import { randomInt } from 'node:crypto'
import type { QuizSettings } from '#shared/schemas/quiz'
import type { QuestionDefinition } from '#shared/questions/definitions'
import { type QuestionView, type Served, serve } from '#shared/questions/serve'
import type { QuestionRow } from '#server/quizzes/service'
import { type ServedImage, shownImage } from '#server/images/service'
import type { ImageView } from '#shared/question-images'
import { type TranslatedView, translatedView } from '#shared/questions/translation'
import { type ExamLayout, sectionCloses } from '#shared/exam/sections'

/**
 * A question as one attempt served it: later edits to the quiz never change a result. A
 * single-answer question keeps the shape it had before types (attempts started then read the
 * same): its options as shown and the right one's place among them. Any other type keeps what was
 * shown (`view`), its definition and where each part shown came from (`order`), which the
 * server reads to mark a response and never sends before the answers are revealed.
 */
export interface ServedQuestion {
  questionId: string
  question: string
  /** Absent from attempts started before types: single answer. */
  type?: QuestionDefinition['type']
  /** The options in the order this attempt showed them (single and multiple answers; else none). */
  options: string[]
  /** Single answer: the right option's index in `options` as served; other types: null. */
  correctIndex: number | null
  view?: QuestionView
  definition?: QuestionDefinition
  order?: number[]
  explanation: string
  points: number
  timeLimit: number
  /** The pictures as served (decision 038): absent when the question has none. Options' in `options`' order. */
  images?: ServedImages
  /** The question in its second language as served, its lists in the served order: absent when it has none. */
  translation?: ServedTranslation
  /** An exam's: the index of the question's section in the attempt's `exam`. */
  section?: number
  /** An exam section's own clock: seconds after the start when it closes, its grace included (decision 041). */
  closesAfter?: number
}

/** An exam's sections as one attempt served them: their questions by served place, and when each closes. */
export interface ServedExam extends ExamLayout {
  sections: Array<ExamLayout['sections'][number] & { closesAfter: number | null }>
}

/** A served question's second language, with its explanation for the result. */
type ServedTranslation = TranslatedView & { explanation: string }

/**
 * The second language as a player is shown it: during the attempt without the explanation, on
 * the result with it once the answers are shown.
 */
export function shownTranslation(
  question: ServedQuestion,
  { withExplanation }: { withExplanation: boolean },
): { translation?: TranslatedView | ServedTranslation } {
  if (!question.translation) return {}
  if (withExplanation) return { translation: question.translation }
  const { explanation: _explanation, ...view } = question.translation
  return { translation: view }
}

/** A served question's pictures, each kept with its words and size as it was when the attempt started. */
interface ServedImages {
  question?: ServedImage
  explanation?: ServedImage
  options?: Array<ServedImage | null>
}

/** A question's pictures as the attempt screen shows them: on the question, and on each option. */
export function shownQuestionImages(question: ServedQuestion): {
  image?: ImageView
  optionImages?: Array<ImageView | null>
} {
  const images = question.images
  if (!images) return {}
  const image = shownImage(images.question)
  return {
    ...(image ? { image } : {}),
    ...(images.options ? { optionImages: images.options.map(shownImage) } : {}),
  }
}

/** The explanation's picture, for a result that shows the explanation. */
export function shownExplanationImage(question: ServedQuestion): { explanationImage?: ImageView } {
  const image = shownImage(question.images?.explanation)
  return image ? { explanationImage: image } : {}
}

/** What an attempt keeps of a definition's pictures, the options' in the order they are served. */
function servedImages(
  definition: QuestionDefinition,
  order: number[],
  found: ReadonlyMap<string, ServedImage>,
): ServedImages | undefined {
  const pick = (id: string | null | undefined) => (id ? found.get(id) : undefined)
  const question = pick(definition.image)
  const explanation = pick(definition.explanationImage)
  const optionImages = 'optionImages' in definition ? definition.optionImages : undefined
  const options = optionImages?.some(Boolean) ? order.map((index) => pick(optionImages[index]) ?? null) : undefined
  if (!question && !explanation && !options) return undefined
  return { ...(question ? { question } : {}), ...(explanation ? { explanation } : {}), ...(options ? { options } : {}) }
}

/** What marks a served question, and what the player was shown of it. */
export interface ServedParts extends Served {
  definition: QuestionDefinition
}

const inOrder = (count: number) => Array.from({ length: count }, (_, index) => index)

/** A served question's definition, view and order, whichever shape it was kept in. */
export function servedParts(question: ServedQuestion): ServedParts {
  if (question.definition && question.view && question.order) {
    return { definition: question.definition, view: question.view, order: question.order }
  }
  // Single answer: the options are kept as shown, so the definition is in the view's own order.
  return {
    definition: { type: 'multiple-choice', options: question.options, correctAnswer: question.correctIndex ?? -1 },
    view: { type: 'multiple-choice', options: question.options },
    order: inOrder(question.options.length),
  }
}

/** Fisher–Yates with a cryptographic source: a player cannot predict the order. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

const RANDOM_RANGE = 2 ** 47
/** Uniform in [0, 1) from the cryptographic source, for serve(). */
const secureRandom = () => randomInt(RANDOM_RANGE) / RANDOM_RANGE

/**
 * The questions in the order this attempt serves them, each with its section where the paper has
 * sections: section by section in the paper's order, shuffled within each when the quiz shuffles.
 */
function servedOrder(questions: QuestionRow[], layout: ExamLayout | null, shuffle: boolean) {
  const mix = <T>(list: T[]) => (shuffle ? shuffled(list) : list)
  if (!layout) return mix(questions).map((row) => ({ row, section: undefined }))
  return layout.sections.flatMap((section, index) =>
    mix(section.questionIndexes.map((place) => questions[place]!)).map((row) => ({ row, section: index })),
  )
}

export interface Snapshot {
  questions: ServedQuestion[]
  exam: ServedExam | null
}

export function buildSnapshot(
  questions: QuestionRow[],
  settings: QuizSettings,
  images: ReadonlyMap<string, ServedImage> = new Map(),
  layout: ExamLayout | null = null,
  graceSeconds = 0,
): Snapshot {
  const shuffleQuestions =
    settings.shuffleQuestions || (settings.antiCheat.enabled && settings.antiCheat.randomizeQuestions)
  const ordered = servedOrder(questions, layout, shuffleQuestions)
  const closes = layout ? sectionCloses(layout) : null
  const closesAfter = (section: number | undefined) =>
    section === undefined || !closes ? undefined : closes[section]! + graceSeconds
  const served = ordered.map(({ row, section }) => {
    const placed = section === undefined ? {} : { section, ...optional('closesAfter', closesAfter(section)) }
    return { ...serveRow(row, settings, images), ...placed }
  })
  if (!layout) return { questions: served, exam: null }
  const exam: ServedExam = {
    ...layout,
    sections: layout.sections.map((section, index) => ({
      ...section,
      questionIndexes: served.flatMap((question, place) => (question.section === index ? [place] : [])),
      closesAfter: closesAfter(index) ?? null,
    })),
  }
  return { questions: served, exam }
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

function serveRow(row: QuestionRow, settings: QuizSettings, images: ReadonlyMap<string, ServedImage>): ServedQuestion {
  const common: Omit<ServedQuestion, 'options' | 'correctIndex'> = {
    questionId: row.id,
    question: row.text,
    explanation: row.explanation,
    points: row.points,
    timeLimit: row.time_limit_seconds,
  }
  const { definition } = row
  // Options by the quiz's setting; ordering items and matching sides always (serve() says why).
  const { view, order } = serve(definition, { random: secureRandom, shuffleOptions: settings.shuffleOptions })
  const served = servedImages(definition, order, images)
  if (served) Object.assign(common, { images: served })
  if (row.translation) {
    const translation: ServedTranslation = {
      ...translatedView(view, order, row.translation),
      explanation: row.translation.explanation,
    }
    Object.assign(common, { translation })
  }
  return servedAs(common, definition, view, order)
}

/**
 * A served question from what every type shares and the view the player was shown: a single
 * answer keeps the flat shape older attempts have (options and the right option's index), every
 * other type its view, definition and order.
 */
export function servedAs(
  common: Omit<ServedQuestion, 'options' | 'correctIndex'>,
  definition: QuestionDefinition,
  view: QuestionView,
  order: number[],
): ServedQuestion {
  if (definition.type === 'multiple-choice' && view.type === 'multiple-choice') {
    return {
      ...common,
      type: 'multiple-choice',
      options: view.options,
      correctIndex: order.indexOf(definition.correctAnswer),
    }
  }
  return {
    ...common,
    type: definition.type,
    options: view.type === 'multiple-answers' ? view.options : [],
    correctIndex: null,
    view,
    definition,
    order,
  }
}

/**
 * The response that earns a served question's whole mark, in the indexes the player was shown:
 * what the result shows as the right answer once the quiz allows it. Short answer: every accepted
 * answer; numeric: the number.
 */
export function rightResponse(question: ServedQuestion): number | boolean | string[] | number[] | null {
  const { definition, order } = servedParts(question)
  const shownAt = (index: number) => order.indexOf(index)
  switch (definition.type) {
    case 'multiple-choice':
      return question.correctIndex
    case 'multiple-answers':
      return definition.correctAnswers.map(shownAt).sort((a, b) => a - b)
    case 'true-false':
      return definition.correctAnswer
    case 'numeric':
      return definition.answer
    case 'short-answer':
      return definition.acceptedAnswers
    case 'ordering':
      return definition.items.map((_, index) => shownAt(index))
    case 'matching':
      return definition.pairs.map((_, index) => shownAt(index))
  }
}

/** What a right answer to every question earns: the questions' points, or in an exam its sections' marks (to the hundredth). */
export function fullMarks(questions: readonly ServedQuestion[], exam: ServedExam | null): number {
  if (!exam) return questions.reduce((sum, question) => sum + question.points, 0)
  const hundredths = questions.reduce(
    (sum, question) => sum + (exam.sections[question.section ?? 0]?.marking.correct ?? 0),
    0,
  )
  return hundredths / 100
}
