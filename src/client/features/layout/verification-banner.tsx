import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { type ComponentType, useEffect, useState } from 'react'
import { mailStatusQuery, prefetchVerificationStatus } from '@/lib/account'
import { useCurrentUser } from '@/lib/session'

// The banner's body is a chunk of its own: few people ever see it, so the first screen of everyone
// else does not download it. Once loaded it is kept here and drawn at once.
let Notice: ComponentType | null = null
let loading: Promise<void> | undefined
function loadNotice(): Promise<void> {
  loading ??= import('./verification-notice').then(
    (module) => {
      Notice = module.VerificationNotice
    },
    () => {
      loading = undefined // offline for a moment: the next render tries again
    },
  )
  return loading
}

/**
 * Before the first screen: whether the banner shows (a signed-in person with an unverified address,
 * on a server that sends mail), and its code when it does, so it is drawn with the screen rather
 * than pushing it down a moment later.
 */
export async function prepareVerificationBanner(queryClient: QueryClient): Promise<void> {
  await prefetchVerificationStatus(queryClient)
  if (queryClient.getQueryData(mailStatusQuery().queryKey)?.isEnabled) await loadNotice()
}

/**
 * Under the header, for a signed-in person whose address is not verified while this server sends
 * mail (without mail there is no link to open, so nothing to ask). The banner goes once the
 * address is verified. Not on the page that is verifying it.
 */
export function VerificationBanner() {
  const user = useCurrentUser()
  const isUnverified = user !== null && !user.emailVerified
  const mailStatus = useQuery({ ...mailStatusQuery(), enabled: isUnverified })
  const pathname = useLocation({ select: (location) => location.pathname })
  const isShown = isUnverified && mailStatus.data?.isEnabled === true && pathname !== '/verify-email'
  const [Loaded, setLoaded] = useState(() => Notice)
  useEffect(() => {
    if (isShown && !Loaded) void loadNotice().then(() => setLoaded(() => Notice))
  }, [isShown, Loaded])
  return isShown && Loaded ? <Loaded /> : null
}
