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
    defaultTitle: m.import_texts_default_title,
    formatRequired: m.import_texts_format_required,
    contentRequired: m.import_texts_content_required,
    tooLarge: () => m.import_texts_too_large({ megabytes: IMPORT_LIMITS.maxBytes / MB }),
    noQuestions: m.import_texts_no_questions,
    onlyDrafts: m.import_texts_only_drafts,

    csvQuoteNotClosed: m.import_texts_csv_quote_not_closed,
    csvBadQuote: m.import_texts_csv_bad_quote,
    csvUnreadable: m.import_texts_csv_unreadable,
    csvBadCorrect: m.import_texts_csv_bad_correct,

    giftNoAnswers: m.import_texts_gift_no_answers,
    giftUnclosed: m.import_texts_gift_unclosed,
    giftTrueFalse: m.import_texts_gift_true_false,
    giftNumeric: m.import_texts_gift_numeric,
    giftMatching: m.import_texts_gift_matching,
    giftEssay: m.import_texts_gift_essay,
    giftShortAnswer: m.import_texts_gift_short_answer,
    giftDescription: m.import_texts_gift_description,

    aikenNoAnswer: m.import_texts_aiken_no_answer,
    aikenNoOptions: m.import_texts_aiken_no_options,

    xmlDoctype: m.import_texts_xml_doctype,
    xmlNoQuiz: m.import_texts_xml_no_quiz,
    xmlMultipleAnswers: m.import_texts_xml_multiple_answers,
    xmlBadGrade: m.import_texts_xml_bad_grade,
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
  },
)
