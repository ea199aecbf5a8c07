import { z } from 'zod'
import { ENTITIES, envelope } from '#server/http/openapi'

/**
 * The shapes of auth's REST answers, for the API's document (decision 031). Every input auth takes
 * is a client form's, in src/shared/schemas/.
 */

/** The REST contract's user's own wallet, in rupees. */
const UserWalletReplySchema = z.object({ balance: z.number(), totalEarned: z.number(), totalSpent: z.number() })

/** The REST contract's User (`_id`, the wallet in rupees). */
export const UserReplySchema = z
  .object({
    _id: z.uuid(),
    username: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    phoneVerified: z.boolean(),
    profilePicture: z.string().nullable(),
    role: z.enum(['user', 'admin']),
    createdAt: z.iso.datetime(),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
    wallet: UserWalletReplySchema,
  })
  .register(ENTITIES, { id: 'User' })

export const SignupReplySchema = envelope(UserReplySchema)
/** The login answer carries the user at the top level too: the REST clients read it whole. */
export const LoginReplySchema = envelope(UserReplySchema, UserReplySchema.shape)
export const GoogleReplySchema = envelope(UserReplySchema, { isNewUser: z.boolean(), user: UserReplySchema })
export const ProfileReplySchema = envelope(UserReplySchema.extend({ pendingEmail: z.string().nullable() }))
/** A code was sent (or would have been: the answer is the same for every number). */
export const PhoneCodeReplySchema = envelope(z.object({ resendAfterSeconds: z.number().int() }))
/** Signed in, signed up, or asked for a username (a number no account has, and no name given). */
export const PhoneSignInReplySchema = envelope(
  z.object({ needsUsername: z.boolean(), isNewUser: z.boolean(), user: UserReplySchema.nullable() }),
)
export const VerifyEmailReplySchema = envelope(z.object({ emailChanged: z.boolean() }))

/** One of the person's signed-in sessions: never its token. */
export const SessionsReplySchema = envelope(
  z.array(
    z.object({
      id: z.string(),
      browser: z.string(),
      ip: z.string().nullable(),
      createdAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      current: z.boolean(),
    }),
  ),
)
export const SessionsEndedReplySchema = envelope(z.object({ ended: z.number().int() }))

/** The account's data as a file of its own (its `format` names it), not in the envelope. */
export const AccountExportSchema = z.looseObject({ format: z.string() })
