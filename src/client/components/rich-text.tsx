import { Link, type LinkProps } from '@tanstack/react-router'
import { Fragment } from 'react'

const LINK_CLASS =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** **bold** words, and [a link](/path) to a page of the site. */
const MARKS = /(\*\*[^*]+\*\*|\[[^\]]+\]\(\/[^)]*\))/

/**
 * A sentence from the texts modules with its marks: **double asterisks** around the words shown in
 * bold, [label](/path) for a link to a page of the site. The words live in one place, and the page
 * still shows which of them stand out or lead somewhere.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(MARKS).map((part, index) => {
        if (part.startsWith('**') && part.endsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>
        const link = /^\[([^\]]+)\]\((\/[^)]*)\)$/.exec(part)
        if (link) {
          return (
            <Link key={index} to={link[2] as LinkProps['to']} className={LINK_CLASS}>
              {link[1]}
            </Link>
          )
        }
        return <Fragment key={index}>{part}</Fragment>
      })}
    </>
  )
}
