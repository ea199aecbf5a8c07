import { z } from 'zod'
import { CONTACT, EMAIL_MAX_LENGTH, PASSWORD, PHONE_DIGITS, URL_MAX_LENGTH, USERNAME } from '../constants'

/** Field schemas with the messages a person reads; the form and the procedure share them. */
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase())

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD.minLength, `Password must be at least ${PASSWORD.minLength} characters`)
  .max(PASSWORD.maxLength, `Password must be at most ${PASSWORD.maxLength} characters`)

/** Login checks only presence: a length rule here would tell an attacker about accounts. */
export const LoginPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD.maxLength, `Password must be at most ${PASSWORD.maxLength} characters`)

export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME.minLength, `Username must be at least ${USERNAME.minLength} characters`)
  .max(USERNAME.maxLength, `Username must be at most ${USERNAME.maxLength} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, underscore, dot and hyphen only')

export const PhoneSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), `Phone number must be ${PHONE_DIGITS} digits`)

export const HttpUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, 'URL is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid http(s) URL' }))

export const ContactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT.nameMax, `Name must be at most ${CONTACT.nameMax} characters`),
  email: EmailSchema,
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(CONTACT.subjectMax, `Subject must be at most ${CONTACT.subjectMax} characters`),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(CONTACT.messageMin, `Message must be at least ${CONTACT.messageMin} characters`)
    .max(CONTACT.messageMax, `Message must be at most ${CONTACT.messageMax} characters`),
})
export type ContactInput = z.input<typeof ContactSchema>
