import { createFileRoute } from '@tanstack/react-router'
import { MyAttempts } from '@/features/attempts-history/my-attempts'
import { BadgesList } from '@/features/contests/badges-list'
import { MyCertificates } from '@/features/certificates/my-certificates'
import { StreakCard } from '@/features/streaks/streak-card'
import { myCertificatesQuery } from '@/features/certificates/certificate-queries'
import { myStreakQuery } from '@/features/streaks/streak-query'
import { myAttemptsQuery } from '@/features/attempts-history/my-attempts-query'
import { NotificationPreferences } from '@/features/notifications/notification-preferences'
import { ProfilePage } from '@/features/profile/profile-page'
import { useDocumentTitle } from '@/lib/document-title'
import { meQuery } from '@/lib/session'
import { summaryQuery } from '@/lib/wallet-queries'
import { m } from '#shared/i18n'

export const Route = createFileRoute('/profile')({
  // A guest's profile is a prompt to log in, with nothing to load. A player's wallet figures, first
  // page of attempts, streak and certificates come with the page; each failing is said in its own
  // place on the page.
  loader: async ({ context: { queryClient } }) => {
    if (!queryClient.getQueryData(meQuery().queryKey)) return
    await Promise.allSettled([
      queryClient.ensureQueryData(summaryQuery()),
      queryClient.ensureQueryData(myAttemptsQuery(0)),
      queryClient.ensureQueryData(myStreakQuery()),
      queryClient.ensureQueryData(myCertificatesQuery()),
    ])
  },
  component: Screen,
})

function Screen() {
  useDocumentTitle(m.header_profile())
  // The attempt history is its own feature; the profile page shows it below the account's details.
  return (
    <ProfilePage
      sections={
        <>
          <StreakCard />
          <MyCertificates />
          <BadgesList />
          <NotificationPreferences />
        </>
      }
      history={<MyAttempts />}
    />
  )
}
