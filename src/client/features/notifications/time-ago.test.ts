import { describe, expect, it } from 'vitest'
import { NOTIFICATION_LIST_TEXTS } from '#shared/notifications'
import { timeAgo } from './time-ago'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString()

describe('timeAgo', () => {
  it('says how long ago in the largest unit that fits', () => {
    expect(timeAgo(ago(10), NOW)).toBe(NOTIFICATION_LIST_TEXTS.justNow)
    expect(timeAgo(ago(50), NOW)).toBe('50 seconds ago')
    expect(timeAgo(ago(5 * 60), NOW)).toBe('5 minutes ago')
    expect(timeAgo(ago(3 * 3600), NOW)).toBe('3 hours ago')
    expect(timeAgo(ago(24 * 3600), NOW)).toBe('yesterday')
    expect(timeAgo(ago(14 * 24 * 3600), NOW)).toBe('2 weeks ago')
    expect(timeAgo(ago(400 * 24 * 3600), NOW)).toBe('last year')
  })

  it('takes a clock a little ahead of the server as now', () => {
    expect(timeAgo(new Date(NOW + 5000).toISOString(), NOW)).toBe(NOTIFICATION_LIST_TEXTS.justNow)
  })
})
