import { z } from 'zod'
import {
  EmailSchema,
  LoginPasswordSchema,
  PasswordSchema,
  PhoneCodeSchema,
  PhoneSchema,
  PictureUrlSchema,
  UsernameSchema,
} from './fields'
import { m } from '../paraglide/messages.js'

/** A token from a link we sent: letters and digits, and never long. */
const AccountTokenSchema = z
  .string({ error: () => m.field_messages_link_incomplete() })
  .trim()
  .regex(/^[a-z2-7]{16,64}$/, { error: () => m.field_messages_link_incomplete() })

export const SignupSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
})
export type SignupInput = z.input<typeof SignupSchema>

export const LoginSchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
})
export type LoginInput = z.input<typeof LoginSchema>

/** Only the ID token (credential) is trusted; email and name in the body are ignored. */
export const GoogleSignInSchema = z.object({
  credential: z.string().min(1).max(8192),
})

/** An empty string (or null) is "not given", as the profile form sends a password it did not change. */
const emptyToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value)

/** An empty string (or null) removes the field's value, as the profile form sends a cleared field. */
const removable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable().optional(),
  )

/**
 * A change of one's profile: what is given changes, what is left out stays as it is (a new password
 * alone is `{ password, currentPassword }`). A password of spaces is refused, not taken for "no
 * change": only an empty one is.
 */
export const ProfileUpdateSchema = z.object({
  username: UsernameSchema.optional(),
  email: EmailSchema.optional(),
  phone: removable(PhoneSchema),
  password: z.preprocess(emptyToUndefined, PasswordSchema.optional()),
  profilePicture: removable(PictureUrlSchema),
  /** Needed to change the password or the email address. */
  currentPassword: z.preprocess(emptyToUndefined, LoginPasswordSchema.optional()),
})
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>

export const ForgotPasswordSchema = z.object({ email: EmailSchema })

export const ResetPasswordSchema = z.object({
  token: AccountTokenSchema,
  password: PasswordSchema,
})

export const VerifyEmailSchema = z.object({ token: AccountTokenSchema })

/** A code by SMS to sign in, or up, or back in (decision 050). */
export const PhoneCodeRequestSchema = z.object({ phone: PhoneSchema })

/** Signing in with the code; a number no account has also names the new account. */
export const PhoneSignInSchema = z.object({
  phone: PhoneSchema,
  code: PhoneCodeSchema,
  username: z.preprocess(emptyToUndefined, UsernameSchema.optional()),
})

/** A new password with a code sent to the account's number. */
export const PhoneResetPasswordSchema = z.object({
  phone: PhoneSchema,
  code: PhoneCodeSchema,
  password: PasswordSchema,
})

/**
 * A number for one's account, proven by the code sent to it, with the account's current proof
 * when it has one: its password, or a code sent to its current number.
 */
export const PhoneChangeSchema = z.object({
  phone: PhoneSchema,
  code: PhoneCodeSchema,
  currentPassword: z.preprocess(emptyToUndefined, LoginPasswordSchema.optional()),
  currentPhoneCode: z.preprocess(emptyToUndefined, PhoneCodeSchema.optional()),
})
