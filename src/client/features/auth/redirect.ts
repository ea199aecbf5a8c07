import { z } from 'zod'

/** Only a path on this site: never `//evil.example` or `https://...` (no open redirect). */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  return target
}

export const LoginSearchSchema = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
})
