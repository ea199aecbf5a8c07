import { Link } from '@tanstack/react-router'
import { ArrowLeft, Download } from 'lucide-react'
import { ACCOUNT_DATA_TEXTS } from '#shared/account-data-texts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { CurrentUser } from '@/lib/session'
import { EXPORT_URL } from './account-queries'
import { DeleteAccountSection } from './delete-account-section'
import { SessionsSection } from './sessions-section'

const TEXTS = ACCOUNT_DATA_TEXTS

/** The sessions page: where the account is signed in, a copy of its data, and deleting it. */
export function AccountDataPage({ user }: { user: CurrentUser }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="space-y-2">
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to="/profile">
            <ArrowLeft aria-hidden="true" /> {TEXTS.backToProfile}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{TEXTS.title}</h1>
        <p className="text-muted-foreground">{TEXTS.subtitle}</p>
      </div>
      <SessionsSection />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{TEXTS.download.title}</h2>
          </CardTitle>
          <CardDescription>{TEXTS.download.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" asChild>
            {/* The server names the file (Content-Disposition); the browser saves it. */}
            <a href={EXPORT_URL} download>
              <Download aria-hidden="true" /> {TEXTS.download.action}
            </a>
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountSection username={user.username} />
    </div>
  )
}
