/** Quiz limits; one place for the form and the server. */
export const QUIZ_BOUNDS = {
  titleMax: 200,
  descriptionMax: 2000,
  topicMax: 200,
  questionMax: 1000,
  optionMax: 300,
  explanationMax: 2000,
  maxQuestions: 100,
  maxPoints: 100,
  maxQuestionTimeSeconds: 3600,
  maxTotalTimeSeconds: 6 * 3600,
  maxPricePaise: 10_000_00,
  reasonMax: 500,
  /** The public list's search words. */
  searchMax: 200,
} as const

/** A quiz's pass mark, a whole percentage of the paper's marks (decision 049). */
export const PASS_MARK_BOUNDS = { min: 1, max: 100 } as const
