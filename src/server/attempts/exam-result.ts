import { markQuestion, tally, type Marked } from '#shared/exam/marking'
import { formatHundredths } from '#shared/questions/points'
import { unshuffle } from '#shared/questions/responses'
import type { PlayerResponse } from '#shared/questions/responses'
import { type ServedExam, type ServedQuestion, servedParts } from './snapshot'

/** What the breakdown reads of each counted answer: its place in the paper, response and time. */
interface CountedAnswer {
  index: number
  response: PlayerResponse | null
  timeSpentSeconds: number
}

/** A section's comparison: the topper's score in it and the mean over first attempts (null before any). */
interface SectionField {
  topper: number | null
  average: number | null
}
const NO_FIELD: SectionField = { topper: null, average: null }

/** A number to the hundredth as the result shows marks: 47.5, −0.25. */
const marks = (hundredths: number) => Number(formatHundredths(hundredths))

/**
 * An exam's result by section (decision 041): right, partly right, wrong and skipped, marks gained
 * and lost, the score (which may be below zero), accuracy over the questions answered, and the
 * time spent. Each answer is marked again by the one rule that marked it when it was saved
 * (markQuestion), so the breakdown and the score always agree.
 */
export function examBreakdown(
  questions: readonly ServedQuestion[],
  exam: ServedExam,
  answers: readonly CountedAnswer[],
  field: (place: number) => SectionField = () => NO_FIELD,
) {
  const byIndex = new Map(answers.map((answer) => [answer.index, answer]))
  return exam.sections.map((section, place) => {
    let timeSeconds = 0
    const marked: Marked[] = section.questionIndexes.map((index) => {
      const answer = byIndex.get(index)
      timeSeconds += answer?.timeSpentSeconds ?? 0
      const parts = servedParts(questions[index]!)
      const response = answer?.response == null ? null : unshuffle(parts, answer.response)
      return markQuestion(parts.definition, response, section.marking)
    })
    const total = tally(marked)
    const attempted = total.correct + total.partial + total.wrong
    return {
      title: section.title,
      questions: section.questionIndexes.length,
      correct: total.correct,
      partial: total.partial,
      wrong: total.wrong,
      skipped: total.skipped,
      gained: marks(total.gained),
      lost: marks(total.lost),
      score: marks(total.score),
      fullMarks: marks(section.marking.correct * section.questionIndexes.length),
      /** Right answers among those answered, as a percentage to one place; null when none was answered. */
      accuracy: attempted === 0 ? null : Math.round((1000 * total.correct) / attempted) / 10,
      timeSeconds,
      /** The topper's and the average score in this section over first attempts, as they stand now. */
      ...field(place),
    }
  })
}
