import { z } from 'zod'
import { CONTACT, EMAIL_MAX_LENGTH, PASSWORD, PHONE_CODE, URL_MAX_LENGTH, USERNAME } from '../constants'
import { FIELD_MESSAGES } from '../messages'
import { pictureUrlProblem } from '../picture-url'
import { m } from '../paraglide/messages.js'

// The messages are read when a value fails (`() => …`), in the language of the request or page
// then: a message passed as a string here would be read once, at import, in English.

/** Field schemas with the messages a person reads; the form and the procedure share them. */
export const EmailSchema = z
  .string({ error: () => m.field_messages_email_required() })
  .trim()
  .min(1, { error: () => m.field_messages_email_required() })
  .max(EMAIL_MAX_LENGTH, { error: () => m.field_messages_email_too_long() })
  .pipe(z.email({ error: () => m.field_messages_email_invalid() }))
  .transform((email) => email.toLowerCase())

/**
 * A new password: signup, reset and change all take this one. Never trimmed (a space is a character
 * like any other), but a password of spaces alone is no password.
 */
export const PasswordSchema = z
  .string({ error: () => m.field_messages_password_required() })
  .min(PASSWORD.minLength, { error: () => FIELD_MESSAGES.passwordTooShort })
  .max(PASSWORD.maxLength, { error: () => FIELD_MESSAGES.passwordTooLong })
  .refine((password) => password.trim() !== '', { error: () => m.field_messages_password_blank() })

/** Login checks only presence: a length rule here would tell an attacker about accounts. */
export const LoginPasswordSchema = z
  .string({ error: () => m.field_messages_password_required() })
  .min(1, { error: () => m.field_messages_password_required() })
  .max(PASSWORD.maxLength, { error: () => FIELD_MESSAGES.passwordTooLong })

export const UsernameSchema = z
  .string({ error: () => m.field_messages_username_required() })
  .trim()
  .min(USERNAME.minLength, { error: () => FIELD_MESSAGES.usernameTooShort })
  .max(USERNAME.maxLength, { error: () => FIELD_MESSAGES.usernameTooLong })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: () => m.field_messages_username_characters() })

/**
 * A mobile number, kept in E.164 (+919876543210). An Indian number may be typed as its ten digits
 * (or with 0 or 91 before them), and spaces and dashes are ignored.
 */
export const PhoneSchema = z
  .string({ error: () => FIELD_MESSAGES.phoneInvalid })
  .trim()
  .max(24, { error: () => FIELD_MESSAGES.phoneInvalid })
  .transform((value) => {
    const bare = value.replace(/[\s().-]/g, '')
    const indian = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(bare)
    return indian ? `+91${indian[1]}` : bare
  })
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: () => FIELD_MESSAGES.phoneInvalid }))

/** A code sent by SMS: its digits, spaces ignored. */
export const PhoneCodeSchema = z
  .string({ error: () => m.phone_code_invalid() })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE.digits}}$`), { error: () => m.phone_code_invalid() }))

const PICTURE_URL_MESSAGES = {
  invalid: () => m.field_messages_url_invalid(),
  notHttps: () => m.field_messages_picture_not_https(),
  privateHost: () => m.field_messages_picture_private_host(),
}

/** A profile picture's address: https:// to a public host (picture-url.ts says why). */
export const PictureUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, { error: () => m.field_messages_url_too_long() })
  .superRefine((url, context) => {
    const problem = pictureUrlProblem(url)
    if (problem) context.addIssue({ code: 'custom', message: PICTURE_URL_MESSAGES[problem]() })
  })

export const ContactSchema = z.object({
  name: z
    .string({ error: () => m.field_messages_name_required() })
    .trim()
    .min(1, { error: () => m.field_messages_name_required() })
    .max(CONTACT.nameMax, { error: () => FIELD_MESSAGES.nameTooLong }),
  email: EmailSchema,
  subject: z
    .string({ error: () => m.field_messages_subject_required() })
    .trim()
    .min(1, { error: () => m.field_messages_subject_required() })
    .max(CONTACT.subjectMax, { error: () => FIELD_MESSAGES.subjectTooLong }),
  message: z
    .string({ error: () => m.field_messages_message_required() })
    .trim()
    .min(CONTACT.messageMin, { error: () => FIELD_MESSAGES.messageTooShort })
    .max(CONTACT.messageMax, { error: () => FIELD_MESSAGES.messageTooLong }),
})
export type ContactInput = z.input<typeof ContactSchema>
