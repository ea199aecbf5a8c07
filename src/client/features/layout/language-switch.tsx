import { Languages } from 'lucide-react'
import { getLocale, isLocale, languages, setLocale } from '#shared/i18n'
import { cn } from '@/lib/utils'
import { m } from '#shared/i18n'

const LANGUAGE_FIELD = 'language'

/**
 * A public page is on screen, prerendered, before its script has run, and a visitor on a slow phone
 * may choose a language then: the switch holds the choice but no handler saw it. Applies such a
 * choice (true: the page loads again in it) instead of taking the page over in the old language.
 */
export function applyLanguageChosenEarly(): boolean {
  for (const select of document.querySelectorAll<HTMLSelectElement>(`select[name="${LANGUAGE_FIELD}"]`)) {
    if (isLocale(select.value) && select.value !== getLocale()) {
      void setLocale(select.value)
      return true
    }
  }
  return false
}

/**
 * The language switch: each language named in its own words. Choosing one stores it in a cookie
 * (the server answers in it too) and loads the page again in it.
 */
export function LanguageSwitch({ className, testId = 'language-switch' }: { className?: string; testId?: string }) {
  const current = getLocale()
  return (
    <label className={cn('relative items-center', className)}>
      <span className="sr-only">{m.language_switch()}</span>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4 text-muted-foreground" />
      <select
        value={current}
        onChange={(event) => {
          const chosen = event.target.value
          if (isLocale(chosen) && chosen !== current) void setLocale(chosen)
        }}
        name={LANGUAGE_FIELD}
        className="h-9 cursor-pointer appearance-none rounded-md border border-input bg-background py-1 pr-2 pl-7 font-language-names text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid={testId}
      >
        {languages().map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
