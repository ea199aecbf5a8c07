import { type RefObject, useLayoutEffect, useState } from 'react'
import { cn } from '@/lib/utils'

export interface HiddenEdges {
  /** Content is out of view before the start (scrolled past). */
  start: boolean
  /** Content is out of view after the end (more to scroll to). */
  end: boolean
}

/**
 * Which ends of a sideways-scrolling element have content out of view, followed as it scrolls and
 * as it or its content changes size.
 */
export function useHiddenEdges(ref: RefObject<HTMLElement | null>): HiddenEdges {
  const [edges, setEdges] = useState<HiddenEdges>({ start: false, end: false })
  // Measured before the first paint: what the edges add below a table is there from the start, and
  // moves nothing when it comes (docs/decisions/016-pages-hold-still.md).
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      // A right-to-left page counts scrollLeft down from 0: the distance from the start either way.
      const scrolled = Math.abs(element.scrollLeft)
      const hidden = element.scrollWidth - element.clientWidth
      const next = { start: scrolled > 1, end: hidden - scrolled > 1 }
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next))
    }
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(element)
    for (const child of element.children) observer?.observe(child)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [ref])
  return edges
}

/**
 * A shadow over each end of a scrolling row where more of it is out of view: a phone's narrow
 * screen shows there is more to the side. Place inside a `relative` box around the scroller.
 */
export function ScrollShadows({ start, end }: HiddenEdges) {
  const shadow = 'pointer-events-none absolute inset-y-0 w-6 from-foreground/15 to-transparent'
  return (
    <>
      {start && (
        <span
          aria-hidden="true"
          data-slot="scroll-shadow"
          data-edge="start"
          className={cn(shadow, 'start-0 bg-linear-to-r rtl:bg-linear-to-l')}
        />
      )}
      {end && (
        <span
          aria-hidden="true"
          data-slot="scroll-shadow"
          data-edge="end"
          className={cn(shadow, 'end-0 bg-linear-to-l rtl:bg-linear-to-r')}
        />
      )}
    </>
  )
}
