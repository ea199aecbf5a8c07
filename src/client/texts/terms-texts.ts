/**
 * The Terms & Conditions page's words. In a paragraph or list item, **double asterisks** mark bold
 * words and [label](/path) a link to a page of the site. A module of its own, so only that page
 * downloads it. The words are in the catalogs (messages/*.json), a paragraph or list item a
 * message, each read when shown (a getter), in the language of the moment.
 */
import { WALLET } from '#shared/constants'
import { GRIEVANCE_TEXTS } from './grievance-texts'
import { lastUpdated, m } from '#shared/i18n'
import { formatINR } from '#shared/money'
import { PRODUCT_NAME } from '#shared/shell-texts'

/**
 * A part of a section: a paragraph, a list, the numbered rules of fair play, or the grievance
 * officer's name and address (the server's configuration, which the page shows in its place).
 */
export type TermsBlock =
  | { p: string }
  | { list: string[] }
  | { rules: ReadonlyArray<{ title: string; text: string }> }
  | { grievanceOfficer: true }

/** A section: its anchor (which links and bookmarks point at), and its title and blocks, read when shown. */
const section = <const Id extends string>(id: Id, title: () => string, blocks: () => TermsBlock[]) => ({
  id,
  get title() {
    return title()
  },
  get blocks() {
    return blocks()
  },
})

const product = { product: PRODUCT_NAME }

/** The day these terms last changed. */
const LAST_UPDATED = '2026-12-04'

export const TERMS_COPY = {
  lastUpdated: lastUpdated(LAST_UPDATED, m.terms_copy_last_updated_prefix),
  get description() {
    return m.terms_copy_description(product)
  },
  get tableOfContents() {
    return m.terms_copy_table_of_contents()
  },
  /** In the order shown; `id` is each section's anchor, which links and bookmarks point at. */
  sections: [
    section('acceptance', m.terms_copy_acceptance_title, () => [
      { p: m.terms_copy_acceptance_agree({ ...product, privacy: m.static_privacy() }) },
      { p: m.terms_copy_acceptance_minors(product) },
    ]),
    section('accounts', m.terms_copy_accounts_title, () => [
      {
        list: [
          m.terms_copy_accounts_accurate(),
          m.terms_copy_accounts_password(),
          m.terms_copy_accounts_one_person(),
          m.terms_copy_accounts_username(),
        ],
      },
    ]),
    section('quiz-participation', m.terms_copy_participation_title, () => [
      { p: m.terms_copy_participation_intro() },
      {
        rules: [
          { title: m.terms_copy_participation_honest_title(), text: m.terms_copy_participation_honest_text() },
          {
            title: m.terms_copy_participation_independent_title(),
            text: m.terms_copy_participation_independent_text(),
          },
          { title: m.terms_copy_participation_sharing_title(), text: m.terms_copy_participation_sharing_text() },
          { title: m.terms_copy_participation_time_title(), text: m.terms_copy_participation_time_text() },
          {
            title: m.terms_copy_participation_automation_title(),
            text: m.terms_copy_participation_automation_text(),
          },
        ],
      },
      { p: m.terms_copy_participation_anti_cheat() },
    ]),
    section('creating-quizzes', m.terms_copy_creating_title, () => [
      {
        list: [m.terms_copy_creating_review(), m.terms_copy_creating_responsible(), m.terms_copy_creating_content()],
      },
    ]),
    section('wallet-and-payments', m.terms_copy_wallet_title, () => [
      {
        list: [
          m.terms_copy_wallet_balance({
            minimum: formatINR(WALLET.minAddPaise),
            time: m.wallet_texts_verification_time(WALLET.verificationMinutes),
          }),
          m.terms_copy_wallet_paid_quiz(),
          m.terms_copy_wallet_creators(),
          m.terms_copy_wallet_withdraw({
            minimum: formatINR(WALLET.minWithdrawalPaise),
            time: m.wallet_texts_withdrawal_time(WALLET.withdrawalBusinessDays),
          }),
          m.terms_copy_wallet_not_a_bank(),
        ],
      },
    ]),
    section('intellectual-property', m.terms_copy_property_title, () => [
      { p: m.terms_copy_property_ours(product) },
      { p: m.terms_copy_property_yours(product) },
    ]),
    section('termination', m.terms_copy_termination_title, () => [
      { p: m.terms_copy_termination_yours(product) },
      { p: m.terms_copy_termination_ours() },
    ]),
    section('limitation-of-liability', m.terms_copy_liability_title, () => [
      { p: m.terms_copy_liability_as_is(product) },
      { p: m.terms_copy_liability_limit() },
    ]),
    section('changes', m.terms_copy_changes_title, () => [
      { p: m.terms_copy_changes_updates(product) },
      { p: m.terms_copy_changes_questions({ promise: m.contact_response_promise() }) },
    ]),
    section(
      'grievance-officer',
      () => m.grievance_title(),
      () => [{ p: GRIEVANCE_TEXTS.intro }, { grievanceOfficer: true }, { p: GRIEVANCE_TEXTS.timeline }],
    ),
  ] satisfies ReadonlyArray<{ id: string; title: string; blocks: TermsBlock[] }>,
}
