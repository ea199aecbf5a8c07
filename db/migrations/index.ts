import type { Migration } from 'kysely/migration'
import * as identity from './2026-11-22T0001_identity'
import * as quizzes from './2026-11-22T0002_quizzes'
import * as attempts from './2026-11-22T0003_attempts'
import * as wallet from './2026-11-22T0004_wallet'
import * as leaderboardCounts from './2026-11-22T0005_leaderboard_counts'
import * as attemptFunctions from './2026-11-22T0006_attempt_functions'
import * as leaderboardCountShards from './2026-11-22T0007_leaderboard_count_shards'
import * as firstRankedByPlayer from './2026-11-22T0008_first_ranked_by_player'
import * as attemptLookupsById from './2026-11-22T0009_attempt_lookups_by_id'
import * as functionsPlanWithIndexes from './2026-11-22T0010_functions_plan_with_indexes'
import * as keyLookupsInKeptPlans from './2026-11-22T0011_key_lookups_in_kept_plans'
import * as serverDecidesOutcomes from './2026-11-24T0012_server_decides_outcomes'
import * as adminConsole from './2026-11-24T0013_admin_console'
import * as serverKeys from './2026-11-24T0014_server_keys'
import * as functionsFromFiles from './2026-11-24T0015_functions_from_files'
import * as accounts from './2026-11-24T0016_accounts'
import * as deletedAccounts from './2026-11-24T0017_deleted_accounts'
import * as statisticsSums from './2026-11-24T0018_statistics_sums'
import * as globalLeaderboard from './2026-11-24T0019_global_leaderboard'
import * as paymentReferences from './2026-11-24T0021_payment_references'
import * as quizLanguages from './2026-11-24T0022_quiz_languages'
import * as userLocales from './2026-11-24T0023_user_locales'
import * as rateLimits from './2026-11-24T0024_rate_limits'

/**
 * Every migration, by name, in order. A static list (not a folder scan) so the same
 * set runs from tsx, vitest and a bundle alike. Add each new migration here.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0001_identity': identity,
  '2026-11-22T0002_quizzes': quizzes,
  '2026-11-22T0003_attempts': attempts,
  '2026-11-22T0004_wallet': wallet,
  '2026-11-22T0005_leaderboard_counts': leaderboardCounts,
  '2026-11-22T0006_attempt_functions': attemptFunctions,
  '2026-11-22T0007_leaderboard_count_shards': leaderboardCountShards,
  '2026-11-22T0008_first_ranked_by_player': firstRankedByPlayer,
  '2026-11-22T0009_attempt_lookups_by_id': attemptLookupsById,
  '2026-11-22T0010_functions_plan_with_indexes': functionsPlanWithIndexes,
  '2026-11-22T0011_key_lookups_in_kept_plans': keyLookupsInKeptPlans,
  '2026-11-24T0012_server_decides_outcomes': serverDecidesOutcomes,
  '2026-11-24T0013_admin_console': adminConsole,
  '2026-11-24T0014_server_keys': serverKeys,
  '2026-11-24T0015_functions_from_files': functionsFromFiles,
  '2026-11-24T0016_accounts': accounts,
  '2026-11-24T0017_deleted_accounts': deletedAccounts,
  '2026-11-24T0018_statistics_sums': statisticsSums,
  '2026-11-24T0019_global_leaderboard': globalLeaderboard,
  '2026-11-24T0021_payment_references': paymentReferences,
  '2026-11-24T0022_quiz_languages': quizLanguages,
  '2026-11-24T0023_user_locales': userLocales,
  '2026-11-24T0024_rate_limits': rateLimits,
}
