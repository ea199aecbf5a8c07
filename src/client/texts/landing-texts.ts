/**
 * The landing page's copy beyond the product's own words (LANDING in texts.ts): the feature
 * details, how it works, the testimonials and the sample question. A module of its own, so only
 * the landing page downloads it. The words are in the catalogs (messages/*.json), each read when
 * shown (a getter, or a words() object), in the language of the moment.
 */
import { m, words } from '#shared/i18n'
import { PRODUCT_NAME } from '#shared/texts'

/** A testimonial: the speaker's name (a name, the same in every language), role, city and words. */
/** A person's name is written in the page's script, as a newspaper in that language would. */
const testimonial = (name: () => string, role: () => string, city: () => string, quote: () => string) => ({
  get name() {
    return name()
  },
  get role() {
    return role()
  },
  get city() {
    return city()
  },
  get quote() {
    return quote()
  },
})

export const LANDING_COPY = {
  get eyebrow() {
    return m.landing_copy_eyebrow({ product: PRODUCT_NAME })
  },
  get intro() {
    return m.landing_copy_intro()
  },
  get featuresEyebrow() {
    return m.landing_copy_features_eyebrow({ product: PRODUCT_NAME })
  },
  get featuresTitle() {
    return m.landing_copy_features_title()
  },
  /** Each feature's details, by the feature's key (LANDING_FEATURES in texts.ts). */
  featureDetails: words({
    ai: m.landing_copy_feature_details_ai_powered_quizzes,
    community: m.landing_copy_feature_details_community_driven,
    rankings: m.landing_copy_feature_details_competitive_rankings,
  }),
  get stepsTitle() {
    return m.landing_copy_steps_title()
  },
  steps: [
    words({ title: m.landing_copy_steps_create_title, text: m.landing_copy_steps_create_text }),
    words({ title: m.landing_copy_steps_clock_title, text: m.landing_copy_steps_clock_text }),
    words({ title: m.landing_copy_steps_results_title, text: m.landing_copy_steps_results_text }),
  ],
  get testimonialsEyebrow() {
    return m.landing_copy_testimonials_eyebrow()
  },
  get testimonialsTitle() {
    return m.landing_copy_testimonials_title()
  },
  testimonials: [
    testimonial(
      m.landing_copy_testimonials_student_name,
      () => m.testimonial_roles_student(),
      m.landing_copy_testimonials_jaipur,
      m.landing_copy_testimonials_student_quote,
    ),
    testimonial(
      m.landing_copy_testimonials_teacher_name,
      () => m.testimonial_roles_teacher(),
      m.landing_copy_testimonials_chennai,
      m.landing_copy_testimonials_teacher_quote,
    ),
    testimonial(
      m.landing_copy_testimonials_quiz_enthusiast_name,
      () => m.testimonial_roles_quiz_enthusiast(),
      m.landing_copy_testimonials_pune,
      m.landing_copy_testimonials_quiz_enthusiast_quote,
    ),
  ],
  get closingTitle() {
    return m.landing_copy_closing_title()
  },
  get closingText() {
    return m.landing_copy_closing_text()
  },
  /** The sample question beside the headline: illustration only. */
  sample: {
    get category() {
      return m.landing_copy_sample_category()
    },
    clock: '0:18',
    get question() {
      return m.landing_copy_sample_question()
    },
    get options() {
      return [
        m.landing_copy_sample_option_ganga(),
        m.landing_copy_sample_option_kosi(),
        m.landing_copy_sample_option_son(),
        m.landing_copy_sample_option_gandak(),
      ] as const
    },
    /** The option shown as picked: Kosi, the answer. */
    get chosen() {
      return m.landing_copy_sample_option_kosi()
    },
    get progress() {
      return m.landing_copy_sample_progress({ answered: 3, total: 10 })
    },
    get next() {
      return m.landing_copy_sample_next()
    },
  },
}
