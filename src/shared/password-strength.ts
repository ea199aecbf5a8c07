import { PASSWORD } from './constants'
import { m } from './paraglide/messages.js'

export type StrengthColor = 'red' | 'yellow' | 'blue' | 'green'

export interface PasswordStrength {
  score: number
  /** Weak, Fair, Good or Strong, in the language of the moment. */
  label: string
  color: StrengthColor
  /** The meter bar's width, score / 5. */
  fraction: number
}

/** One point each for length >= 8, uppercase, lowercase, digit, symbol. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= PASSWORD.minLength,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ]
  const score = checks.filter(Boolean).length
  const [label, color]: [string, StrengthColor] =
    score <= 1
      ? [m.password_strength_weak(), 'red']
      : score === 2
        ? [m.password_strength_fair(), 'yellow']
        : score === 3
          ? [m.password_strength_good(), 'blue']
          : [m.password_strength_strong(), 'green']
  return { score, label, color, fraction: score / PASSWORD.strengthMax }
}

/** The line under the meter: "Password strength: Good". */
export const strengthCaption = (label: string) => m.password_strength_caption({ label })
