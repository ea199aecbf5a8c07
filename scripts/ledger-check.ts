// `npm run ledger:check`: proves every ledger invariant on the configured database; exits 1 on a breach.
// On PGlite, stop the server first: one process at a time may open DATA_DIR.
import { parseEnv } from '#server/env'
import { openConfiguredDatabase } from '#server/db/configured'
import { checkLedger } from '#server/wallet/ledger-check'

const database = await openConfiguredDatabase(parseEnv())
try {
  const breaches = await checkLedger(database.db)
  if (breaches.length === 0) {
    console.log('Ledger OK: every transaction balances, every cached balance matches its entries.')
  } else {
    console.error(`Ledger check found ${breaches.length} breach(es):`)
    for (const breach of breaches) console.error(`  - ${breach}`)
    process.exitCode = 1
  }
} finally {
  await database.close()
}
