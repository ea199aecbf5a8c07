// A quiz's link-preview card (decision 051), as a crawler asks for it: the public quiz read, then
// its 1200 × 630 PNG, drawn cold (a quiz never drawn before: shaping, rasterising, encoding) and
// then served from memory (the same quiz again: the read and a hash of what the card shows). Each
// cold draw is a different quiz, titled in Devanagari; median and p95 of each.
//
//   node --import tsx bench/preview.ts [--driver postgres|pglite] [--cold 40] [--cached 400]
//
// Prints progress on stderr and one JSON line on stdout.
import { sql } from 'kysely'
import { cardCounts } from '#server/shares/card-cache'
import { quizCard } from '#server/shares/service'
import { benchArgs } from './lib/args'
import { median, quantile, round, runBench } from './lib/common'
import { addApprovedQuizzes, openAppDatabase, scratchTarget } from './lib/seed'

const { driver, cold, cached } = benchArgs({ driver: ['pglite', 'postgres'], cold: 40, cached: 400 })
/** A cold card within a quarter second; a cached one (the same read of the quiz, no drawing) at least five times cheaper. */
const TARGETS = { coldP95Ms: 250, cachedTimesCheaper: 5 }
const log = (message: string) => process.stderr.write(`[preview] ${message}\n`)

const figures = (samples: number[]) => ({
  medianMs: round(median(samples), 2),
  p95Ms: round(quantile(samples, 0.95), 2),
})

async function main() {
  const scratch = await scratchTarget(driver, 'preview')
  const handle = await openAppDatabase(scratch.target)
  const { db } = handle
  try {
    log(`seeding ${cold} approved quizzes`)
    await addApprovedQuizzes(db, cold)
    await sql`
      update quizzes set language = 'hi',
        title = 'भारत का संविधान: क्षेत्रीय स्वशासन और मौलिक कर्तव्य ' || substr(id::text, 1, 8)
      where title like '% (copy %)'
    `.execute(db)
    const quizzes = await db.selectFrom('quizzes').select('id').where('title', 'like', 'भारत का संविधान%').execute()
    if (quizzes.length < cold) throw new Error(`${quizzes.length} quizzes seeded, not ${cold}`)

    // The first card pays for loading the fonts: once per process, not counted.
    const warm = await db
      .selectFrom('quizzes')
      .select('id')
      .where('status', '=', 'approved')
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow()
    await quizCard(db, warm.id)

    const before = cardCounts()
    const coldSamples: number[] = []
    let bytes = 0
    for (const { id } of quizzes.slice(0, cold)) {
      const started = performance.now()
      const card = await quizCard(db, id)
      coldSamples.push(performance.now() - started)
      bytes += card!.png.length
    }
    const cachedSamples: number[] = []
    for (let rep = 0; rep < cached; rep++) {
      const { id } = quizzes[rep % quizzes.length]!
      const started = performance.now()
      await quizCard(db, id)
      cachedSamples.push(performance.now() - started)
    }
    const counts = cardCounts()
    const draws = counts.draws - before.draws
    if (draws !== cold) throw new Error(`${draws} cards drawn, not ${cold}: the cache did not hold them`)
    const result = {
      benchmark: 'preview',
      driver,
      cold: { count: cold, ...figures(coldSamples), meanKb: round(bytes / cold / 1024, 1) },
      cached: { count: cached, ...figures(cachedSamples) },
      targets: TARGETS,
    }
    log(
      `cold: median ${result.cold.medianMs} ms, p95 ${result.cold.p95Ms} ms; cached: median ${result.cached.medianMs} ms, p95 ${result.cached.p95Ms} ms`,
    )
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await handle.close()
    await scratch.dispose()
  }
}

runBench(main)
