import { z } from 'zod'
import type { PublicConfig } from '#shared/public-config'
import { PRODUCT_NAME } from '#shared/texts'

/**
 * The only reader of process.env. Parsed once at start: a bad value stops the server
 * with one clear line per field, rather than failing later on the first request that reads it.
 */
const booleanSwitch = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1')

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'ADMIN_EMAILS must be a comma-separated list of emails' })))

/**
 * Who takes complaints until the operator names them: a role and a mailbox of the product, so the
 * pages are complete on a first start. A real deployment names a person (README, Configuration).
 */
const DEFAULT_GRIEVANCE_OFFICER = { name: 'Grievance Officer', email: 'grievance@quizdom.in' }

/** Razorpay's own API, where RAZORPAY_API_URL points unless set. */
const RAZORPAY_API_URL = 'https://api.razorpay.com'

/** The SMS providers' own APIs, where MSG91_API_URL and TWILIO_API_URL point unless set. */
const MSG91_API_URL = 'https://control.msg91.com'
const TWILIO_API_URL = 'https://api.twilio.com'

/** Requests that reach PGlite at once, when ADMISSION_LIMIT is not set (decision 033). */
const DEFAULT_ADMISSION_LIMIT = 16

/** Why the SMS settings stop the server, for whoever runs it (in English, as every setting's error). */
const SMS_SETTINGS_REFUSED = {
  msg91: 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (the DLT-mapped flow template) are set together, or neither',
  twilio: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set together, or none of them',
  both: 'one SMS provider at a time: set MSG91_* or TWILIO_*, not both',
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    ADMIN_EMAILS: emailList,
    GOOGLE_CLIENT_ID: optionalText,
    AI_API_KEY: optionalText,
    OPENAI_API_KEY: optionalText,
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
    PAYMENT_UPI_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/, 'PAYMENT_UPI_ID must look like name@bank')
      .default('quizdom@upi'),
    GRIEVANCE_OFFICER_NAME: optionalText.pipe(
      z
        .string()
        .max(100, { error: 'GRIEVANCE_OFFICER_NAME must be at most 100 characters' })
        .regex(/^[^\p{Cc}]+$/u, { error: 'GRIEVANCE_OFFICER_NAME must be one line of text' })
        .optional(),
    ),
    GRIEVANCE_OFFICER_EMAIL: optionalText.pipe(
      z.email({ error: 'GRIEVANCE_OFFICER_EMAIL must be an email address' }).optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be smtp://… or smtps://…' }).optional(),
    ),
    MAIL_FROM: optionalText,
    RATE_LIMITS: booleanSwitch.default(true),
    TRUST_PROXY: booleanSwitch.default(false),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    SEED_DEMO: booleanSwitch.default(true),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
    ),
    ADMISSION_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(10_000).optional()),
    ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).default(1000),
    ADMISSION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be http(s)://…' }).optional(),
    ),
    RAZORPAY_PAYOUT_ACCOUNT: optionalText,
    MSG91_AUTH_KEY: optionalText,
    MSG91_TEMPLATE_ID: optionalText,
    MSG91_API_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'MSG91_API_URL must be http(s)://…' }).optional(),
    ),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    TWILIO_API_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'TWILIO_API_URL must be http(s)://…' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // PGlite is one process's database: a second process cannot open DATA_DIR.
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'more than one worker needs DATABASE_URL (PostgreSQL): the embedded database serves one process. ' +
          'Set DATABASE_URL, or WEB_CONCURRENCY=1',
      })
    }
    // Half a gateway would take money it cannot verify: the three secrets come together or not at all.
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET]
    if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET ' +
          'are set together, or none of them: a gateway with half its secrets could not verify what it takes',
      })
    }
  })
  .superRefine((env, ctx) => {
    // An SMS provider is all of its settings or none; and one provider, not two.
    const msg91 = [env.MSG91_AUTH_KEY, env.MSG91_TEMPLATE_ID]
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM]
    if (msg91.some(Boolean) && !msg91.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_AUTH_KEY'],
        message: SMS_SETTINGS_REFUSED.msg91,
      })
    }
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: SMS_SETTINGS_REFUSED.twilio,
      })
    }
    if (msg91.every(Boolean) && twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MSG91_AUTH_KEY'],
        message: SMS_SETTINGS_REFUSED.both,
      })
    }
  })
  .transform((env) => {
    const appOrigin = new URL(env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).origin
    return {
      nodeEnv: env.NODE_ENV,
      /** Secure cookies (with the __Host- prefix) and HSTS follow the origin: on for https. */
      isHttps: appOrigin.startsWith('https:'),
      port: env.PORT,
      host: env.HOST,
      appOrigin,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      adminEmails: env.ADMIN_EMAILS,
      googleClientId: env.GOOGLE_CLIENT_ID,
      ai: {
        apiKey: env.AI_API_KEY ?? env.OPENAI_API_KEY,
        baseUrl: env.AI_BASE_URL,
        model: env.AI_MODEL,
      },
      platformFeePercent: env.PLATFORM_FEE_PERCENT,
      paymentUpiId: env.PAYMENT_UPI_ID,
      /** Named on the terms and the contact page (IT Rules, 2021, rule 3(2)). */
      grievanceOfficer: {
        name: env.GRIEVANCE_OFFICER_NAME ?? DEFAULT_GRIEVANCE_OFFICER.name,
        email: env.GRIEVANCE_OFFICER_EMAIL ?? DEFAULT_GRIEVANCE_OFFICER.email,
      },
      /** Outgoing mail, or null: then nothing that needs mail is offered, and messages are only logged. */
      mail: env.SMTP_URL
        ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(appOrigin).hostname}>` }
        : null,
      rateLimits: env.RATE_LIMITS,
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      seedDemo: env.SEED_DEMO,
      /** Worker processes serving PORT together (node:cluster); 1 serves from this process alone. */
      webConcurrency: env.WEB_CONCURRENCY,
      /** The bearer token /metrics asks for; unset: no /metrics at all (404). */
      metricsToken: env.METRICS_TOKEN,
      /**
       * Admission control (http/admission.ts, decision 033): on by default on PGlite, whose one
       * thread queues without limit; off on Postgres, whose pool and server queue elsewhere.
       */
      admission: {
        limit: env.ADMISSION_LIMIT ?? (env.DATABASE_URL ? 0 : DEFAULT_ADMISSION_LIMIT),
        queue: env.ADMISSION_QUEUE,
        waitMs: env.ADMISSION_WAIT_MS,
        // On PGlite a request's queries run on this thread: one start per turn of its loop.
        pace: !env.DATABASE_URL,
      },
      /** The payment gateway (Razorpay), or null: then Add Funds is the manual UPI request alone. */
      razorpay:
        env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: env.RAZORPAY_KEY_ID,
              keySecret: env.RAZORPAY_KEY_SECRET,
              webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: env.RAZORPAY_API_URL ?? RAZORPAY_API_URL,
              payoutAccountNumber: env.RAZORPAY_PAYOUT_ACCOUNT,
            }
          : null,
      /** The SMS provider for codes by phone (decision 050), or null: then signing in by phone is not offered. */
      sms:
        env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID
          ? {
              provider: 'msg91' as const,
              authKey: env.MSG91_AUTH_KEY,
              templateId: env.MSG91_TEMPLATE_ID,
              apiUrl: env.MSG91_API_URL ?? MSG91_API_URL,
            }
          : env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
            ? {
                provider: 'twilio' as const,
                accountSid: env.TWILIO_ACCOUNT_SID,
                authToken: env.TWILIO_AUTH_TOKEN,
                from: env.TWILIO_FROM,
                apiUrl: env.TWILIO_API_URL ?? TWILIO_API_URL,
              }
            : null,
    }
  })

export type Env = z.output<typeof EnvSchema>

/** The settings anyone may read: the config call's answer, and the copy written into every page. */
export function publicConfig(env: Env): PublicConfig {
  return {
    googleClientId: env.googleClientId ?? null,
    isPhoneSignInEnabled: env.sms !== null,
    isAiEnabled: Boolean(env.ai.apiKey),
    paymentUpiId: env.paymentUpiId,
    platformFeePercent: env.platformFeePercent,
    grievanceOfficer: env.grievanceOfficer,
    paymentGateway: env.razorpay
      ? {
          name: 'razorpay',
          keyId: env.razorpay.keyId,
          checkoutUrl: `${env.razorpay.apiUrl.replace(/\/+$/, '')}/v1/checkout/embedded`,
          payouts: Boolean(env.razorpay.payoutAccountNumber),
        }
      : null,
  }
}

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
