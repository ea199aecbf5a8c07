import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'
import { m } from '#shared/i18n'

const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString()

describe('timeAgo', () => {
  it('says how long ago in the largest unit that fits', () => {
    expect(timeAgo(ago(10), NOW)).toBe(m.notification_list_texts_just_now())
    expect(timeAgo(ago(50), NOW)).toBe('50 seconds ago')
    expect(timeAgo(ago(5 * 60), NOW)).toBe('5 minutes ago')
    expect(timeAgo(ago(3 * 3600), NOW)).toBe('3 hours ago')
    expect(timeAgo(ago(24 * 3600), NOW)).toBe('yesterday')
    expect(timeAgo(ago(14 * 24 * 3600), NOW)).toBe('2 weeks ago')
    expect(timeAgo(ago(400 * 24 * 3600), NOW)).toBe('last year')
  })

  it('takes a clock a little ahead of the server as now', () => {
    expect(timeAgo(new Date(NOW + 5000).toISOString(), NOW)).toBe(m.notification_list_texts_just_now())
  })
})
