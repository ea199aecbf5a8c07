/**
 * The About page's copy beyond the product's own words (STATIC_PAGE_TEXTS in texts.ts). A module
 * of its own, so only the About page downloads it. The words are in the catalogs
 * (messages/*.json), each read when shown, in the language of the moment.
 */
import { QUIZ_LIMITS } from '#shared/constants'
import { m, words } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/texts'

export const ABOUT_COPY = {
  get description() {
    return m.about_copy_description({ product: PRODUCT_NAME })
  },
  get mission() {
    return m.about_copy_mission()
  },
  get offerTitle() {
    return m.about_copy_offer_title()
  },
  offerings: [
    words({
      title: m.about_copy_offerings_ai_title,
      text: () => m.about_copy_offerings_ai_text({ max: QUIZ_LIMITS.aiMaxQuestions }),
    }),
    words({ title: m.about_copy_offerings_timed_title, text: m.about_copy_offerings_timed_text }),
    words({ title: m.about_copy_offerings_scores_title, text: m.about_copy_offerings_scores_text }),
    words({ title: m.about_copy_offerings_analysis_title, text: m.about_copy_offerings_analysis_text }),
    words({ title: m.about_copy_offerings_paid_title, text: m.about_copy_offerings_paid_text }),
    words({ title: m.about_copy_offerings_community_title, text: m.about_copy_offerings_community_text }),
  ],
  get valuesTitle() {
    return m.about_copy_values_title()
  },
  /** Each value's text, by the value's key (STATIC_PAGE_TEXTS in texts.ts). */
  values: words({
    quality: m.about_copy_values_quality,
    accessibility: m.about_copy_values_accessibility,
    innovation: m.about_copy_values_innovation,
    community: m.about_copy_values_community,
  }),
  get promisesTitle() {
    return m.about_copy_promises_title()
  },
  /** Each claim's text, by the claim's key (STATIC_PAGE_TEXTS in texts.ts). */
  claims: words({
    free: m.about_copy_claims_free_to_join,
    noAds: m.about_copy_claims_no_ads,
    updates: m.about_copy_claims_regular_updates,
  }),
  get joinTitle() {
    return m.about_copy_join_title({ product: PRODUCT_NAME })
  },
  get joinText() {
    return m.about_copy_join_text()
  },
  get getInTouch() {
    return m.about_copy_get_in_touch()
  },
}
