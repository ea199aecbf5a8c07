import { useState } from 'react'

function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One idempotency key per mounted form. A dialog mounts its content on open, so each opening
 * gets a fresh key, and a double submit (or a retry after a lost answer) replays the first request
 * on the server instead of moving money twice.
 */
export function useIdempotencyKey() {
  const [key] = useState(newKey)
  return key
}
