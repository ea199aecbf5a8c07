/** A tRPC request that asks for auth.me (the session restore's call), alone or batched with other calls. */
export const isSessionCall = (url: string | URL) => {
  const { pathname } = new URL(url)
  return pathname.startsWith('/trpc/') && pathname.includes('auth.me')
}
