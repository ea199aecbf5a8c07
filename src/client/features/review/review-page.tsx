import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { CalendarCheck, CheckCircle2, CircleDot, XCircle } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { PlayerResponse } from '#shared/questions/responses'
import type { QuestionView } from '#shared/questions/serve'
import { quizLanguageDirection } from '#shared/quiz-languages'
import { reviewDueAt } from '#shared/review'
import { AnswerControl } from '@/components/answer-controls/answer-control'
import { answerProblem, type ResponseDraft } from '@/components/answer-controls/answer-state'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { inPaperLanguage, PaperLanguageSwitch } from '@/components/paper-language/paper-language'
import { QuestionImage } from '@/components/question-image/question-image'
import { QuestionText } from '@/components/question-text/question-text'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { UserText } from '@/components/user-text'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trpc, type RouterOutputs } from '@/trpc'
import { answerLines } from '@/lib/answer-lines'
import { reviewDueQuery } from './review-queries'
import { m } from '#shared/i18n'

type Due = RouterOutputs['review']['due']
type DueCard = Due['cards'][number]
type Answered = RouterOutputs['review']['answer']
type Tally = Record<Answered['outcome'], number>

const OUTCOME = {
  right: { icon: CheckCircle2, words: () => m.review_screen_right(), className: 'text-green-700 dark:text-green-400' },
  partial: { icon: CircleDot, words: () => m.review_screen_partial(), className: 'text-amber-700 dark:text-amber-400' },
  wrong: { icon: XCircle, words: () => m.review_screen_wrong(), className: 'text-red-700 dark:text-red-400' },
} as const

/** What the card's answer showed: how it went, the right answer and explanation where allowed, and when it is back. */
function Feedback({ view, answered, second }: { view: QuestionView; answered: Answered; second: boolean }) {
  const look = OUTCOME[answered.outcome]
  const Icon = look.icon
  return (
    <div role="status" className="space-y-3 rounded-lg border p-4">
      <p className={`flex items-center gap-2 font-semibold ${look.className}`}>
        <Icon className="size-5 shrink-0" aria-hidden="true" /> {look.words()}
      </p>
      {answered.answer ? (
        <div>
          <p className="text-sm text-muted-foreground">{m.review_screen_right_answer()}</p>
          <ul className="font-semibold">
            {answerLines(view, answered.answer, {
              yes: m.question_answer_true(),
              no: m.question_answer_false(),
            }).map((line, index) => (
              <li key={index}>
                <QuestionText text={line} className="wrap-anywhere" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        !answered.answersShown && <p className="text-sm text-muted-foreground">{m.review_screen_answer_hidden()}</p>
      )}
      {answered.explanation && (
        <div>
          <p className="text-sm text-muted-foreground">{m.review_screen_explanation()}</p>
          <QuestionText
            text={(second && answered.translatedExplanation) || answered.explanation}
            className="wrap-anywhere"
          />
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        {m.review_screen_next_review({ time: reviewDueAt(answered.nextDueAt) })}
      </p>
    </div>
  )
}

/** One card: its question drawn by the attempt's own controls, checked, then its feedback. */
function ReviewCard({
  card,
  number,
  total,
  onAnswered,
  onNext,
  answered,
}: {
  card: DueCard
  number: number
  total: number
  answered: Answered | null
  onAnswered: (answer: Answered) => void
  onNext: () => void
}) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const [draft, setDraft] = useState<ResponseDraft>(null)
  // The question in its second language, where it has one: the same places, so a draft means the same in both.
  const [second, setSecond] = useState(false)
  const {
    question: text,
    translation: _translation,
    ...view
  } = inPaperLanguage({ question: card.question, ...card.view, translation: card.translation ?? undefined }, second)
  const language = second && card.translation ? card.translation.language : card.language
  const answer = useMutation(
    trpc.review.answer.mutationOptions({
      onSuccess: onAnswered,
      onError: (error) => notify.error(errorMessage(error)),
    }),
  )
  useEffect(() => {
    if (number > 1) headingRef.current?.focus()
  }, [number])
  useEffect(() => {
    if (answered) nextRef.current?.focus()
  }, [answered])
  // An order may be sent as it stands: leaving the items where they are is an answer too.
  const response: PlayerResponse | null =
    card.view.type === 'ordering' ? (draft ?? card.view.items.map((_, index) => index)) : draft
  const problem = answerProblem(view, response)
  const last = number === total
  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
            <span>{m.review_screen_card_of({ number, total })}</span>
            <span className="wrap-anywhere">
              {m.review_screen_quiz()} <UserText>{card.quizTitle}</UserText>
            </span>
          </p>
          {card.translation && (
            <PaperLanguageSwitch
              first={card.language}
              second={card.translation.language}
              isSecond={second}
              onChange={setSecond}
            />
          )}
          <h2
            id={`${id}-text`}
            ref={headingRef}
            tabIndex={-1}
            lang={language}
            dir={quizLanguageDirection(language)}
            className="text-xl leading-snug font-semibold wrap-anywhere outline-none"
          >
            <QuestionText text={text} />
          </h2>
          {card.image && <QuestionImage image={card.image} />}
        </div>
        <AnswerControl
          view={view}
          response={draft}
          onChange={setDraft}
          labelledBy={`${id}-text`}
          disabled={answered !== null || answer.isPending}
          optionImages={card.optionImages ?? undefined}
        />
        {problem && draft !== null && <p className="text-sm text-destructive">{problem}</p>}
        {answered ? (
          <>
            <Feedback view={view} answered={answered} second={second} />
            <Button ref={nextRef} size="lg" className="w-full sm:w-auto" onClick={onNext}>
              {last ? m.review_screen_finish() : m.review_screen_next()}
            </Button>
          </>
        ) : (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={response === null || problem !== null || answer.isPending}
            onClick={() =>
              response !== null &&
              answer.mutate({ cardId: card.id, response: typeof response === 'object' ? [...response] : response })
            }
          >
            {m.review_screen_check()}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

function NothingDue({ due }: { due: Due }) {
  return (
    <EmptyState
      icon={CalendarCheck}
      title={m.review_screen_nothing_due()}
      description={
        due.nextDueAt ? m.review_screen_next_due({ time: reviewDueAt(due.nextDueAt) }) : m.review_screen_no_cards()
      }
    />
  )
}

/**
 * The review session: the cards due when the page opened, one at a time, each answered, checked
 * and explained as its quiz allows, then a summary. The list is read once per session, so a card
 * answered does not move the others while the player works through them.
 */
export function ReviewPage() {
  useDocumentTitle(m.review_screen_title())
  const queryClient = useQueryClient()
  const { data: due } = useSuspenseQuery(reviewDueQuery())
  const [place, setPlace] = useState(0)
  const [answered, setAnswered] = useState<Answered | null>(null)
  const [tally, setTally] = useState<Tally>({ right: 0, partial: 0, wrong: 0 })
  const cards = due.cards
  const card = cards[place]
  const finished = cards.length > 0 && place >= cards.length

  // The summary stays until the new list is in, so no card of the session just done shows again.
  const again = async () => {
    await queryClient.refetchQueries({ queryKey: reviewDueQuery().queryKey })
    setPlace(0)
    setAnswered(null)
    setTally({ right: 0, partial: 0, wrong: 0 })
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title={m.review_screen_title()} description={m.review_screen_intro()} />
      {cards.length === 0 ? (
        <NothingDue due={due} />
      ) : finished ? (
        <section aria-labelledby="review-summary" className="space-y-4 rounded-xl border p-6 text-center">
          <h2 id="review-summary" className="text-xl font-semibold">
            {m.review_screen_summary_title()}
          </h2>
          <p>{m.review_screen_summary(tally)}</p>
          <Button onClick={() => void again()}>{m.review_screen_more()}</Button>
        </section>
      ) : (
        card && (
          <ReviewCard
            key={card.id}
            card={card}
            number={place + 1}
            total={cards.length}
            answered={answered}
            onAnswered={(result) => {
              void queryClient.invalidateQueries({ queryKey: trpc.review.count.queryKey() })
              setAnswered(result)
              setTally((counts) => ({ ...counts, [result.outcome]: counts[result.outcome] + 1 }))
            }}
            onNext={() => {
              setAnswered(null)
              setPlace((at) => at + 1)
            }}
          />
        )
      )}
    </div>
  )
}
