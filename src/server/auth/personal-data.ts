import type { Selectable } from 'kysely'
import type { Database } from '#db/schema'

/**
 * Where a person's data is, and what becomes of it (docs/decisions/022-deleting-an-account.md):
 * every table that holds a user's id or hangs off rows that do, and every column that holds
 * personal data, with what deleting the account does to it and where the download of one's data
 * holds it. This is the list. The deletion erases, unlinks and empties what it names here
 * (data-repository.ts); the download's document has a key for each place named here, holding a
 * table's rows as stored unless SHAPED_DOWNLOADS names its key (data-service.ts); and
 * personal-data.test.ts fails when the migrated schema has a table or column of that kind this list
 * does not name, or names one that is not there.
 */

type Table = keyof Database
type Column<T extends Table> = keyof Database[T] & string

/** What deleting the account does to rows. */
type Deletion =
  /** Deleted in the deletion's transaction. */
  | 'erased'
  /** The column naming the person is set to null; the row stays, for the reason given. */
  | 'unlinked'
  /** The row stays, marked deleted, with its personal columns emptied or replaced as each says. */
  | 'emptied'
  /** The row stays as it is, pointing at the emptied user row, which names nobody. */
  | 'kept'
  /** Some rows stay and some go, by a rule the reason gives (the deletion applies it). */
  | 'by rule'
  /** Rows go when the rows they hang off go, and stay while those stay. */
  | 'with their parent'
  /** Counts that forget themselves soon after; nothing to erase. */
  | 'expires'

interface Holding {
  deletion: Deletion
  /** Why, in words: what keeping or erasing them serves. */
  why: string
  /** The key of the download's document that holds them, or why the download does not. */
  download: string | { not: string }
}

/** How the person's own rows of a table are found. */
type Finder<T extends Table> =
  /** The column that holds their id. */
  | { user: Column<T> }
  /** A foreign key to a table whose rows are theirs. */
  | { through: Column<T>; of: Table }
  /** A column holding one of the account's addresses (its email, or one a link was sent to). */
  | { address: Column<T> }
  /** A key naming the account's address or id among other keys. */
  | { key: Column<T> }

interface PersonalColumn {
  /**
   * What the download holds of it: the value as stored, in another form (said in words), or why
   * not. Given exactly where the table's rows are downloaded.
   */
  download?: 'as stored' | { as: string } | { not: string }
  /**
   * In a row the deletion empties: back to the column's default, or replaced with a placeholder.
   * Otherwise the value goes or stays with its row, for the row's reason.
   */
  deletion?: 'emptied' | 'replaced'
}

interface TableDeclaration<T extends Table> {
  /** The person's own rows: how they are found, what the deletion does, where the download has them. */
  rows?: Finder<T> & Holding
  /** Other columns naming a user, who acted on the row or whom it is about: an admin, say. */
  others?: { [C in Column<T>]?: Holding }
  /** The columns that hold personal data: names, addresses, what people write. */
  personal?: { [C in Column<T>]?: PersonalColumn }
  /** Columns whose name looks like personal data that hold none, and what they hold instead. */
  notPersonal?: { [C in Column<T>]?: string }
  /**
   * Columns of rows the download holds as stored that it leaves out all the same, and why: a hash,
   * the server's own bookkeeping. The column naming the person, the `others` and the personal
   * columns not downloaded 'as stored' are left out already.
   */
  notDownloaded?: { [C in Column<T>]?: string }
}

type Declaration = { [T in Table]?: TableDeclaration<T> }

const AS_STORED = { download: 'as stored' } as const
const ADMINS_WORK = { not: 'the admins’ record of their own work' }

const PERSONAL_DATA = {
  users: {
    rows: {
      user: 'id',
      deletion: 'emptied',
      why: 'The row stays as a tombstone for the ledger’s accounts, attempts and quizzes to point at; nobody can sign in as it again.',
      download: 'profile',
    },
    personal: {
      // `Deleted user <id>`, shown as "Deleted user"; `<id>@deleted.invalid`, so the address may sign up afresh.
      username: { download: 'as stored', deletion: 'replaced' },
      email: { download: 'as stored', deletion: 'replaced' },
      phone: { download: 'as stored', deletion: 'emptied' },
      profile_picture: { download: 'as stored', deletion: 'emptied' },
      password_hash: {
        download: { not: 'a secret: the download says only whether there is one' },
        deletion: 'emptied',
      },
      google_sub: {
        download: { not: 'the Google account’s id: the download says only whether there is a Google link' },
        deletion: 'emptied',
      },
      email_verified_at: { download: { as: 'whether the address is verified' }, deletion: 'emptied' },
      phone_verified_at: { download: { as: 'whether the number is verified' }, deletion: 'emptied' },
      email_opt_outs: { download: 'as stored', deletion: 'emptied' },
    },
  },
  sessions: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Every browser signed in to the account is signed out.',
      download: 'sessions',
    },
    personal: {
      ip: AS_STORED,
      user_agent: { download: { as: 'the browser it names, "Chrome on Android"' } },
    },
  },
  known_browsers: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Only serves the person: which browsers they have been told about.',
      download: { not: 'hashes, which say nothing readable' },
    },
  },
  account_tokens: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Links sent by mail: none may work for the tombstone.',
      download: { not: 'a link’s hash is a secret; the address it went to is the profile’s, or one never confirmed' },
    },
    personal: { email: {} },
  },
  phone_codes: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Codes sent by SMS: none may work for the tombstone (the deletion also erases those sent to its number).',
      download: { not: 'a code’s hash is a secret; the number it went to is the profile’s, or one never confirmed' },
    },
    personal: { phone: {} },
    notPersonal: { client_hash: 'a hash of the address a code was asked from, for the limits, forgotten after a day' },
  },
  notifications: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Notices meant for the person alone.',
      download: 'notifications',
    },
    personal: {
      title: AS_STORED,
      body: AS_STORED,
      message: { download: { as: 'its words, in title and body' } },
    },
  },
  idempotency_keys: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A money call’s first answer, kept a day for its retries; nobody retries as the tombstone.',
      download: { not: 'the money those calls moved is in walletTransactions' },
    },
    personal: { refusal_message: {} },
    notPersonal: { key: 'a random key the client chose for one call' },
  },
  mail_outbox: {
    rows: {
      address: 'to_address',
      deletion: 'erased',
      why: 'Mail to the account’s addresses, sent or waiting: its words are about the person.',
      download: { not: 'copies of mail the person was sent' },
    },
    personal: { to_address: {}, subject: {}, text_body: {}, html_body: {} },
  },
  mail_requests: {
    rows: {
      address: 'address',
      deletion: 'erased',
      why: 'Mail asked for and not yet written: nothing is sent to the tombstone.',
      download: { not: 'a moment’s work of the outbox' },
    },
    personal: { address: {} },
  },
  contact_messages: {
    rows: {
      user: 'user_id',
      deletion: 'unlinked',
      why: 'Messages to support stay with support, as letters would, no longer linked to the account.',
      download: 'contactMessages',
    },
    personal: { name: AS_STORED, email: AS_STORED, subject: AS_STORED, message: AS_STORED },
  },
  quizzes: {
    rows: {
      user: 'creator_id',
      deletion: 'by rule',
      why: 'A published free quiz stays for its players under "Deleted user"; a paid one is unpublished; the rest are deleted unless someone played or bought them.',
      download: 'quizzes',
    },
    others: {
      reviewed_by: { deletion: 'kept', why: 'Which admin reviewed the quiz.', download: ADMINS_WORK },
    },
    personal: { title: AS_STORED, description: AS_STORED, rejection_reason: AS_STORED },
  },
  questions: {
    rows: {
      through: 'quiz_id',
      of: 'quizzes',
      deletion: 'with their parent',
      why: 'A quiz that stays keeps its questions.',
      download: 'quizzes',
    },
    personal: { text: AS_STORED, explanation: AS_STORED, translation: AS_STORED },
  },
  question_images: {
    rows: {
      user: 'uploader_id',
      deletion: 'by rule',
      why: 'Pictures a kept quiz’s questions use stay with it, for its players; the rest are deleted with the quizzes that go.',
      download: 'images',
    },
    personal: {
      alt: AS_STORED,
      bytes: { download: { not: 'the picture itself, served to its uploader at its address' } },
    },
    notDownloaded: {},
  },
  attempts: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'Leaderboards keep their places, creators their statistics and buyers what they paid for, under "Deleted user".',
      download: 'attempts',
    },
    personal: { ai_summary: AS_STORED },
    notPersonal: { submit_reason: 'how the attempt ended, one of a fixed list' },
  },
  attempt_answers: {
    rows: {
      through: 'attempt_id',
      of: 'attempts',
      deletion: 'with their parent',
      why: 'An attempt’s score is made of its answers.',
      download: 'attempts',
    },
  },
  attempt_palette: {
    rows: {
      through: 'attempt_id',
      of: 'attempts',
      deletion: 'with their parent',
      why: 'The exam screen’s palette of an attempt: which questions were seen and marked for review.',
      download: { not: 'the working state of the exam screen; the attempt’s answers are downloaded with it' },
    },
  },
  attempt_violations: {
    rows: {
      through: 'attempt_id',
      of: 'attempts',
      deletion: 'with their parent',
      why: 'The anti-cheat record of an attempt that stays ranked.',
      download: 'attempts',
    },
    personal: { details: AS_STORED },
  },
  attempt_reviews: {
    rows: {
      through: 'attempt_id',
      of: 'attempts',
      deletion: 'with their parent',
      why: 'An admin kept the flagged attempt on its leaderboard.',
      download: { not: 'an admin’s note that the flagged attempt stays ranked; the attempt is in attempts' },
    },
    others: {
      reviewed_by: { deletion: 'kept', why: 'Which admin kept the flagged attempt.', download: ADMINS_WORK },
    },
  },
  statistics_firsts: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'Which attempt a quiz’s statistics count as the player’s first; the attempts stay.',
      download: { not: 'bookkeeping of the statistics; the attempt it names is in attempts' },
    },
  },
  statistics_items: {
    rows: {
      through: 'quiz_id',
      of: 'quizzes',
      deletion: 'with their parent',
      why: 'Sums over every player of a quiz, kept while the quiz is.',
      download: { not: 'sums over every player, not the creator’s data' },
    },
  },
  statistics_scores: {
    rows: {
      through: 'quiz_id',
      of: 'quizzes',
      deletion: 'with their parent',
      why: 'Sums over every player of a quiz, kept while the quiz is.',
      download: { not: 'sums over every player, not the creator’s data' },
    },
  },
  global_scores: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'The global leaderboard keeps its places, under "Deleted user".',
      download: { not: 'sums of the attempts, which are in attempts' },
    },
  },
  global_score_days: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'The global leaderboard keeps its places, under "Deleted user".',
      download: { not: 'sums of the attempts, which are in attempts' },
    },
  },
  series: {
    rows: {
      user: 'creator_id',
      deletion: 'kept',
      why: 'A test series stays for those who bought it, under "Deleted user"; its mocks are the quizzes’ rules.',
      download: 'testSeries',
    },
    personal: { title: AS_STORED, description: AS_STORED, rejection_reason: AS_STORED },
  },
  series_mocks: {
    rows: {
      through: 'series_id',
      of: 'series',
      deletion: 'with their parent',
      why: 'Which quizzes a series holds and when each opens, kept while the series is.',
      download: { not: 'the series’ schedule; the quizzes are in quizzes' },
    },
  },
  games: {
    rows: {
      user: 'host_id',
      deletion: 'kept',
      why: 'A live game stays for the players who played it; its host reads as a deleted user.',
      download: 'hostedGames',
    },
    notPersonal: { pin: 'six digits the server drew to let players join' },
  },
  game_players: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A place in a live game goes with the account: its nickname may name the person.',
      download: 'gamesPlayed',
    },
    personal: {
      nickname: AS_STORED,
      nickname_key: { download: { not: 'the nickname folded for comparing, which is in nickname' } },
    },
  },
  game_answers: {
    rows: {
      through: 'player_id',
      of: 'game_players',
      deletion: 'with their parent',
      why: 'A player’s points in a game are made of their answers.',
      download: 'gamesPlayed',
    },
  },
  game_events: {
    rows: {
      through: 'game_id',
      of: 'games',
      deletion: 'with their parent',
      why: 'What happened in a live game, step by step, for its players to follow and resume; deleted a day after the game ends.',
      download: { not: 'a game’s steps and its count of players; a removal names the player by id only' },
    },
  },
  contests: {
    rows: {
      user: 'creator_id',
      deletion: 'kept',
      why: 'A scheduled contest stays for its players and their ranks; its creator reads as a deleted user.',
      download: 'contestsScheduled',
    },
    personal: { title: AS_STORED },
  },
  contest_entries: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'A contest’s final ranks keep their places (the others’ badges follow them), under "Deleted user".',
      download: 'contestEntries',
    },
  },
  review_cards: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A player’s own practice from their mistakes: it serves nobody else.',
      download: 'reviewCards',
    },
  },
  review_log: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'How each of the player’s own review answers went, and when: it serves nobody else.',
      download: 'reviewLog',
    },
  },
  review_folded_attempts: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Which of the player’s attempts their review cards were made from; they go with the cards.',
      download: { not: 'the server’s bookkeeping: the attempts are in the download already' },
    },
  },
  activity_days: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'The days a person played make their streak, which goes with the account.',
      download: 'activityDays',
    },
  },
  streaks: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'The latest active day and the last reminder of a streak that goes with the account.',
      download: { not: 'the latest of the active days, which are in activityDays, and the day of the last reminder' },
    },
  },
  certificates: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A certificate vouches for a named person; with the name gone it vouches for nobody, so its page says it does not exist (revoked).',
      download: 'certificates',
    },
    personal: { holder_name: AS_STORED },
  },
  result_shares: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A shared result names its player; with the account gone its public link shows nothing (not found).',
      download: 'resultShares',
    },
  },
  groups: {
    rows: {
      user: 'owner_id',
      deletion: 'erased',
      why: 'A group is its owner’s class: it goes with them, and its members, invites and assignments with it.',
      download: 'groupsOwned',
    },
    personal: { name: AS_STORED },
    notPersonal: { invite_code: 'random letters that let a person join the group' },
  },
  group_old_codes: {
    rows: {
      through: 'group_id',
      of: 'groups',
      deletion: 'with their parent',
      why: 'Invite codes the owner replaced, kept so a join with one is told it was revoked.',
      download: { not: 'random letters that no longer let anyone join' },
    },
  },
  group_members: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A deleted member leaves every group they were in.',
      download: 'groupMemberships',
    },
  },
  quiz_groups: {
    rows: {
      through: 'group_id',
      of: 'groups',
      deletion: 'with their parent',
      why: 'Which of the owner’s groups a private quiz is shared with.',
      download: { not: 'links between the owner’s quizzes and groups, which are in quizzes and groupsOwned' },
    },
  },
  assignments: {
    rows: {
      through: 'group_id',
      of: 'groups',
      deletion: 'with their parent',
      why: 'The quizzes given to an owner’s group, with their times.',
      download: { not: 'the group’s schedule, which the group page shows' },
    },
  },
  assignment_attempts: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'Which of a member’s attempts were for an assignment: a deleted member leaves the gradebook.',
      download: 'assignmentAttempts',
    },
  },
  assignment_results: {
    rows: {
      user: 'user_id',
      deletion: 'erased',
      why: 'A member’s standing on an assignment, counted from their attempts for the gradebook.',
      download: { not: 'a count kept from the assignment attempts, which the download holds' },
    },
  },
  series_purchases: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'What a buyer paid for: the record beside the wallet’s, for the books.',
      download: 'seriesPurchases',
    },
  },
  series_scores: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'A series leaderboard keeps its places, under "Deleted user".',
      download: { not: 'sums of the attempts, which are in attempts' },
    },
  },
  ledger_accounts: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'The books must balance (npm run ledger:check): the wallet’s account stays, empty by rule.',
      download: 'wallet',
    },
  },
  ledger_entries: {
    rows: {
      through: 'account_id',
      of: 'ledger_accounts',
      deletion: 'with their parent',
      why: 'Append-only: the books are never rewritten.',
      download: { not: 'the double entry behind walletTransactions and the balance' },
    },
  },
  ledger_transactions: {
    rows: {
      through: 'wallet_transaction_id',
      of: 'wallet_transactions',
      deletion: 'with their parent',
      why: 'Append-only: the books are never rewritten.',
      download: { not: 'the double entry behind walletTransactions and the balance' },
    },
  },
  wallet_transactions: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'The record of where money came from and went, UPI ids and payout references with it.',
      download: 'walletTransactions',
    },
    others: {
      reviewed_by: { deletion: 'kept', why: 'Which admin settled the request.', download: ADMINS_WORK },
    },
    personal: {
      upi_id: AS_STORED,
      upi_transaction_id: AS_STORED,
      payment_reference: AS_STORED,
      payout_reference: AS_STORED,
      note: AS_STORED,
      reason: AS_STORED,
      reason_for_rejection: AS_STORED,
    },
  },
  gateway_orders: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'An order at the payment gateway: the gateway keeps it too, and reconciliation matches its payment to it.',
      download: { not: 'the top-ups it led to are in walletTransactions, with the gateway’s reference' },
    },
  },
  gateway_payments: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'Money the gateway took: the key that credits it once, and what refunds and reconciliation read.',
      download: { not: 'each credited payment is in walletTransactions, with the gateway’s reference' },
    },
  },
  gateway_refunds: {
    rows: {
      through: 'payment_id',
      of: 'gateway_payments',
      deletion: 'with their parent',
      why: 'Money sent back through the gateway: the books must show where it went.',
      download: { not: 'each refund is in walletTransactions' },
    },
    others: {
      requested_by: { deletion: 'kept', why: 'Which admin refunded the payment.', download: ADMINS_WORK },
    },
    personal: { reason: {} },
  },
  gateway_payouts: {
    rows: {
      through: 'withdrawal_id',
      of: 'wallet_transactions',
      deletion: 'with their parent',
      why: 'A withdrawal paid by the gateway: its payout and the bank’s reference, for the books.',
      download: { not: 'the withdrawal, its payout reference and any failure are in walletTransactions' },
    },
    others: {
      requested_by: { deletion: 'kept', why: 'Which admin sent the withdrawal to the payout.', download: ADMINS_WORK },
    },
    personal: { payout_id: {}, failure_reason: {} },
  },
  reconciliation_differences: {
    rows: {
      user: 'user_id',
      deletion: 'kept',
      why: 'What a reconciliation found between the gateway’s books and ours: the record of a fix.',
      download: { not: 'money the fix moved is in walletTransactions' },
    },
    others: {
      fixed_by: { deletion: 'kept', why: 'Which admin fixed the difference.', download: ADMINS_WORK },
    },
  },
  admin_audit_log: {
    others: {
      actor_id: {
        deletion: 'kept',
        why: 'Append-only: which admin moved money, judged quizzes or changed roles, by the username they had then (actor).',
        download: ADMINS_WORK,
      },
      target_id: {
        deletion: 'kept',
        why: 'Append-only: the user an admin’s action was about (a role changed).',
        download: ADMINS_WORK,
      },
    },
    personal: { actor: {} },
  },
  rate_limits: {
    rows: {
      key: 'key',
      deletion: 'expires',
      why: 'A count of calls under an address or account, gone when its window ends (an hour at most).',
      download: { not: 'a brake’s count, not about the person' },
    },
    personal: { key: {} },
  },
  login_delays: {
    rows: {
      key: 'key',
      deletion: 'expires',
      why: 'Failed logins at an address, forgotten 15 minutes after the last.',
      download: { not: 'a brake’s count, not about the person' },
    },
    personal: { key: {} },
  },
  server_keys: {
    notPersonal: { name: 'the name of one of the server’s own secrets' },
  },
} as const satisfies Declaration

type Declared = typeof PERSONAL_DATA
type HoldingsOf<D> = (D extends { rows: infer R } ? R : never) | (D extends { others: infer O } ? O[keyof O] : never)
type DownloadOf<H> = H extends { download: infer K extends string } ? K : never

/** The keys of the download's document, each a place the list above names. */
export type DownloadKey = DownloadOf<HoldingsOf<Declared[keyof Declared]>>

/**
 * The download's keys whose shape data-service.ts writes by hand, and why rows as stored would not
 * do. Every other key holds its table's rows as stored (found by the column holding the person's
 * id), less the columns the list leaves out of the download: a new table is downloaded by its entry.
 */
export const SHAPED_DOWNLOADS = {
  profile: 'whether there is a password or a Google link, never what, and whether the address is verified',
  quizzes: 'each quiz with its questions inside it',
  attempts:
    'each attempt with its quiz’s title, and its answers (with the question as served) and violations inside it',
  wallet: 'the balance, not the ledger’s account',
  sessions: 'as the sessions page lists them: the browser by name, never a token’s id',
  gamesPlayed: 'each place in a live game with its quiz’s title, and its answers inside it',
} as const satisfies Partial<Record<DownloadKey, string>>

type ShapedKey = keyof typeof SHAPED_DOWNLOADS

/** A table whose rows the download holds as stored, found by the column holding the person's id. */
type PlainTable = {
  [T in keyof Declared]: Declared[T] extends { rows: { user: string; download: infer K extends string } }
    ? K extends ShapedKey
      ? never
      : T
    : never
}[keyof Declared]

type KeysOf<D, Part extends string> = D extends { [P in Part]: infer O } ? keyof O & string : never
type NotAsStored<D> = D extends { personal: infer P }
  ? { [C in keyof P]: P[C] extends { download: 'as stored' } ? never : C }[keyof P] & string
  : never
/** The columns of a table held as stored that the download leaves out. */
type LeftOut<T extends PlainTable> =
  | Declared[T]['rows']['user']
  | KeysOf<Declared[T], 'others'>
  | KeysOf<Declared[T], 'notDownloaded'>
  | NotAsStored<Declared[T]>

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S
/** A value as JSON carries it: a time as ISO 8601 text. */
type AsJson<V> = V extends Date ? string : V

/** One of a table's rows as the download holds it: its columns by camelCase names, times as text. */
type PlainRow<T extends PlainTable, Row = Selectable<Database[T]>> = {
  [C in Exclude<keyof Row & string, LeftOut<T>> as CamelCase<C>]: AsJson<Row[C]>
}

/** The download's keys holding rows as stored, each with its table's rows. */
export type PlainDownloads = {
  [T in PlainTable as Declared[T]['rows']['download']]: Array<PlainRow<T>>
}

/** A declaration as the code walks the list by a table's name, without its columns' names. */
export interface ReadDeclaration {
  rows?: {
    user?: string
    through?: string
    of?: Table
    address?: string
    key?: string
  } & Holding
  others?: Record<string, Holding>
  personal?: Record<string, PersonalColumn>
  notPersonal?: Record<string, string>
  notDownloaded?: Record<string, string>
}

/** The list, by a table's name as the catalog gives it. */
export const DECLARED: Readonly<Record<string, ReadDeclaration | undefined>> = PERSONAL_DATA

/** Where the download holds a table's rows as stored: under `key`, less the columns in `leftOut`. */
export interface PlainDownload {
  key: string
  table: Table
  /** The column holding the person's id. */
  user: string
  leftOut: string[]
}

/** Every table whose rows the download holds as stored, in the list's order. */
export const PLAIN_DOWNLOADS: PlainDownload[] = Object.entries(DECLARED).flatMap(([table, declared]) => {
  const rows = declared?.rows
  if (typeof rows?.download !== 'string' || rows.download in SHAPED_DOWNLOADS || !rows.user) return []
  const personal = Object.entries(declared?.personal ?? {})
  const leftOut = [
    rows.user,
    ...Object.keys(declared?.others ?? {}),
    ...Object.keys(declared?.notDownloaded ?? {}),
    ...personal.filter(([, column]) => column.download !== 'as stored').map(([name]) => name),
  ]
  return [{ key: rows.download, table: table as Table, user: rows.user, leftOut }]
})

interface Located {
  table: Table
  column: string
}

/** The tables whose rows the deletion treats as `deletion` says, found as `by` says. */
function rowsWhere(deletion: Deletion, by: 'user' | 'address'): Located[] {
  return Object.entries(DECLARED).flatMap(([table, declared]) => {
    const column = declared?.rows?.deletion === deletion ? declared.rows[by] : undefined
    return column === undefined ? [] : [{ table: table as Table, column }]
  })
}

/** Rows the deletion erases, found by the person's id. */
export const ERASED_BY_USER = rowsWhere('erased', 'user')
/** Rows the deletion erases, found by the account's addresses. */
export const ERASED_BY_ADDRESS = rowsWhere('erased', 'address')
/** Rows that stay, with their link to the person set to null. */
export const UNLINKED = rowsWhere('unlinked', 'user')

type UserColumns = Declared['users']['personal']
type UserColumnsWhere<D> = {
  [C in keyof UserColumns]: UserColumns[C] extends { deletion: D } ? C : never
}[keyof UserColumns]

/** The user row's columns the deletion sets back to their default (null, or no opt-outs). */
export const EMPTIED_USER_COLUMNS = (Object.keys(PERSONAL_DATA.users.personal) as Array<keyof UserColumns>).filter(
  (column): column is UserColumnsWhere<'emptied'> => PERSONAL_DATA.users.personal[column].deletion === 'emptied',
)

/** The user row's columns the deletion fills with a placeholder of the account's own. */
export type ReplacedUserColumn = UserColumnsWhere<'replaced'>
