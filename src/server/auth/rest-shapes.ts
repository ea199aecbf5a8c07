import type * as auth from './service'

/** The REST contract's user shape: `_id` instead of `id`. */
export function toRestUser(user: auth.PublicUser) {
  const { id, ...rest } = user
  return { _id: id, ...rest }
}
