import { PASSWORD } from './constants'

type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong'
export type StrengthColor = 'red' | 'yellow' | 'blue' | 'green'

export interface PasswordStrength {
  score: number
  label: StrengthLabel
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
  const [label, color]: [StrengthLabel, StrengthColor] =
    score <= 1
      ? ['Weak', 'red']
      : score === 2
        ? ['Fair', 'yellow']
        : score === 3
          ? ['Good', 'blue']
          : ['Strong', 'green']
  return { score, label, color, fraction: score / PASSWORD.strengthMax }
}
