import { IMPORT_LIMITS, QUIZ_LIMITS } from './constants'
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

const MB = 1024 * 1024

/** "1 question" or "2 questions": the choice stays here, each form is a message. */
const questions = (count: number) =>
  count === 1 ? m.import_texts_questions_one({ count }) : m.import_texts_questions_other({ count })

/**
 * Every message of quiz import and export, word for word. The server reports a file's problems
 * with these, so they are read when used: in the request's language.
 */
export const IMPORT_TEXTS = withWords(
  words({
    tooLarge: () => m.import_texts_too_large({ megabytes: IMPORT_LIMITS.maxBytes / MB }),
    xmlTooDeep: () => m.import_texts_xml_too_deep({ most: IMPORT_LIMITS.xmlMaxDepth }),
  }),
  {
    tooManyQuestions: (count: number) => m.import_texts_too_many_questions({ count, max: IMPORT_LIMITS.maxQuestions }),
    quizFull: (room: number, count: number) =>
      room === 1 ? m.import_texts_quiz_full_one({ room, count }) : m.import_texts_quiz_full_other({ room, count }),
    nothingImported: (problems: number) =>
      problems === 1
        ? m.import_texts_nothing_imported_one({ problems })
        : m.import_texts_nothing_imported_other({ problems }),
    imported: (count: number) => m.import_texts_imported({ questions: questions(count) }),
    wrongOptionCount: (count: number) =>
      count === 1
        ? m.import_texts_wrong_option_count_one({ count, needed: QUIZ_LIMITS.optionsPerQuestion })
        : m.import_texts_wrong_option_count_other({ count, needed: QUIZ_LIMITS.optionsPerQuestion }),
    wrongCorrectCount: (count: number) =>
      count === 0 ? m.import_texts_wrong_correct_count_none() : m.import_texts_wrong_correct_count_many({ count }),
    unsupported: (kind: string) => m.import_texts_unsupported({ kind }),
    line: (line: number, reason: string) => m.import_texts_line({ line, reason }),
    csvMissingColumns: (columns: string[]) => m.import_texts_csv_missing_columns({ columns: columns.join(', ') }),
    csvUnknownColumn: (column: string) => m.import_texts_csv_unknown_column({ column }),
    csvBadNumber: (column: string) => m.import_texts_csv_bad_number({ column }),
    aikenBadAnswer: (letter: string) => m.import_texts_aiken_bad_answer({ letter }),
    xmlUnreadable: (reason: string) => m.import_texts_xml_unreadable({ reason }),
    xmlType: (type: string) => m.import_texts_xml_type({ type }),
    xmlOrderingGrading: (grading: string) => m.import_texts_xml_ordering_grading({ grading }),
    xmlReservedName: (name: string) => m.import_texts_xml_reserved_name({ name }),
    /** Names of formats, as FILE_FORMAT_LABELS has them: what the text looks like, and what was chosen. */
    looksLike: (looks: string, chosen: string) => m.import_texts_looks_like({ looks, chosen }),
  },
)
