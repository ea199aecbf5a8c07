import { z } from 'zod'
import { CONTACT, EMAIL_MAX_LENGTH, PASSWORD, PHONE_DIGITS, URL_MAX_LENGTH, USERNAME } from '../constants'
import { FIELD_MESSAGES } from '../messages'

// The messages are read when a value fails (`() => …`), in the language of the request or page
// then: a message passed as a string here would be read once, at import, in English.

/** Field schemas with the messages a person reads; the form and the procedure share them. */
export const EmailSchema = z
  .string({ error: () => FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: () => FIELD_MESSAGES.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: () => FIELD_MESSAGES.emailTooLong })
  .pipe(z.email({ error: () => FIELD_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase())

export const PasswordSchema = z
  .string({ error: () => FIELD_MESSAGES.passwordRequired })
  .min(PASSWORD.minLength, { error: () => FIELD_MESSAGES.passwordTooShort })
  .max(PASSWORD.maxLength, { error: () => FIELD_MESSAGES.passwordTooLong })

/** Login checks only presence: a length rule here would tell an attacker about accounts. */
export const LoginPasswordSchema = z
  .string({ error: () => FIELD_MESSAGES.passwordRequired })
  .min(1, { error: () => FIELD_MESSAGES.passwordRequired })
  .max(PASSWORD.maxLength, { error: () => FIELD_MESSAGES.passwordTooLong })

export const UsernameSchema = z
  .string({ error: () => FIELD_MESSAGES.usernameRequired })
  .trim()
  .min(USERNAME.minLength, { error: () => FIELD_MESSAGES.usernameTooShort })
  .max(USERNAME.maxLength, { error: () => FIELD_MESSAGES.usernameTooLong })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: () => FIELD_MESSAGES.usernameCharacters })

export const PhoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), { error: () => FIELD_MESSAGES.phoneDigits })

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, { error: () => FIELD_MESSAGES.urlTooLong })
  .pipe(z.url({ protocol: /^https?$/, error: () => FIELD_MESSAGES.urlInvalid }))

export const ContactSchema = z.object({
  name: z
    .string({ error: () => FIELD_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: () => FIELD_MESSAGES.nameRequired })
    .max(CONTACT.nameMax, { error: () => FIELD_MESSAGES.nameTooLong }),
  email: EmailSchema,
  subject: z
    .string({ error: () => FIELD_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: () => FIELD_MESSAGES.subjectRequired })
    .max(CONTACT.subjectMax, { error: () => FIELD_MESSAGES.subjectTooLong }),
  message: z
    .string({ error: () => FIELD_MESSAGES.messageRequired })
    .trim()
    .min(CONTACT.messageMin, { error: () => FIELD_MESSAGES.messageTooShort })
    .max(CONTACT.messageMax, { error: () => FIELD_MESSAGES.messageTooLong }),
})
export type ContactInput = z.input<typeof ContactSchema>
