import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { shouldAutoSubmit, type ViolationType } from '#shared/anti-cheat'
import { ANTI_CHEAT } from '#shared/constants'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { notify } from '@/lib/notify'
import { trpcClient } from '@/trpc'
import { useDeadline } from '../countdown'
import type { AntiCheatSettings, AttemptResult } from '../types'
import { blockedShortcut } from './shortcuts'
import { m } from '#shared/i18n'

export interface LoggedViolation {
  id: number
  type: ViolationType
  /** ISO time, as sent to the server. */
  timestamp: string
  details: string
}

interface Options {
  attemptId: string
  settings: AntiCheatSettings
  /** Recorded before a reload: the badge keeps counting from there. */
  initialCount: number
  initialTabSwitches: number
  /** Monitoring runs only while the player answers, not once the quiz is being submitted. */
  active: boolean
  /** The client saw a violation that ends the attempt. */
  onAutoSubmit: () => void
  /** The server ended the attempt on a violation and sent the result along. */
  onServerSubmitted: (result: AttemptResult) => void
}

function subscribeFullscreen(listener: () => void) {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}
const isFullscreenNow = () => document.fullscreenElement !== null

/**
 * Anti-cheat monitoring while `settings.enabled`: tab switches, copy and paste,
 * blocked shortcuts, right-click, and leaving full screen. Each violation is logged here (the
 * latest 50) and reported to the server, which stores it and may end the attempt itself.
 */
export function useAntiCheat(options: Options) {
  const { settings, active } = options
  const enabled = settings.enabled
  const [violations, setViolations] = useState<LoggedViolation[]>([])
  const [count, setCount] = useState(options.initialCount)
  /** While set, the player has until then (performance.now()) to return to full screen. */
  const [returnBy, setReturnBy] = useState<number | null>(null)
  const isFullscreen = useSyncExternalStore(subscribeFullscreen, isFullscreenNow, () => false)
  // Browsers without the Fullscreen API (iPhone Safari) could never pass the overlay.
  const mustBeFullscreen = enabled && settings.forceFullscreen && document.fullscreenEnabled

  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const counters = useRef({ total: options.initialCount, tabSwitches: options.initialTabSwitches, lastId: 0 })

  const report = useCallback(async (type: ViolationType, details: string) => {
    const { attemptId, settings } = latest.current
    const counter = counters.current
    const entry: LoggedViolation = { id: ++counter.lastId, type, timestamp: new Date().toISOString(), details }
    counter.total++
    if (type === 'tab_switch') counter.tabSwitches++
    setCount(counter.total)
    setViolations((list) => [entry, ...list].slice(0, ANTI_CHEAT.violationLogSize))
    if (type === 'tab_switch')
      notify.warning(ATTEMPT_TEXTS.tabSwitchWarning(counter.tabSwitches, settings.maxTabSwitches))
    if (counter.total === ANTI_CHEAT.warningThreshold) notify.warning(ATTEMPT_TEXTS.manyViolations(counter.total))
    const endsAttempt = shouldAutoSubmit(settings, { type, tabSwitchesSoFar: counter.tabSwitches })
    // Recorded before any submit, so the result's report includes the violation that ended it.
    const outcome = await trpcClient.attempts.violation
      .mutate({ attemptId, type, timestamp: entry.timestamp, details })
      .catch(() => null)
    if (outcome?.result) latest.current.onServerSubmitted(outcome.result)
    else if (endsAttempt) latest.current.onAutoSubmit()
  }, [])

  const monitoring = enabled && active

  useEffect(() => {
    if (!monitoring) return
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = blockedShortcut(event)
      if (!shortcut) return
      event.preventDefault()
      event.stopPropagation()
      // Holding the keys down repeats the event: one violation per press.
      if (!event.repeat) void report('keyboard_shortcut', `${shortcut} pressed`)
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [monitoring, report])

  useEffect(() => {
    if (!monitoring || !settings.detectCopyPaste) return
    const onClipboard = (event: ClipboardEvent) => {
      event.preventDefault()
      void report('copy_paste', `${event.type} blocked`)
    }
    const onContextMenu = (event: MouseEvent) => event.preventDefault()
    const clipboardEvents = ['copy', 'cut', 'paste'] as const
    for (const name of clipboardEvents) document.addEventListener(name, onClipboard)
    document.addEventListener('contextmenu', onContextMenu)
    return () => {
      for (const name of clipboardEvents) document.removeEventListener(name, onClipboard)
      document.removeEventListener('contextmenu', onContextMenu)
    }
  }, [monitoring, settings.detectCopyPaste, report])

  useEffect(() => {
    if (!monitoring || !settings.detectTabSwitch) return
    // Hidden and blurred both fire on a switch; one absence counts once, and only past 2 s.
    let awaySince: number | null = null
    const leave = () => {
      awaySince ??= performance.now()
    }
    const back = () => {
      if (awaySince === null) return
      const away = performance.now() - awaySince
      awaySince = null
      if (away > ANTI_CHEAT.tabSwitchAwayMs)
        void report('tab_switch', ATTEMPT_TEXTS.violationDetails.away(Math.round(away / 1000)))
    }
    const onVisibility = () => (document.hidden ? leave() : back())
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('blur', leave)
    window.addEventListener('focus', back)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('blur', leave)
      window.removeEventListener('focus', back)
    }
  }, [monitoring, settings.detectTabSwitch, report])

  useEffect(() => {
    if (!mustBeFullscreen || !active) return
    const onChange = () => {
      if (document.fullscreenElement) {
        setReturnBy(null)
        return
      }
      void report('fullscreen_exit', m.attempt_texts_violation_details_left_fullscreen())
      setReturnBy(performance.now() + ANTI_CHEAT.fullscreenReturnMs)
    }
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [mustBeFullscreen, active, report])

  useDeadline(active ? returnBy : null, () => {
    setReturnBy(null)
    void report('fullscreen_violation', ATTEMPT_TEXTS.violationDetails.notBack(ANTI_CHEAT.fullscreenReturnMs / 1000))
  })

  useEffect(
    () => () => {
      // Leaving the screen (submitted, or navigated away) gives the player their browser back.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
    },
    [],
  )

  // Must run inside the click handler: browsers allow full screen only on a user gesture.
  const enterFullscreen = useCallback(() => {
    document.documentElement
      .requestFullscreen({ navigationUI: 'hide' })
      .catch(() => notify.error(m.attempt_texts_fullscreen_failed()))
  }, [])

  return {
    enabled,
    count,
    violations,
    fullscreen: {
      isRequired: mustBeFullscreen && active && !isFullscreen,
      returnBy: isFullscreen ? null : returnBy,
      enter: enterFullscreen,
    },
  }
}
