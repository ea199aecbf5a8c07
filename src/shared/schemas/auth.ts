import { z } from 'zod'
import { FIELD_MESSAGES } from '../messages'
import { EmailSchema, HttpUrlSchema, LoginPasswordSchema, PasswordSchema, PhoneSchema, UsernameSchema } from './fields'

/** A token from a link we sent: letters and digits, and never long. */
const AccountTokenSchema = z
  .string({ error: () => FIELD_MESSAGES.linkIncomplete })
  .trim()
  .regex(/^[a-z2-7]{16,64}$/, { error: () => FIELD_MESSAGES.linkIncomplete })

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

/** Empty strings mean "leave as is" (password) or "remove" (phone, picture), as the profile form sends them. */
const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

export const ProfileUpdateSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  phone: z.preprocess(emptyToUndefined, PhoneSchema.optional()),
  password: z.preprocess(emptyToUndefined, PasswordSchema.optional()),
  profilePicture: z.preprocess(emptyToUndefined, HttpUrlSchema.optional()),
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
