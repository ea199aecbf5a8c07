/**
 * The Privacy & Policy page's words. In a list item or paragraph, **double asterisks** mark the words
 * shown in bold. A module of its own, so only that page downloads it. The words are in the catalogs
 * (messages/*.json), a paragraph or list item a message, each read when shown (a getter), in the
 * language of the moment.
 */
import { lastUpdated, m, words } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/shell-texts'

/** A part of a policy section: a paragraph, a subheading, a list, or a paragraph set apart in a box. */
export type PolicyBlock = { p: string } | { h3: string } | { list: string[] } | { note: string }

/** A section whose title and blocks are read when shown. */
const section = (title: () => string, blocks: () => PolicyBlock[]) => ({
  get title() {
    return title()
  },
  get blocks() {
    return blocks()
  },
})

const product = { product: PRODUCT_NAME }

/** The day this policy last changed. */
const LAST_UPDATED = '2026-11-22'

export const PRIVACY_COPY = {
  lastUpdated: lastUpdated(LAST_UPDATED, m.privacy_copy_last_updated_prefix),
  get description() {
    return m.privacy_copy_description(product)
  },
  highlights: [
    words({ title: m.privacy_copy_highlights_no_ads_title, text: m.privacy_copy_highlights_no_ads_text }),
    words({ title: m.privacy_copy_highlights_secure_title, text: m.privacy_copy_highlights_secure_text }),
    words({ title: m.privacy_copy_highlights_control_title, text: m.privacy_copy_highlights_control_text }),
  ],
  sections: {
    collect: section(m.privacy_copy_collect_title, () => [
      { p: m.privacy_copy_collect_intro() },
      { h3: m.privacy_copy_collect_account_heading() },
      {
        list: [
          m.privacy_copy_collect_account_sign_up(),
          m.privacy_copy_collect_account_google(),
          m.privacy_copy_collect_account_profile(),
        ],
      },
      { h3: m.privacy_copy_collect_activity_heading() },
      {
        list: [
          m.privacy_copy_collect_activity_quizzes(),
          m.privacy_copy_collect_activity_attempts(),
          m.privacy_copy_collect_activity_anti_cheat(),
        ],
      },
      { h3: m.privacy_copy_collect_wallet_heading() },
      {
        list: [
          m.privacy_copy_collect_wallet_amounts(),
          m.privacy_copy_collect_wallet_upi_id(),
          m.privacy_copy_collect_wallet_no_pin(),
        ],
      },
      { h3: m.privacy_copy_collect_technical_heading() },
      {
        list: [
          m.privacy_copy_collect_technical_contact(),
          m.privacy_copy_collect_technical_session(),
          m.privacy_copy_collect_technical_theme(),
        ],
      },
    ]),
    use: section(m.privacy_copy_use_title, () => [
      {
        list: [
          m.privacy_copy_use_account(),
          m.privacy_copy_use_quizzes(),
          m.privacy_copy_use_review(),
          m.privacy_copy_use_wallet(),
          m.privacy_copy_use_ai(),
          m.privacy_copy_use_messages(),
          m.privacy_copy_use_fairness(),
        ],
      },
      { note: m.privacy_copy_use_no_ads(product) },
    ]),
    security: section(m.privacy_copy_security_title, () => [
      {
        list: [
          m.privacy_copy_security_passwords(),
          m.privacy_copy_security_sessions(),
          m.privacy_copy_security_https(),
          m.privacy_copy_security_wallet(),
          m.privacy_copy_security_rate_limits(),
        ],
      },
      { p: m.privacy_copy_security_breach() },
    ]),
    rights: section(m.privacy_copy_rights_title, () => [
      { p: m.privacy_copy_rights_intro() },
      {
        list: [
          m.privacy_copy_rights_correct(),
          m.privacy_copy_rights_remove(),
          m.privacy_copy_rights_delete(),
          m.privacy_copy_rights_ask(),
        ],
      },
      { p: m.privacy_copy_rights_minors(product) },
    ]),
    updates: section(m.privacy_copy_updates_title, () => [{ p: m.privacy_copy_updates_text(product) }]),
  } satisfies Record<string, { title: string; blocks: PolicyBlock[] }>,
  contact: words({
    before: m.privacy_copy_contact_before,
    link: m.privacy_copy_contact_link,
    or: m.privacy_copy_contact_or,
  }),
}
