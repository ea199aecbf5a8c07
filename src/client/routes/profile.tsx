import { createFileRoute } from '@tanstack/react-router'
import { HEADER_TEXTS } from '#shared/shell-texts'
import { MyAttempts } from '@/features/attempts-history/my-attempts'
import { ProfilePage } from '@/features/profile/profile-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/profile')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(HEADER_TEXTS.profile)
  // The attempt history is its own feature; the profile page shows it below the account's details.
  return <ProfilePage history={<MyAttempts />} />
}
