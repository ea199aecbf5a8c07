/** Product texts the spec gives word for word (sections 1, 2 and 9). */
export const PRODUCT_NAME = 'Quizdom'

export const LANDING = {
  headline: 'Challenge Your Mind, Quiz Your Way to Excellence',
  createQuiz: 'Create Quiz',
  participate: 'Participate',
  features: ['AI-Powered Quizzes', 'Community Driven', 'Competitive Rankings'],
} as const

export const AUTH_TEXTS = {
  loginTitle: 'Welcome back',
  loginSubtitle: 'Sign in to your account to continue',
  signIn: 'Sign in',
  continueWithGoogle: 'Continue with Google',
  signUpWithGoogle: 'Sign up with Google',
  continuing: 'Continuing…',
  signUpLink: 'Sign up',
  createAccount: 'Create Account',
  signInLink: 'Sign in',
} as const

export const PROFILE_TEXTS = {
  editProfile: 'Edit Profile',
  saveChanges: 'Save Changes',
  balance: 'Balance',
  totalEarned: 'Total Earned',
  totalSpent: 'Total Spent',
  phonePlaceholder: '10-digit phone number',
} as const

export const CONTACT_TEXTS = {
  sending: 'Sending...',
  responsePromise: 'We respond within 24 hours',
  averageResponse: '24-48 hours average',
} as const

export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  goHome: 'Go Home',
  goBack: 'Go Back',
  hint: 'Contact the administrator if you think this is a mistake',
} as const

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/quizzes', label: 'Quizzes' },
  { to: '/create-quiz', label: 'Create Quiz' },
  { to: '/my-quizzes', label: 'My Quizzes' },
  { to: '/leaderboard', label: 'Leaderboard' },
] as const
