/**
 * Words several screens share, in a module of their own so each page downloads only these: a
 * paged list's controls, and the viewer's own place on a leaderboard. The words are in the
 * catalogs (messages/*.json), read when used, in the language of the moment.
 */
import { withWords, words } from './i18n'
import { m } from './paraglide/messages.js'

// Object.assign keeps words()'s getters (it only sets the functions onto that object), where a
// spread would read each text once, at import, in whatever language was current then.
export const PAGER_TEXTS = withWords(words({ previous: m.pager_texts_previous, next: m.pager_texts_next }), {
  page: (page: number) => m.pager_texts_page({ page }),
  pageOf: (page: number, pages: number) => m.pager_texts_page_of({ page, pages }),
})

export const PLACE_TEXTS = words({
  you: m.place_texts_you,
  yourPlace: m.place_texts_your_place,
})
