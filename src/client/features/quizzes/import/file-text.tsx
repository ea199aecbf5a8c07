import { type ReactNode, type Ref, useImperativeHandle, useMemo, useRef, useState } from 'react'
import { IMPORT_SCREEN_TEXTS } from '@/texts/import-screen-texts'
import { lineAt, lineStart } from './import-file'

export interface FileTextHandle {
  /** Focuses the text with the cursor at the start of the line, scrolled into view. */
  goToLine: (line: number) => void
}

/** The gutter's numbers, one a line, with the lines that have a problem marked. */
function gutterNumbers(lineCount: number, marked: ReadonlySet<number>): ReactNode[] {
  const parts: ReactNode[] = []
  let plain = ''
  for (let line = 1; line <= lineCount; line++) {
    const end = line < lineCount ? '\n' : ''
    if (!marked.has(line)) {
      plain += `${line}${end}`
      continue
    }
    if (plain) parts.push(plain)
    plain = end
    parts.push(
      <span key={line} className="font-bold text-destructive">
        {line}
      </span>,
    )
  }
  if (plain) parts.push(plain)
  return parts
}

/**
 * The file's text, editable, with line numbers beside it: the numbers the problems are reported by.
 * Lines do not wrap, so each line of the text is one row of the gutter; the gutter follows the
 * text's scrolling. Below it, the line the cursor is on.
 */
export function FileText({
  id,
  labelledBy,
  value,
  onChange,
  problemLines,
  describedBy,
  ref,
}: {
  id: string
  labelledBy: string
  value: string
  onChange: (value: string) => void
  problemLines: ReadonlySet<number>
  describedBy: string
  ref: Ref<FileTextHandle>
}) {
  const area = useRef<HTMLTextAreaElement>(null)
  const gutter = useRef<HTMLPreElement>(null)
  const [cursorLine, setCursorLine] = useState(1)
  const lineCount = useMemo(() => lineAt(value, value.length), [value])
  const numbers = useMemo(() => gutterNumbers(lineCount, problemLines), [lineCount, problemLines])

  const followScroll = () => {
    if (gutter.current && area.current) gutter.current.scrollTop = area.current.scrollTop
  }
  const trackCursor = () => {
    const text = area.current
    if (text) setCursorLine(lineAt(text.value, text.selectionStart))
  }

  useImperativeHandle(ref, () => ({
    goToLine(line) {
      const text = area.current
      if (!text) return
      const offset = lineStart(text.value, line)
      text.focus()
      text.setSelectionRange(offset, offset)
      // The line a third of the way down the box, so the lines before it show too.
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight) || 24
      text.scrollTop = Math.max(0, (line - 1) * lineHeight - text.clientHeight / 3)
      text.scrollLeft = 0
      followScroll()
      setCursorLine(lineAt(text.value, offset))
    },
  }))

  return (
    <div className="space-y-1">
      <div className="flex h-96 overflow-hidden rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30">
        <pre
          ref={gutter}
          aria-hidden="true"
          className="m-0 min-w-12 shrink-0 overflow-hidden border-r px-2 pt-2 pb-8 text-right font-mono text-sm leading-6 text-muted-foreground select-none"
        >
          {numbers}
        </pre>
        <textarea
          ref={area}
          id={id}
          value={value}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 resize-none overflow-auto bg-transparent px-3 py-2 font-mono text-sm leading-6 whitespace-pre outline-none"
          onChange={(event) => {
            onChange(event.target.value)
            trackCursor()
          }}
          onScroll={followScroll}
          onSelect={trackCursor}
        />
      </div>
      <p className="text-right text-xs text-muted-foreground" data-testid="cursor-line">
        {IMPORT_SCREEN_TEXTS.cursorAt(cursorLine)}
      </p>
    </div>
  )
}
