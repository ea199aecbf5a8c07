/**
 * The toasts' region and a toast's close button, named in the page's language (the library's own
 * names are English). Apart from the shell's texts: the toasts come after the first screen.
 */
import { m, words } from '#shared/i18n'

export const TOAST_TEXTS = words({ close: () => m.shell_close() })
