import type { DB } from '#server/db/index'
import type { SessionUser } from '#server/identity/session'
import {
  HISTOGRAM_BINS,
  STATISTICS_FLAGS,
  STATISTICS_THRESHOLDS,
  type StatisticsFlagKind,
  type StatisticsScope,
} from '#shared/statistics'
import { requireQuizAccess } from './policy'
import * as repo from './repository'
import {
  claimQuizForFold,
  foldQuizAttempts,
  planWithIndexes,
  quizStatistics,
  quizzesToFold,
  type StatisticsRecord,
} from './statistics-repository'
import { m } from '#shared/i18n'

/** A figure, or null with the reason it cannot be computed: never NaN or Infinity. */
type Figure = { value: number; reason: null } | { value: null; reason: string }

const figure = (value: number): Figure =>
  Number.isFinite(value) ? { value, reason: null } : { value: null, reason: m.statistics_reasons_reliability_unknown() }
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

/** The creator and admins; refused to anyone else as policy.ts says. */
export async function getQuizStatistics(
  db: DB,
  user: SessionUser,
  quizId: string,
  scope: StatisticsScope,
): Promise<QuizStatistics> {
  requireQuizAccess(user, await repo.findQuizOwnership(db, quizId), 'view')
  const [record, questions] = await Promise.all([
    db.transaction().execute(async (trx) => {
      await planWithIndexes(trx)
      return quizStatistics(trx, quizId, scope)
    }),
    repo.listQuestions(db, quizId),
  ])
  return computeStatistics(quizId, scope, record, questions)
}

/**
 * The figures from the database's sums. Notation: n attempts with scores X (points), k questions;
 * for a question, x its points earned in an attempt (a part of them for partial credit: unanswered is 0), and
 * y = X − x the rest of the test.
 *
 * - mean, median: of X. Standard deviation: the sample one, s = √(Σ(X − X̄)² / (n − 1)).
 * - reliability: Cronbach's α = k/(k − 1) · (1 − Σσᵢ²/σ²), σᵢ² the population variance of question
 *   i's x, σ² that of X. For a question right or wrong, σᵢ² = pointsᵢ² · p(1 − p) and with one
 *   point each this is KR-20, k/(k − 1) · (1 − Σp(1 − p)/σ²). Points weigh as Moodle weighs marks.
 * - standard error of measurement: SEM = s · √(1 − α).
 * - facility: the mean fraction of its points the attempts served a question earned, f̄ = Σx / (points · n)
 *   (unanswered is 0; a partial mark counts as the part it is, so for a right-or-wrong question this
 *   is the share that got it right, p). x is the mark as awarded, to the hundredth of a point.
 * - a question's standard deviation: the sample one of its fraction f = x / points,
 *   √((Σf² − n·f̄²)/(n − 1)); right-or-wrong, √(p(1 − p) · n/(n − 1)).
 * - discrimination: Pearson's r between x and y over the attempts served the question (x is the
 *   question's partial mark, so this is the correlation of its fraction with the rest of the test),
 *   (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), with Σy = ΣX − Σx, Σy² = ΣX² − 2ΣxX + Σx²
 *   and Σxy = ΣxX − Σx².
 * - unanswered: the share of those attempts with no option that counted (none saved, or saved late).
 * - mean time: the mean seconds spent over the saved answers to it.
 * - options: the share that picked each, overall and within the top and bottom 27 % by score
 *   (the repository says how attempts tied at the cut count).
 */
function computeStatistics(
  quizId: string,
  scope: StatisticsScope,
  record: StatisticsRecord,
  questions: repo.QuestionRow[],
): QuizStatistics {
  let n = 0
  let sumScores = 0
  let sumSquares = 0
  let maxScore: number | null = null
  const bins = new Array<number>(HISTOGRAM_BINS).fill(0)
  const distribution = new Map<number, number>()
  for (const row of record.scores) {
    n += row.attempts
    sumScores += row.attempts * row.score
    sumSquares += row.attempts * row.score * row.score
    maxScore = Math.max(maxScore ?? row.totalPossibleScore, row.totalPossibleScore)
    distribution.set(row.score, (distribution.get(row.score) ?? 0) + row.attempts)
    if (row.totalPossibleScore > 0) {
      const bin = Math.min(Math.floor((row.score * HISTOGRAM_BINS) / row.totalPossibleScore), HISTOGRAM_BINS - 1)
      bins[bin] = (bins[bin] ?? 0) + row.attempts
    }
  }
  const few = n === 0 ? m.statistics_reasons_no_attempts() : m.statistics_reasons_few_attempts()
  const histogram = bins.map((count, bin) => ({
    fromPercent: (bin * 100) / HISTOGRAM_BINS,
    toPercent: ((bin + 1) * 100) / HISTOGRAM_BINS,
    count,
  }))
  // n·ΣX² − (ΣX)²: whole numbers, exact in a double up to 2⁵³.
  const spread = n * sumSquares - sumScores * sumScores
  const variance = n === 0 ? null : spread / (n * n)
  const sd = n < 2 ? null : Math.sqrt(spread / (n * (n - 1)))

  const items = new Map<string, StatisticsRecord['items']>()
  for (const row of record.items) {
    const list = items.get(row.questionId) ?? []
    list.push(row)
    items.set(row.questionId, list)
  }

  let itemVariances = 0
  let itemCount = 0
  const perQuestion = questions.map((question): QuestionStatistics => {
    const rows = items.get(question.id) ?? []
    const total = (pick: (row: (typeof rows)[number]) => number, only = rows) => only.reduce((s, r) => s + pick(r), 0)
    const answered = total((r) => r.n)
    const sx = total((r) => r.sumEarned)
    const sxx = total((r) => r.sumEarnedSquared)
    const sxX = total((r) => r.sumEarnedScore)
    const saved = total(
      (r) => r.n,
      rows.filter((r) => r.answer > 0),
    )
    const picked = total(
      (r) => r.n,
      rows.filter((r) => r.answer === 2),
    )
    if (answered > 0) {
      itemCount += 1
      itemVariances += sxx / answered - (sx / answered) ** 2
    }
    // The question's mark as a fraction of its points: f = x / points, its mean the facility.
    const meanFraction = sx / (question.points * answered)
    const facility = answered === 0 ? missing(m.statistics_reasons_no_answers()) : figure(meanFraction)
    const spreadOfFractions = sxx / question.points ** 2 - answered * meanFraction ** 2
    const sdItem = answered < 2 ? missing(few) : figure(Math.sqrt(Math.max(0, spreadOfFractions) / (answered - 1)))
    const discrimination = correlation(
      answered,
      sx,
      sxx,
      total((r) => r.sumScore) - sx,
      total((r) => r.sumScoreSquared) - 2 * sxX + sxx,
      sxX - sxx,
      few,
    )
    type Group = 'n' | 'top' | 'bottom'
    const optionShare = (text: string, group: Group) => {
      const within = total((r) => r[group])
      if (within === 0)
        return missing(group === 'n' ? m.statistics_reasons_no_answers() : m.statistics_reasons_empty_group())
      return figure(
        total(
          (r) => r[group],
          rows.filter((r) => r.answer === 2 && r.picked === text),
        ) / within,
      )
    }
    // Options, and the share picking each, are a single-answer question's (other types: none yet).
    const { definition } = question
    const choices = definition.type === 'multiple-choice' ? definition.options : []
    const options = choices.map((text, index) => ({
      index,
      text,
      correct: definition.type === 'multiple-choice' && index === definition.correctAnswer,
      share: optionShare(text, 'n'),
      topShare: optionShare(text, 'top'),
      bottomShare: optionShare(text, 'bottom'),
    }))
    const result: QuestionStatistics = {
      questionId: question.id,
      position: question.position,
      text: question.text,
      points: question.points,
      attempts: answered,
      facility,
      standardDeviation: sdItem,
      discrimination,
      unanswered: answered === 0 ? missing(m.statistics_reasons_no_answers()) : figure((answered - picked) / answered),
      meanTimeSeconds: saved === 0 ? missing(m.statistics_reasons_no_times()) : figure(total((r) => r.sumTime) / saved),
      options,
      flags: [],
    }
    result.flags = flagsOf(result)
    return result
  })

  let reliability: Figure
  if (n < 2) reliability = missing(few)
  else if (itemCount < 2) reliability = missing(m.statistics_reasons_few_questions())
  else if (!variance) reliability = missing(m.statistics_reasons_equal_scores())
  else reliability = figure((itemCount / (itemCount - 1)) * (1 - itemVariances / variance))
  const standardError =
    reliability.value === null || sd === null
      ? missing(reliability.reason ?? few)
      : figure(sd * Math.sqrt(Math.max(0, 1 - reliability.value)))

  return {
    quizId,
    scope,
    attempts: n,
    maxScore,
    mean: n === 0 ? missing(few) : figure(sumScores / n),
    median: n === 0 ? missing(few) : figure(medianOf(distribution, n)),
    standardDeviation: sd === null ? missing(few) : figure(sd),
    histogram,
    reliability,
    standardError,
    questions: perQuestion,
  }
}

/** The median of n scores given as counts per score (the mean of the middle two when n is even). */
function medianOf(distribution: Map<number, number>, n: number): number {
  const scores = [...distribution.entries()].sort(([a], [b]) => a - b)
  const at = (place: number) => {
    let seen = 0
    for (const [score, count] of scores) {
      seen += count
      if (place < seen) return score
    }
    return Number.NaN
  }
  return n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2
}

/** Pearson's r from sums over n pairs (x, y): null when n < 2 or either varies not at all. */
function correlation(n: number, sx: number, sxx: number, sy: number, syy: number, sxy: number, few: string): Figure {
  if (n < 2) return missing(few)
  const varianceX = n * sxx - sx * sx
  const varianceY = n * syy - sy * sy
  if (varianceX <= 0) return missing(m.statistics_reasons_same_item_score())
  if (varianceY <= 0) return missing(m.statistics_reasons_same_rest_score())
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

/** How many attempts one fold transaction takes: short enough not to hold PGlite's one connection long. */
const FOLD_BATCH = 500
/** The most batches one background pass runs before it pauses. */
const FOLD_PASS_BATCHES = 4
/** The pause between background passes, at least; and at least this many times the last pass took. */
const FOLD_EVERY_MS = 2_000
const FOLD_PAUSE_FACTOR = 4

/**
 * Folds submitted attempts into the statistics' sums (migration 0018, decision 024), quiz by quiz,
 * one transaction per batch, until none is left or `maxBatches` have run. Safe in every instance
 * at once: a quiz another fold holds is skipped, and so is an attempt another transaction holds.
 * The read adds whatever is left, so this only keeps the read fast. Returns how many it folded.
 */
export async function foldStatistics(db: DB, batch = FOLD_BATCH, maxBatches = Number.POSITIVE_INFINITY) {
  let total = 0
  let batches = 0
  const quizzes = await db.transaction().execute(async (trx) => {
    await planWithIndexes(trx)
    return quizzesToFold(trx, 50)
  })
  for (const quizId of quizzes) {
    for (;;) {
      if (batches++ >= maxBatches) return total
      const folded = await db.transaction().execute(async (trx) => {
        await planWithIndexes(trx)
        if (!(await claimQuizForFold(trx, quizId))) return 0
        return foldQuizAttempts(trx, quizId, batch)
      })
      total += folded
      if (folded < batch) break
    }
  }
  return total
}

/**
 * Folds in the background, a few batches a pass, pausing between passes at least FOLD_EVERY_MS and
 * FOLD_PAUSE_FACTOR times as long as the pass took: under a contest's load the passes slow down
 * (folding is a fifth or so of a submit's database work, and can wait), and the backlog is folded
 * once the load eases. `stop` waits for a pass under way.
 */
export function startStatisticsFolding(db: DB, onError: (error: unknown) => void) {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | undefined
  const pass = () => {
    const started = performance.now()
    running = foldStatistics(db, FOLD_BATCH, FOLD_PASS_BATCHES)
      .catch(onError)
      .finally(() => {
        running = undefined
        const pause = Math.max(FOLD_EVERY_MS, (performance.now() - started) * FOLD_PAUSE_FACTOR)
        if (!stopped) timer = setTimeout(pass, pause).unref()
      })
  }
  timer = setTimeout(pass, FOLD_EVERY_MS).unref()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
