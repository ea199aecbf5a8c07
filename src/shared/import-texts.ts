import { IMPORT_LIMITS, QUIZ_LIMITS } from './constants'

const MB = 1024 * 1024
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** Every message of quiz import and export, word for word. */
export const IMPORT_TEXTS = {
  defaultTitle: 'Imported quiz',
  formatRequired: 'Choose a format: CSV, GIFT, Aiken or Moodle XML',
  contentRequired: 'The file is empty',
  tooLarge: `The file is larger than ${IMPORT_LIMITS.maxBytes / MB} MB; split it into smaller files`,
  tooManyQuestions: (count: number) =>
    `The file has ${count} questions; one import takes at most ${IMPORT_LIMITS.maxQuestions}`,
  quizFull: (room: number, count: number) =>
    `The quiz has room for ${plural(room, 'more question')} and the file has ${count}`,
  noQuestions: 'The file has no questions',
  nothingImported: (problems: number) => `No question could be imported: ${plural(problems, 'problem')} in the file`,
  onlyDrafts: 'Questions can be imported only into a draft: save the quiz as a draft first',
  imported: (count: number) => `${plural(count, 'question')} imported`,
  wrongOptionCount: (count: number) =>
    `The question has ${plural(count, 'option')}; a question here needs exactly ${QUIZ_LIMITS.optionsPerQuestion}`,
  wrongCorrectCount: (count: number) =>
    count === 0
      ? 'No option is marked correct; a question here needs exactly one correct option'
      : `${count} options are marked correct; a question here needs exactly one`,
  unsupported: (kind: string) => `${kind} questions are not supported: only multiple choice with one correct answer`,
  line: (line: number, reason: string) => `Line ${line}: ${reason}`,

  csvMissingColumns: (columns: string[]) => `The header row needs the columns ${columns.join(', ')}`,
  csvUnknownColumn: (column: string) => `The column "${column}" is not one we read; see the template`,
  csvQuoteNotClosed: 'A quoted field is not closed: add the closing double quote',
  csvBadQuote: 'A double quote inside a quoted field must be doubled ("")',
  csvUnreadable: 'This line cannot be read as CSV',
  csvBadCorrect: 'The correct column needs a letter (A to D) or a number (1 to 4)',
  csvBadNumber: (column: string) => `The ${column} column needs a whole number`,

  giftNoAnswers: 'The question has no answers in braces { }',
  giftUnclosed: 'The answers are opened with { and never closed with }',
  giftTrueFalse: 'True/false',
  giftNumeric: 'Numerical',
  giftMatching: 'Matching',
  giftEssay: 'Essay',
  giftShortAnswer: 'Short answer',
  giftDescription: 'Description',

  aikenNoAnswer: 'The question has no ANSWER: line after its options',
  aikenBadAnswer: (letter: string) => `The answer "${letter}" is not one of the question's option letters`,
  aikenNoOptions: 'The question has no options (lines such as "A. text" or "A) text")',

  xmlDoctype: 'The file declares a DOCTYPE; Moodle XML needs none and it is not read',
  xmlUnreadable: (reason: string) => `The file is not well-formed XML: ${reason}`,
  xmlNoQuiz: 'The file has no <quiz> element with questions',
  xmlType: (type: string) => `Moodle "${type}"`,
  xmlMultipleAnswers: 'Multiple-answer',
  xmlBadGrade: 'The default grade needs a whole number of points',
} as const
