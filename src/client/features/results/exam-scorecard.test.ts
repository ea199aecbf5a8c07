import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { m } from '#shared/i18n'
import { readIn } from '#shared/i18n-testing'
import { ExamScorecard } from './exam-scorecard'

type Props = Parameters<typeof ExamScorecard>[0]

/** A figure's text wherever the scorecard shows it (the table and the phone's cards each once). */
const figures = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`data-figure="${name}"[^>]*>([^<]*)<`, 'g'))].map((match) => match[1])

const section = {
  title: 'General Awareness',
  questions: 200000,
  correct: 150000,
  partial: 0,
  wrong: 40000,
  skipped: 10000,
  gained: 150000,
  lost: 10000,
  score: 140000.25,
  fullMarks: 200000,
  accuracy: 78.9,
  timeSeconds: 0,
  topper: 198765.5,
  average: -1234.56,
}
const exam: Props['exam'] = {
  sections: [section, { ...section, title: 'Reasoning', score: -150000.5, gained: 0, lost: 150000.5, accuracy: null }],
  rank: 2,
  percentile: '90.1224411',
  candidates: 4132600,
  topper: 397531,
  average: -2469.12,
}
const draw = (props: Props) => renderToStaticMarkup(createElement(ExamScorecard, props))

describe('the exam scorecard', () => {
  it('writes marks to two places in Indian grouping, a negative one too, and counts in lakhs', () => {
    const html = draw({ exam, score: -10000.25 })
    expect(figures(html, 'score')).toContain(m.exam_result_score_of({ score: '1,40,000.25', full: '2,00,000.00' }))
    expect(figures(html, 'score')).toContain(m.exam_result_score_of({ score: '-1,50,000.50', full: '2,00,000.00' }))
    expect(figures(html, 'correct')).toContain('1,50,000')
    expect(figures(html, 'topper')).toContain('1,98,765.50')
    expect(figures(html, 'average')).toContain('-1,234.56')
    expect(figures(html, 'you')).toEqual(['-10,000.25', '1,40,000.25', '-1,50,000.50'])
    // The totals add in hundredths: 140 000.25 − 150 000.5 is −10 000.25 exactly.
    expect(figures(html, 'score')).toContain(m.exam_result_score_of({ score: '-10,000.25', full: '4,00,000.00' }))
    expect(figures(html, 'accuracy')).toContain(m.exam_result_none_answered())
    expect(html).toContain(m.exam_result_rank_of({ rank: '2', candidates: '41,32,600' }))
    // NTA's seven places as the server gave them.
    expect(html).toContain('>90.1224411<')
  })

  it('says “Not ranked yet” without a rank, and that no one has a mark before anyone is ranked, in Hindi too', () => {
    const unranked = {
      ...exam,
      rank: null,
      percentile: null,
      candidates: null,
      topper: null,
      average: null,
      sections: exam.sections.map((s) => ({ ...s, topper: null, average: null })),
    }
    const html = draw({ exam: unranked, score: 0 })
    expect(html).toContain(m.exam_result_not_ranked())
    expect(figures(html, 'topper').every((text) => text === m.exam_result_no_one_yet())).toBe(true)
    const hindi = readIn('hi', () => draw({ exam: unranked, score: 0 }))
    expect(hindi).toContain(m.exam_result_not_ranked({}, { locale: 'hi' }))
    expect(hindi).toContain(m.exam_result_heading({}, { locale: 'hi' }))
  })
})
