import { passwordStrength, type StrengthColor, strengthCaption } from '#shared/password-strength'
import { m } from '#shared/i18n'

const BAR_COLOR: Record<StrengthColor, string> = {
  red: 'bg-red-600',
  yellow: 'bg-yellow-500',
  blue: 'bg-blue-600',
  green: 'bg-green-600',
}
const TEXT_COLOR: Record<StrengthColor, string> = {
  red: 'text-red-700 dark:text-red-400',
  yellow: 'text-yellow-700 dark:text-yellow-300',
  blue: 'text-blue-700 dark:text-blue-300',
  green: 'text-green-700 dark:text-green-400',
}

/** Shown only once a password is typed; it informs and never blocks. */
export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null
  const strength = passwordStrength(password)
  return (
    <div className="space-y-1" data-testid="password-strength">
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the bar's colours in every browser. */}
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label={m.auth_texts_password_strength()}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label}
      >
        <div
          className={`h-full rounded-full transition-all ${BAR_COLOR[strength.color]}`}
          style={{ width: `${strength.fraction * 100}%` }}
          data-color={strength.color}
        />
      </div>
      <p className={`text-xs font-medium ${TEXT_COLOR[strength.color]}`}>{strengthCaption(strength.label)}</p>
    </div>
  )
}
