import type { DB } from '#server/db/index'
import { AppError } from '#server/errors'
import type { SessionUser } from '#server/auth/session'
import { EMPTY } from '#shared/messages'
import {
  HISTOGRAM_BINS,
  STATISTICS_FLAGS,
  STATISTICS_REASONS,
  STATISTICS_THRESHOLDS,
  type StatisticsFlagKind,
  type StatisticsScope,
} from '#shared/statistics'
import { assertCanManageQuiz } from './policy'
import * as repo from './repository'
import { type Band, quizStatistics, type StatisticsRecord } from './statistics-repository'

/** A figure, or null with the reason it cannot be computed: never NaN or Infinity. */
type Figure = { value: number; reason: null } | { value: null; reason: string }

const figure = (value: number): Figure =>
  Number.isFinite(value) ? { value, reason: null } : { value: null, reason: STATISTICS_REASONS.reliabilityUnknown }
const missing = (reason: string): Figure => ({ value: null, reason })

interface OptionStatistics {
  index: number
  text: string
  correct: boolean
  /** Share of the attempts served the question that picked this option (and it counted). */
  share: Figure
  /** The same within the top and the bottom 27 % of attempts by score. */
  topShare: Figure
  bottomShare: Figure
}

export interface QuestionStatistics {
  questionId: string
  position: number
  text: string
  points: number
  /** Attempts that were served the question. */
  attempts: number
  facility: Figure
  standardDeviation: Figure
  discrimination: Figure
  unanswered: Figure
  meanTimeSeconds: Figure
  options: OptionStatistics[]
  flags: { kind: StatisticsFlagKind; reason: string }[]
}

export interface QuizStatistics {
  quizId: string
  scope: StatisticsScope
  attempts: number
  maxScore: number | null
  mean: Figure
  median: Figure
  standardDeviation: Figure
  /** Attempts per tenth of the possible score: bin i holds i·10 % up to (i+1)·10 %, the last one 100 % too. */
  histogram: { fromPercent: number; toPercent: number; count: number }[]
  reliability: Figure
  standardError: Figure
  questions: QuestionStatistics[]
}

/** The creator and admins; anyone else a 403, an unknown quiz a 404. */
export async function getQuizStatistics(
  db: DB,
  user: SessionUser,
  quizId: string,
  scope: StatisticsScope,
): Promise<QuizStatistics> {
  const quiz = await repo.findQuizOwnership(db, quizId)
  if (!quiz) throw new AppError('NOT_FOUND', EMPTY.quizNotFound)
  assertCanManageQuiz(user, quiz, 'view')
  const [record, questions] = await Promise.all([quizStatistics(db, quizId, scope), repo.listQuestions(db, quizId)])
  return computeStatistics(quizId, scope, record, questions)
}

/** Sums over a set of attempts (per question, band or option): see the repository's statement. */
interface Sums {
  n: number
  sumScore: number
  sumScoreSquared: number
}

const ZERO: Sums = { n: 0, sumScore: 0, sumScoreSquared: 0 }

/**
 * The figures from the database's sums. Notation: n attempts with scores X (points), k questions;
 * for a question, x its score in an attempt (its points when right, else 0: unanswered is 0), and
 * y = X − x the rest of the test.
 *
 * - mean, median: of X. Standard deviation: the sample one, s = √(Σ(X − X̄)² / (n − 1)).
 * - reliability: Cronbach's α = k/(k − 1) · (1 − Σσᵢ²/σ²), σᵢ² the population variance of question
 *   i's x, σ² that of X. Each question is right or wrong, so σᵢ² = pointsᵢ² · p(1 − p) and with one
 *   point each this is KR-20, k/(k − 1) · (1 − Σp(1 − p)/σ²). Points weigh as Moodle weighs marks.
 * - standard error of measurement: SEM = s · √(1 − α).
 * - facility: the share of the attempts served a question that got it right, p.
 * - a question's standard deviation: the sample one of its right (1) or wrong (0), √(p(1 − p) · n/(n − 1)).
 * - discrimination: Pearson's r between x and y over the attempts served the question,
 *   (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), with Σy = ΣX − Σx, Σy² = ΣX² − 2ΣxX + Σx²
 *   and Σxy = ΣxX − Σx².
 * - unanswered: the share of those attempts with no option that counted (none saved, or saved late).
 * - mean time: the mean seconds spent over the saved answers to it.
 * - options: the share that picked each, overall and within the top and bottom bands.
 */
function computeStatistics(
  quizId: string,
  scope: StatisticsScope,
  record: StatisticsRecord,
  questions: repo.QuestionRow[],
): QuizStatistics {
  const { summary } = record
  const n = summary.attempts
  const few = n === 0 ? STATISTICS_REASONS.noAttempts : STATISTICS_REASONS.fewAttempts
  const bins = new Map((record.histogram ?? []).map((row) => [row.bin, row.count]))
  const histogram = Array.from({ length: HISTOGRAM_BINS }, (_, bin) => ({
    fromPercent: (bin * 100) / HISTOGRAM_BINS,
    toPercent: ((bin + 1) * 100) / HISTOGRAM_BINS,
    count: bins.get(bin) ?? 0,
  }))

  const served = new Map<string, Map<Band, Sums>>()
  for (const row of record.served ?? []) {
    const bands = served.get(row.questionId) ?? new Map<Band, Sums>()
    bands.set(row.band, row)
    served.set(row.questionId, bands)
  }
  const answers = new Map<string, StatisticsRecord['answers'] & {}>()
  for (const row of record.answers ?? []) {
    const list = answers.get(row.questionId) ?? []
    list.push(row)
    answers.set(row.questionId, list)
  }

  let itemVariances = 0
  let items = 0
  const perQuestion = questions.map((question): QuestionStatistics => {
    const bands = served.get(question.id) ?? new Map<Band, Sums>()
    const all = [...bands.values()].reduce(
      (sum, row) => ({
        n: sum.n + row.n,
        sumScore: sum.sumScore + row.sumScore,
        sumScoreSquared: sum.sumScoreSquared + row.sumScoreSquared,
      }),
      ZERO,
    )
    const rows = answers.get(question.id) ?? []
    const total = (pick: (row: (typeof rows)[number]) => number, only = rows) => only.reduce((s, r) => s + pick(r), 0)
    const m = all.n
    const right = total((r) => r.correct)
    const sx = total((r) => r.sumEarned)
    const sxx = total((r) => r.sumEarnedSquared)
    const sxX = total((r) => r.sumEarnedScore)
    const saved = total((r) => r.n)
    const picked = total(
      (r) => r.n,
      rows.filter((r) => r.picked !== null),
    )
    if (m > 0) {
      items += 1
      itemVariances += sxx / m - (sx / m) ** 2
    }
    const facility = m === 0 ? missing(STATISTICS_REASONS.noAnswers) : figure(right / m)
    const p = right / m
    const sd = m < 2 ? missing(few) : figure(Math.sqrt((p * (1 - p) * m) / (m - 1)))
    const discrimination = correlation(
      m,
      sx,
      sxx,
      all.sumScore - sx,
      all.sumScoreSquared - 2 * sxX + sxx,
      sxX - sxx,
      few,
    )
    const optionShare = (text: string, band: Band | null) => {
      const within = band === null ? m : (bands.get(band)?.n ?? 0)
      if (within === 0) return missing(band === null ? STATISTICS_REASONS.noAnswers : STATISTICS_REASONS.emptyGroup)
      return figure(
        total(
          (r) => r.n,
          rows.filter((r) => r.picked === text && (band === null || r.band === band)),
        ) / within,
      )
    }
    const options = question.options.map((text, index) => ({
      index,
      text,
      correct: index === question.correct_answer,
      share: optionShare(text, null),
      topShare: optionShare(text, 'top'),
      bottomShare: optionShare(text, 'bottom'),
    }))
    const result: QuestionStatistics = {
      questionId: question.id,
      position: question.position,
      text: question.text,
      points: question.points,
      attempts: m,
      facility,
      standardDeviation: sd,
      discrimination,
      unanswered: m === 0 ? missing(STATISTICS_REASONS.noAnswers) : figure((m - picked) / m),
      meanTimeSeconds: saved === 0 ? missing(STATISTICS_REASONS.noTimes) : figure(total((r) => r.sumTime) / saved),
      options,
      flags: [],
    }
    result.flags = flagsOf(result)
    return result
  })

  const variance = summary.variance
  let reliability: Figure
  if (n < 2) reliability = missing(few)
  else if (items < 2) reliability = missing(STATISTICS_REASONS.fewQuestions)
  else if (!variance) reliability = missing(STATISTICS_REASONS.equalScores)
  else reliability = figure((items / (items - 1)) * (1 - itemVariances / variance))
  const sd = summary.sd
  const standardError =
    reliability.value === null || sd === null
      ? missing(reliability.reason ?? few)
      : figure(sd * Math.sqrt(Math.max(0, 1 - reliability.value)))

  return {
    quizId,
    scope,
    attempts: n,
    maxScore: summary.maxScore,
    mean: summary.mean === null ? missing(few) : figure(summary.mean),
    median: summary.median === null ? missing(few) : figure(summary.median),
    standardDeviation: sd === null ? missing(few) : figure(sd),
    histogram,
    reliability,
    standardError,
    questions: perQuestion,
  }
}

/** Pearson's r from sums over n pairs (x, y): null when n < 2 or either varies not at all. */
function correlation(n: number, sx: number, sxx: number, sy: number, syy: number, sxy: number, few: string): Figure {
  if (n < 2) return missing(few)
  const varianceX = n * sxx - sx * sx
  const varianceY = n * syy - sy * sy
  if (varianceX <= 0) return missing(STATISTICS_REASONS.sameItemScore)
  if (varianceY <= 0) return missing(STATISTICS_REASONS.sameRestScore)
  return figure((n * sxy - sx * sy) / Math.sqrt(varianceX * varianceY))
}

/** The flags and their words: thresholds in STATISTICS_THRESHOLDS. */
function flagsOf(question: QuestionStatistics): QuestionStatistics['flags'] {
  const flags: QuestionStatistics['flags'] = []
  const { facility, discrimination } = question
  if (facility.value !== null && facility.value > STATISTICS_THRESHOLDS.tooEasyAbove) {
    flags.push({ kind: 'tooEasy', reason: STATISTICS_FLAGS.tooEasy(facility.value) })
  }
  if (facility.value !== null && facility.value < STATISTICS_THRESHOLDS.tooHardBelow) {
    flags.push({ kind: 'tooHard', reason: STATISTICS_FLAGS.tooHard(facility.value) })
  }
  if (discrimination.value !== null && discrimination.value < 0) {
    flags.push({
      kind: 'negativeDiscrimination',
      reason: STATISTICS_FLAGS.negativeDiscrimination(discrimination.value),
    })
  } else if (discrimination.value !== null && discrimination.value < STATISTICS_THRESHOLDS.weakDiscriminationBelow) {
    flags.push({ kind: 'weakDiscrimination', reason: STATISTICS_FLAGS.weakDiscrimination(discrimination.value) })
  }
  if (question.attempts > 0) {
    for (const option of question.options) {
      if (!option.correct && option.share.value === 0) {
        flags.push({ kind: 'unusedDistractor', reason: STATISTICS_FLAGS.unusedDistractor(option.text) })
      }
    }
  }
  return flags
}
