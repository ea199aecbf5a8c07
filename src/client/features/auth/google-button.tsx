import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { trpc } from '@/trpc'
import { m } from '#shared/i18n'

interface PromptNotification {
  isNotDisplayed(): boolean
  isSkippedMoment(): boolean
  isDismissedMoment(): boolean
}
interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void
      prompt(listener?: (notification: PromptNotification) => void): void
    }
  }
}
declare global {
  interface Window {
    google?: GoogleIdentityServices
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client'
let gsiLoading: Promise<void> | undefined

function loadGsi(): Promise<void> {
  gsiLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GSI_SRC
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Google Identity Services failed to load'))
    document.head.appendChild(script)
  })
  return gsiLoading
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  )
}

/**
 * Google sign-in: the button starts Google's prompt; Google hands back an ID token (credential),
 * which `onCredential` sends to the server to verify. Reads 'Continuing…' while in progress and
 * resets if the prompt is not displayed, skipped or dismissed.
 */
export function GoogleButton({
  label,
  isBusy,
  onCredential,
}: {
  label: string
  isBusy: boolean
  onCredential: (credential: string) => void
}) {
  const config = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }))
  const clientId = config.data?.googleClientId ?? null
  const [isPrompting, setPrompting] = useState(false)
  const callback = useRef(onCredential)
  callback.current = onCredential

  useEffect(() => {
    if (!clientId) return
    loadGsi()
      .then(() => {
        window.google?.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => {
            setPrompting(false)
            callback.current(response.credential)
          },
        })
      })
      .catch((error: unknown) => console.warn(error))
  }, [clientId])

  const start = () => {
    const google = window.google
    if (!google) {
      console.warn('Google Identity Services is not loaded')
      return
    }
    setPrompting(true)
    google.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment() || notification.isDismissedMoment()) {
        setPrompting(false)
      }
    })
  }

  const isContinuing = isPrompting || isBusy
  return (
    <div className="space-y-1.5">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        onClick={start}
        disabled={!clientId || isContinuing}
        aria-describedby={clientId ? undefined : 'google-not-configured'}
      >
        <GoogleMark />
        {isContinuing ? m.auth_texts_continuing() : label}
      </Button>
      {config.isSuccess && !clientId && (
        <p id="google-not-configured" className="text-center text-xs text-muted-foreground">
          {m.server_google_not_configured()}
        </p>
      )}
    </div>
  )
}
