import { createFileRoute } from '@tanstack/react-router'
import { HEADER_TEXTS } from '#shared/shell-texts'
import { ProfilePage } from '@/features/profile/profile-page'
import { useDocumentTitle } from '@/lib/document-title'

export const Route = createFileRoute('/profile')({
  component: Screen,
})

function Screen() {
  useDocumentTitle(HEADER_TEXTS.profile)
  return <ProfilePage />
}
