import { z } from 'zod'
import { m } from '../paraglide/messages.js'
import { formatDuration } from '../duration'
import { QUIZ_LIMITS } from '../constants'
import { QUIZ_BOUNDS } from '../schemas/quiz-bounds'
import type { MarkingScheme } from './marking'

/**
 * An exam paper's sections: each a title, its questions (indexes into the quiz's list), an optional
 * clock of its own and a marking scheme; and whether the sections are taken in any order or only
 * in the paper's (then a section is left only when its time is up, as in bank mains), and whether
 * time a section leaves unused carries to the next.
 */

export const SECTION_LIMITS = {
  maxSections: 10,
  titleMax: 100,
  /** A mark for one question, either way: JEE's +4/−1 and CUET's +5/−1 fit well inside. */
  maxMarks: 100,
} as const

export const SECTION_ORDERS = ['free', 'fixed'] as const
type SectionOrder = (typeof SECTION_ORDERS)[number]

/** A mark as a decimal of at most two places (2, −0.5, 0.25), kept as whole hundredths. */
const marks = (words: () => string) =>
  z
    .number({ error: words })
    .min(-SECTION_LIMITS.maxMarks, { error: () => m.exam_marks_range({ max: SECTION_LIMITS.maxMarks }) })
    .max(SECTION_LIMITS.maxMarks, { error: () => m.exam_marks_range({ max: SECTION_LIMITS.maxMarks }) })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: () => m.exam_marks_two_places(),
    })
    .transform((value) => Math.round(value * 100) + 0)

const MarkingInputSchema = z
  .object(
    {
      correct: marks(() => m.exam_marks_correct()),
      wrong: marks(() => m.exam_marks_wrong()).default(0),
      skipped: marks(() => m.exam_marks_skipped()).default(0),
    },
    { error: () => m.exam_marks_correct() },
  )
  // Full marks must be worth having: a right answer earns, a wrong one never earns, and leaving a
  // question alone is never better than answering it right nor worse than answering it wrong.
  .refine((scheme) => scheme.correct > 0, { error: () => m.exam_marks_correct_positive() })
  .refine((scheme) => scheme.wrong <= 0, { error: () => m.exam_marks_wrong_not_positive() })
  // Said only of a scheme whose right and wrong marks stand, so each mistake is said once.
  .refine(
    (scheme) =>
      scheme.correct <= 0 || scheme.wrong > 0 || (scheme.skipped < scheme.correct && scheme.skipped >= scheme.wrong),
    {
      error: () => m.exam_marks_skipped_between(),
    },
  )

const SectionInputSchema = z.object({
  title: z
    .string({ error: () => m.exam_section_title() })
    .trim()
    .min(1, { error: () => m.exam_section_title() })
    .max(SECTION_LIMITS.titleMax, { error: () => m.exam_section_title_long({ max: SECTION_LIMITS.titleMax }) }),
  /** Seconds; absent when the section runs on the paper's clock alone. */
  timeLimit: z
    .number({ error: () => m.exam_section_time({ min: formatDuration(QUIZ_LIMITS.minTimeSeconds) }) })
    .int({ error: () => m.exam_section_time({ min: formatDuration(QUIZ_LIMITS.minTimeSeconds) }) })
    .min(QUIZ_LIMITS.minTimeSeconds, {
      error: () => m.exam_section_time({ min: formatDuration(QUIZ_LIMITS.minTimeSeconds) }),
    })
    .max(QUIZ_BOUNDS.maxTotalTimeSeconds, { error: () => m.quiz_schema_messages_total_time_too_long() })
    .nullish()
    .transform((value) => value ?? null),
  marking: MarkingInputSchema,
  questionIndexes: z
    .array(z.number().int().min(0), { error: () => m.exam_section_questions() })
    .min(1, { error: () => m.exam_section_questions() }),
})

export const ExamLayoutInputSchema = z.object({
  sections: z
    .array(SectionInputSchema)
    .max(SECTION_LIMITS.maxSections, { error: () => m.exam_sections_count({ max: SECTION_LIMITS.maxSections }) }),
  sectionOrder: z.enum(SECTION_ORDERS, { error: () => m.exam_section_order() }).default('free'),
  carryOver: z.boolean({ error: () => m.exam_carry_over() }).default(false),
})

interface ExamSection {
  title: string
  timeLimit: number | null
  marking: MarkingScheme
  questionIndexes: number[]
}
export interface ExamLayout {
  sections: ExamSection[]
  sectionOrder: SectionOrder
  carryOver: boolean
}

/** A problem with a layout, said in words, and the path of the field it is about. */
export interface LayoutIssue {
  path: (string | number)[]
  message: string
}

/**
 * What a layout cannot be for a paper of `questionCount` questions and `totalSeconds` in all: each
 * question in exactly one section; in a fixed order every section on its own clock; the sections'
 * clocks within the paper's.
 */
export function layoutIssues(layout: ExamLayout, questionCount: number, totalSeconds: number): LayoutIssue[] {
  const issues: LayoutIssue[] = []
  const sectionOf = new Map<number, number>()
  layout.sections.forEach((section, sectionIndex) => {
    for (const questionIndex of section.questionIndexes) {
      const path = ['sections', sectionIndex, 'questionIndexes']
      if (questionIndex >= questionCount) {
        issues.push({ path, message: m.exam_section_no_such_question({ number: questionIndex + 1 }) })
        continue
      }
      const earlier = sectionOf.get(questionIndex)
      if (earlier !== undefined) {
        const message = m.exam_question_two_sections({
          number: questionIndex + 1,
          first: layout.sections[earlier]!.title,
          second: section.title,
        })
        issues.push({ path, message })
      } else sectionOf.set(questionIndex, sectionIndex)
    }
    if (layout.sectionOrder === 'fixed' && section.timeLimit === null) {
      issues.push({
        path: ['sections', sectionIndex, 'timeLimit'],
        message: m.exam_fixed_needs_time({ title: section.title }),
      })
    }
    if (layout.sectionOrder === 'free' && section.timeLimit !== null) {
      issues.push({
        path: ['sections', sectionIndex, 'timeLimit'],
        message: m.exam_free_no_time({ title: section.title }),
      })
    }
  })
  if (layout.sections.length > 0) {
    for (let index = 0; index < questionCount; index++) {
      if (!sectionOf.has(index))
        issues.push({ path: ['sections'], message: m.exam_question_no_section({ number: index + 1 }) })
    }
  }
  if (layout.carryOver && layout.sectionOrder !== 'fixed') {
    issues.push({ path: ['carryOver'], message: m.exam_carry_over_fixed() })
  }
  const sectionSeconds = layout.sections.reduce((sum, section) => sum + (section.timeLimit ?? 0), 0)
  if (sectionSeconds > totalSeconds) {
    issues.push({
      path: ['sections'],
      message: m.exam_sections_time_over({
        sections: formatDuration(sectionSeconds),
        total: formatDuration(totalSeconds),
      }),
    })
  }
  return issues
}

/** A paper without sections is one section: the question's points for right, nothing taken (decision 040). */
export function sectionOfQuestion(layout: ExamLayout | null, questionIndex: number): number | null {
  if (!layout || layout.sections.length === 0) return null
  const found = layout.sections.findIndex((section) => section.questionIndexes.includes(questionIndex))
  return found === -1 ? null : found
}

/** A layout as the database keeps it (marks already in hundredths), read back through this. */
const StoredLayoutSchema = z.object({
  sections: z.array(
    z.object({
      title: z.string(),
      timeLimit: z.number().int().nullable(),
      marking: z.object({ correct: z.number().int(), wrong: z.number().int(), skipped: z.number().int() }),
      questionIndexes: z.array(z.number().int().min(0)),
    }),
  ),
  sectionOrder: z.enum(SECTION_ORDERS),
  carryOver: z.boolean(),
})

/** A stored layout, or null for a quiz without sections. */
export function readLayout(value: unknown): ExamLayout | null {
  if (value === null || value === undefined) return null
  const layout = StoredLayoutSchema.parse(value)
  return layout.sections.length > 0 ? layout : null
}

/** Questions appended to a paper with sections join its last section, as a paper grows at its end. */
export function layoutWithAdded(layout: ExamLayout | null, before: number, added: number): ExamLayout | null {
  if (!layout || added === 0) return layout
  const appended = Array.from({ length: added }, (_, index) => before + index)
  const sections = layout.sections.map((section, index) =>
    index === layout.sections.length - 1
      ? { ...section, questionIndexes: [...section.questionIndexes, ...appended] }
      : section,
  )
  return { ...layout, sections }
}

/**
 * The paper without its question at `removed`: the places after it move up one, and a section
 * left without questions goes (none left, no sections).
 */
export function layoutWithRemoved(layout: ExamLayout | null, removed: number): ExamLayout | null {
  if (!layout) return null
  const sections = layout.sections
    .map((section) => ({
      ...section,
      questionIndexes: section.questionIndexes
        .filter((index) => index !== removed)
        .map((index) => (index > removed ? index - 1 : index)),
    }))
    .filter((section) => section.questionIndexes.length > 0)
  return sections.length > 0 ? { ...layout, sections } : null
}

/**
 * When each section of a fixed order closes, in seconds after the attempt starts: the sum of the
 * clocks up to it (decision 041). A section opens when the one before closes, or earlier when
 * that one is closed early with carry-over; its deadline stays where this puts it, so the time
 * left unused is carried by construction. Null in a free order: the paper's clock alone.
 */
export function sectionCloses(layout: ExamLayout): number[] | null {
  if (layout.sectionOrder !== 'fixed') return null
  let elapsed = 0
  return layout.sections.map((section) => (elapsed += section.timeLimit ?? 0))
}

/**
 * The section of a fixed order open `elapsed` seconds after the start, when the player has closed
 * `closedEarly` of them early (carry-over): the first not closed whose clock still runs; null when
 * every clock has run out.
 */
export function openSection(closes: readonly number[], elapsed: number, closedEarly: number): number | null {
  for (let section = closedEarly; section < closes.length; section++) {
    if (elapsed < closes[section]!) return section
  }
  return null
}

/** A scheme as the REST payload writes it: marks as decimals (2, −0.5), not hundredths. */
export function decimalMarking(marking: MarkingScheme): MarkingScheme {
  return { correct: marking.correct / 100, wrong: marking.wrong / 100, skipped: marking.skipped / 100 }
}
