import { IMPORT_LIMITS, QUIZ_LIMITS } from '#shared/constants'
import { m } from '#shared/i18n'
import type { QuizFileFormat } from '#shared/quiz-files'
import { QUIZ_BOUNDS } from '#shared/schemas/quiz'

const MB = 1024 * 1024

/** "1 question" or "2 questions" (and points, problems): the choice stays here, each form is a message. */
const questions = (count: number) =>
  count === 1 ? m.import_texts_questions_one({ count }) : m.import_texts_questions_other({ count })
const problems = (count: number) =>
  count === 1 ? m.import_screen_texts_problems_one({ count }) : m.import_screen_texts_problems_other({ count })
const points = (count: number) =>
  count === 1 ? m.import_screen_texts_points_one({ count }) : m.import_screen_texts_points_other({ count })

/**
 * The import screen: picking a file, checking it, fixing it in place and saving it. Each text is a
 * getter, read in the language of the moment (a copied value would keep the language of the import).
 */
export const IMPORT_SCREEN_TEXTS = {
  get title() {
    return m.import_entry_texts_import_questions()
  },
  get description() {
    return m.import_screen_texts_description()
  },
  appendDescription: (quiz: string) => m.import_screen_texts_append_description({ quiz }),
  get fileSection() {
    return m.import_screen_texts_file_section()
  },
  get format() {
    return m.import_screen_texts_format()
  },
  get file() {
    return m.import_screen_texts_file()
  },
  get fileHint() {
    return m.import_screen_texts_file_hint({
      megabytes: IMPORT_LIMITS.maxBytes / MB,
      questions: IMPORT_LIMITS.maxQuestions,
      quizMax: QUIZ_BOUNDS.maxQuestions,
    })
  },
  get quizTitle() {
    return m.import_screen_texts_quiz_title()
  },
  get quizTitleHint() {
    return m.import_screen_texts_quiz_title_hint()
  },
  get template() {
    return m.import_screen_texts_template()
  },
  help: (format: string) => m.import_screen_texts_help({ format }),
  get textLabel() {
    return m.import_screen_texts_text_label()
  },
  get textHint() {
    return m.import_screen_texts_text_hint()
  },
  readFrom: (file: string) => m.import_screen_texts_read_from({ file }),
  cursorAt: (line: number) => m.import_screen_texts_cursor_at({ line }),
  readAs: (format: string) => m.import_screen_texts_read_as({ format }),
  get check() {
    return m.import_screen_texts_check()
  },
  get checkAgain() {
    return m.import_screen_texts_check_again()
  },
  get checking() {
    return m.import_screen_texts_checking()
  },
  get emptyText() {
    return m.import_screen_texts_empty_text()
  },
  get changed() {
    return m.import_screen_texts_changed()
  },
  get previewHeading() {
    return m.import_screen_texts_preview_heading()
  },
  previewSummary: (questionCount: number, problemCount: number) =>
    m.import_screen_texts_preview_summary({ questions: questions(questionCount), problems: problems(problemCount) }),
  get problemsHeading() {
    return m.import_screen_texts_problems_heading()
  },
  get problemsHint() {
    return m.import_screen_texts_problems_hint()
  },
  problem: (line: number, reason: string) => m.import_texts_line({ line, reason }),
  get questionsHeading() {
    return m.import_screen_texts_questions_heading()
  },
  questionMeta: (line: number, pointCount: number, seconds: number) =>
    m.import_screen_texts_question_meta({ line, points: points(pointCount), seconds }),
  get correct() {
    return m.import_screen_texts_correct()
  },
  get explanation() {
    return m.import_screen_texts_explanation()
  },
  get createDraft() {
    return m.import_screen_texts_create_draft()
  },
  get addToDraft() {
    return m.import_screen_texts_add_to_draft()
  },
  get saving() {
    return m.import_screen_texts_saving()
  },
  get saveNote() {
    return m.import_screen_texts_save_note()
  },
  get checkFirst() {
    return m.import_screen_texts_check_first()
  },
  importedSkipped: (imported: number, skipped: number) =>
    m.import_screen_texts_imported_skipped({ imported: questions(imported), skipped: questions(skipped) }),
  get cancel() {
    return m.import_screen_texts_cancel()
  },
  /** The rules every format shares, shown above the format's own: a fresh list at each read. */
  get rules() {
    return [
      m.import_screen_texts_rules_options({ options: QUIZ_LIMITS.optionsPerQuestion }),
      m.import_screen_texts_rules_encoding(),
    ] as const
  },
}

interface FormatHelp {
  /** What the format looks like, one point a line. */
  readonly points: readonly string[]
  /** A short example file: a file's content, as the format writes it, so the same in every language. */
  readonly example: string
}

/** A CSV column: its name in the file (the same in every language) and what it holds. */
const column = (name: string, required: boolean, holds: () => string) => ({
  column: name,
  required,
  get holds() {
    return holds()
  },
})

/** The CSV columns, as the import reads them. */
export const CSV_COLUMNS = {
  rows: [
    column('question', true, m.csv_columns_rows_question),
    column('option_a … option_d', true, m.csv_columns_rows_options),
    column('correct', true, m.csv_columns_rows_correct),
    column('explanation', false, m.csv_columns_rows_explanation),
    column('points', false, () =>
      m.csv_columns_rows_points({ max: QUIZ_BOUNDS.maxPoints, default: QUIZ_LIMITS.defaultPoints }),
    ),
    column('time_limit', false, () =>
      m.csv_columns_rows_time_limit({
        min: QUIZ_LIMITS.minTimeSeconds,
        max: QUIZ_BOUNDS.maxQuestionTimeSeconds,
        default: QUIZ_LIMITS.defaultQuestionTimeSeconds,
      }),
    ),
  ],
}

/** What each format looks like: the essentials of the import's rules. */
export const FORMAT_HELP = {
  csv: {
    get points() {
      return [m.format_help_csv_header(), m.format_help_csv_quotes(), m.format_help_csv_empty_rows()]
    },
    example:
      'question,option_a,option_b,option_c,option_d,correct,explanation,points,time_limit\n' +
      'What is the capital of India?,Mumbai,New Delhi,Kolkata,Chennai,B,"New Delhi, since 1931",1,30',
  },
  gift: {
    get points() {
      return [
        m.format_help_gift_blank_lines(),
        m.format_help_gift_braces(),
        m.format_help_gift_feedback(),
        m.format_help_gift_escapes({ escapes: '\\~ \\= \\# \\{ \\} \\:' }),
      ]
    },
    example:
      '::Capital:: What is the capital of India? {\n  ~Mumbai\n  =New Delhi\n  ~Kolkata\n  ~Chennai\n  ####New Delhi, since 1931.\n}',
  },
  aiken: {
    get points() {
      return [
        m.format_help_aiken_layout(),
        m.format_help_aiken_defaults({
          points: QUIZ_LIMITS.defaultPoints,
          seconds: QUIZ_LIMITS.defaultQuestionTimeSeconds,
        }),
      ]
    },
    example: 'What is the capital of India?\nA. Mumbai\nB. New Delhi\nC. Kolkata\nD. Chennai\nANSWER: B',
  },
  'moodle-xml': {
    get points() {
      return [m.format_help_moodle_xml_quiz(), m.format_help_moodle_xml_feedback(), m.format_help_moodle_xml_skipped()]
    },
    example:
      '<quiz>\n  <question type="multichoice">\n    <questiontext><text>What is the capital of India?</text></questiontext>\n' +
      '    <answer fraction="0"><text>Mumbai</text></answer>\n    <answer fraction="100"><text>New Delhi</text></answer>\n' +
      '    <answer fraction="0"><text>Kolkata</text></answer>\n    <answer fraction="0"><text>Chennai</text></answer>\n' +
      '  </question>\n</quiz>',
  },
} as const satisfies Record<QuizFileFormat, FormatHelp>
