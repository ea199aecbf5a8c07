import type { Env } from '#server/env'
import { createMsg91Sender } from './msg91'
import type { SmsSender } from './port'
import { createTwilioSender } from './twilio'

const senders = new WeakMap<object, SmsSender>()

/**
 * The sender the environment configures, or null: then signing in by phone is not offered. One
 * per configuration, made when first asked for.
 */
export function smsSenderFor(config: Env['sms']): SmsSender | null {
  if (!config) return null
  let sender = senders.get(config)
  if (!sender) {
    sender = config.provider === 'msg91' ? createMsg91Sender(config) : createTwilioSender(config)
    senders.set(config, sender)
  }
  return sender
}
