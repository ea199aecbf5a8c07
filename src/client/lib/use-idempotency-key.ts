import { useCallback, useState } from 'react'
import { isRefusal } from './errors'

function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One idempotency key per mounted form. A dialog mounts its content on open, so each opening
 * gets a fresh key, and a double submit (or a retry after a lost answer) replays the first request
 * on the server instead of moving money twice. The server keeps a refusal with its key as it keeps
 * a success, so a form still open after one (too little in the wallet, then funds added) sends its
 * next try under a new key: pass each failure to `renewAfter`.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newKey)
  const renewAfter = useCallback((error: unknown) => {
    if (isRefusal(error)) setKey(newKey())
  }, [])
  return { key, renewAfter }
}
