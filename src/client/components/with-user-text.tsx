import { Fragment, type ReactNode } from 'react'
import { NameText, UserText } from './user-text'

type Quoted = ReadonlyArray<string | null | undefined>

/**
 * A text of the interface with people's words in it (`“{title}” was approved`): each place one of
 * `values` appears is marked as theirs (or drawn by `render`, which marks it itself), and each of
 * `names` as a name; the words around them stay the interface's.
 */
export function WithUserText({
  text,
  values,
  names = [],
  render,
}: {
  text: string
  values: Quoted
  names?: Quoted
  render?: (value: string) => ReactNode
}) {
  const quoted = [
    ...values.filter((value): value is string => Boolean(value)).map((value) => ({ value, isName: false })),
    ...names.filter((value): value is string => Boolean(value)).map((value) => ({ value, isName: true })),
  ].sort((a, b) => b.value.length - a.value.length)
  if (quoted.length === 0) return text
  const parts: Array<{ text: string; mark?: 'user' | 'name' }> = []
  let rest = text
  for (;;) {
    const next = quoted
      .map((quote) => ({ ...quote, at: rest.indexOf(quote.value) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0]
    if (!next) break
    if (next.at > 0) parts.push({ text: rest.slice(0, next.at) })
    parts.push({ text: next.value, mark: next.isName ? 'name' : 'user' })
    rest = rest.slice(next.at + next.value.length)
  }
  if (rest) parts.push({ text: rest })
  let offset = 0
  // One element: in a flex container (a button, a badge) the parts stay one line of text.
  return (
    <span>
      {parts.map((part) => {
        const key = offset
        offset += part.text.length
        if (part.mark === 'user') {
          return render ? (
            <Fragment key={key}>{render(part.text)}</Fragment>
          ) : (
            <UserText key={key}>{part.text}</UserText>
          )
        }
        if (part.mark === 'name') return <NameText key={key}>{part.text}</NameText>
        return <Fragment key={key}>{part.text}</Fragment>
      })}
    </span>
  )
}
