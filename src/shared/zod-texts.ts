import { m } from './paraglide/messages.js'

/**
 * The server's words for a rule that carries no message of its own (server/http/zod-words.ts): a
 * short predicate said of the field by name ('must be at most 100'), read when the value fails,
 * in the request's language.
 */
export const ZOD_WORDS = {
  charactersAtMost: (limit: string) => m.zod_words_characters_at_most({ limit }),
  charactersAtLeast: (limit: string) => m.zod_words_characters_at_least({ limit }),
  itemsAtMost: (limit: string) => m.zod_words_items_at_most({ limit }),
  itemsAtLeast: (limit: string) => m.zod_words_items_at_least({ limit }),
  atMost: (limit: string) => m.zod_words_at_most({ limit }),
  atLeast: (limit: string) => m.zod_words_at_least({ limit }),
  lessThan: (limit: string) => m.zod_words_less_than({ limit }),
  moreThan: (limit: string) => m.zod_words_more_than({ limit }),
  equal: (value: string) => m.zod_words_equal({ value }),
  oneOf: (values: string) => m.zod_words_one_of({ values }),
  multipleOf: (divisor: string) => m.zod_words_multiple_of({ divisor }),
  item: (position: number) => m.zod_words_item({ position }),
}

// Functions, not words(): 'user' or 'question' is also a value in code, and words() would make
// each a string property that reads the same in every language's test of frozen texts.

/** Field names not said the way they are spelt, said as they are wherever they stand. */
export const ZOD_FIELD_LABELS: Readonly<Record<string, () => string>> = {
  upiId: m.zod_field_labels_upi_id,
  transactionId: m.zod_field_labels_transaction_id,
  idempotencyKey: m.zod_field_labels_idempotency_key,
  profilePicture: m.zod_field_labels_profile_picture,
  amountPaise: m.zod_field_labels_amount_paise,
  pricePaise: m.zod_field_labels_price_paise,
  difficultyLevel: m.zod_field_labels_difficulty_level,
  numQuestions: m.zod_field_labels_num_questions,
  antiCheat: m.zod_field_labels_anti_cheat,
}

/**
 * Common field names, by the field's key, for the languages that do not say the key as it is spelt
 * (English reads `timeLimit` as 'time limit'). Written as a sentence starts; said in lower case
 * after its first letter (a language without cases is unchanged).
 */
export const ZOD_FIELD_NAMES: Readonly<Record<string, () => string>> = {
  title: m.zod_field_names_title,
  description: m.zod_field_names_description,
  topic: m.zod_field_names_topic,
  category: m.zod_field_names_category,
  difficulty: m.zod_field_names_difficulty,
  language: m.zod_field_names_language,
  questions: m.zod_field_names_questions,
  question: m.zod_field_names_question,
  options: m.zod_field_names_options,
  correctAnswer: m.zod_field_names_correct_answer,
  explanation: m.zod_field_names_explanation,
  points: m.zod_field_names_points,
  timeLimit: m.zod_field_names_time_limit,
  startTime: m.zod_field_names_start_time,
  endTime: m.zod_field_names_end_time,
  settings: m.zod_field_names_settings,
  price: m.zod_field_names_price,
  email: m.zod_field_names_email,
  password: m.zod_field_names_password,
  currentPassword: m.zod_field_names_current_password,
  username: m.zod_field_names_username,
  phone: m.zod_field_names_phone,
  name: m.zod_field_names_name,
  subject: m.zod_field_names_subject,
  message: m.zod_field_names_message,
  reason: m.zod_field_names_reason,
  note: m.zod_field_names_note,
  search: m.zod_field_names_search,
  page: m.zod_field_names_page,
  limit: m.zod_field_names_limit,
  status: m.zod_field_names_status,
  type: m.zod_field_names_type,
  user: m.zod_field_names_user,
  content: m.zod_field_names_content,
  format: m.zod_field_names_format,
  answers: m.zod_field_names_answers,
}

/** A list's name before a position ('Question 1, option 2'), where it is said in the singular. */
export const ZOD_ITEM_NAMES: Readonly<Record<string, () => string>> = {
  questions: m.zod_item_names_questions,
  options: m.zod_item_names_options,
  answers: m.zod_item_names_answers,
}
