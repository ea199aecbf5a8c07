import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react'
import * as React from 'react'
import { Toaster as Sonner, type ToasterProps } from 'sonner'

import { TOAST } from '#shared/constants'

type Theme = 'light' | 'dark'

/** The site header's height (4rem) plus a small gap. */
const HEADER_CLEARANCE = 'calc(4rem + 8px)'
/** Above a phone's home bar. */
const BOTTOM_CLEARANCE = 'calc(16px + env(safe-area-inset-bottom))'
/** Below Tailwind's sm breakpoint: a phone, where the header and the page's title fill the top. */
const NARROW = '(max-width: 639px)'

function subscribeToNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isNarrow = () => window.matchMedia(NARROW).matches
const isNarrowOnServer = () => false

function subscribeToHtmlClass(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const getHtmlTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')
const getServerTheme = (): Theme => 'light'

/** The app theme as set by the `dark` class on <html>, kept current with a MutationObserver. */
function useHtmlTheme(): Theme {
  return React.useSyncExternalStore(subscribeToHtmlClass, getHtmlTheme, getServerTheme)
}

/**
 * Mount once near the root. Durations / stack size / width come from TOAST in
 * src/shared/constants.ts. Raise toasts through `notify` (src/client/lib/notify.ts), which
 * applies the per-type durations (success is shorter, loading stays until dismissed).
 */
function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  const theme = useHtmlTheme()
  const narrow = React.useSyncExternalStore(subscribeToNarrow, isNarrow, isNarrowOnServer)

  return (
    <Sonner
      theme={theme}
      // Top centre, just under the sticky header (h-16): at the bottom the toasts covered the
      // attempt screen's Next Question / Submit Quiz buttons. On a phone that place is the page's
      // title, which a toast hid: there they come from the bottom, as a phone's own notices do.
      position={narrow ? 'bottom-center' : 'top-center'}
      offset={{ top: HEADER_CLEARANCE, bottom: BOTTOM_CLEARANCE }}
      mobileOffset={{ top: HEADER_CLEARANCE, bottom: BOTTOM_CLEARANCE }}
      className="toaster group"
      visibleToasts={TOAST.maxVisible}
      duration={TOAST.defaultDurationMs}
      icons={{
        success: <CircleCheckIcon className="size-4 text-success" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4 text-warning" />,
        error: <OctagonXIcon className="size-4 text-destructive" />,
        loading: <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          '--width': `${TOAST.maxWidthPx}px`,
          ...style,
        } as React.CSSProperties
      }
      {...props}
      toastOptions={{
        duration: TOAST.defaultDurationMs,
        closeButtonAriaLabel: 'Close notification',
        ...toastOptions,
        style: { maxWidth: TOAST.maxWidthPx, ...toastOptions?.style },
      }}
    />
  )
}

export { Toaster }
