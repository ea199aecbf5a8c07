import { m } from './paraglide/messages.js'

// Object.assign keeps words()'s getters (it only sets the functions onto that object), where a
// spread would read each text once, at import, in whatever language was current then.
export const PAGER_TEXTS = {
  page: (page: number) => m.pager_texts_page({ page }),
  pageOf: (page: number, pages: number) => m.pager_texts_page_of({ page, pages }),
}
