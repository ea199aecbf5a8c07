import { m } from './paraglide/messages.js'

export const SUCCESS = {
  quizLoaded: (count: number) => m.success_quiz_loaded({ count }),
}

export const FAILURE = {
  contact: (message: string) => m.failure_contact({ message }),
}

export * from './server-messages'
