import { Hono } from 'hono'
import { GoogleSignInSchema, LoginSchema, ProfileUpdateSchema, SignupSchema } from '#shared/schemas/auth'
import { SUCCESS } from '#shared/messages'
import { type AppBindings, type AppContext, jsonBody, ok, requireUser } from '#server/http/rest'
import { toRestUserWallet } from '#server/wallet/rest'
import { getWalletSummary } from '#server/wallet/service'
import { getPublicUser, type PublicUser } from './service'
import * as actions from './actions'

/** The spec's user shape: `_id` instead of `id`. */
export function toRestUser(user: PublicUser) {
  const { id, ...rest } = user
  return { _id: id, ...rest }
}

/** The spec's `user.wallet` { balance, totalEarned, totalSpent }, in rupees. */
async function walletOf(c: AppContext, userId: string) {
  return toRestUserWallet(await getWalletSummary(c.var.ctx.db, userId))
}

/** The spec's User, wherever one is returned: `_id`, and the wallet in rupees. */
async function restUser(c: AppContext, user: PublicUser) {
  return { ...toRestUser(user), wallet: await walletOf(c, user.id) }
}

/** `/api/v1/users/*` (spec section 7). Adapters only: validate, call the action, shape. */
export const usersRest = new Hono<AppBindings>()
  .post('/signup', async (c) => {
    const user = await actions.signup(c.var.ctx, await jsonBody(c, SignupSchema))
    return ok(c, { message: SUCCESS.accountCreated, data: await restUser(c, user) }, 201)
  })
  .post('/login', async (c) => {
    const user = await restUser(c, await actions.login(c.var.ctx, await jsonBody(c, LoginSchema)))
    // The spec's client reads the whole response as the user.
    return ok(c, { message: SUCCESS.loggedIn, ...user, data: user })
  })
  .post('/google', async (c) => {
    const { user, isNewUser } = await actions.googleSignIn(c.var.ctx, await jsonBody(c, GoogleSignInSchema))
    const shaped = await restUser(c, user)
    return ok(c, {
      message: isNewUser ? SUCCESS.signedUpWithGoogle : SUCCESS.signedInWithGoogle,
      isNewUser,
      user: shaped,
      data: shaped,
    })
  })
  .get('/me', async (c) => {
    const { user } = await requireUser(c)
    return ok(c, { data: await restUser(c, await getPublicUser(c.var.ctx.db, user.id)) })
  })
  .put('/me', async (c) => {
    const { user, sessionId } = await requireUser(c)
    const input = await jsonBody(c, ProfileUpdateSchema)
    const updated = await actions.updateProfile(c.var.ctx, { userId: user.id, sessionId }, input)
    return ok(c, { message: SUCCESS.profileUpdated, data: await restUser(c, updated) })
  })
  .post('/logout', async (c) => {
    await actions.logout(c.var.ctx)
    return ok(c, { message: SUCCESS.loggedOut })
  })
