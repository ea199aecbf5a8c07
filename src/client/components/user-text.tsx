import type { ReactNode } from 'react'

/**
 * People's own words among the interface's: a quiz's title and questions, a username, a reason an
 * admin typed. They are in whatever language their author wrote, so they are marked
 * (`data-user-content`): the browser tests' check that a Hindi page speaks Hindi leaves them out,
 * and anything else that reads the page for its language (a translator) can tell them apart.
 */
export function UserText({ children, lang }: { children: ReactNode; lang?: string | undefined }) {
  return (
    <span data-user-content="" lang={lang}>
      {children}
    </span>
  )
}

/** The attributes that mark an element of the page's own as holding people's words only. */
export const USER_CONTENT = { 'data-user-content': '' } as const

/** A name or a code the same in every language (a setting's name, an id): not to be translated. */
export function NameText({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>
}
