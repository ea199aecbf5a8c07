import { useEffect, useId, useRef } from 'react'
import { ATTEMPT_TEXTS } from '#shared/texts'
import { Card, CardContent } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { QuestionText } from '@/components/question-text/question-text'
import type { AttemptQuestion } from './types'

interface QuestionViewProps {
  question: AttemptQuestion
  selected: number | null
  disabled: boolean
  onSelect: (option: number) => void
  /** After a move to the next question: keyboard and screen-reader users continue from its text. */
  focusOnMount: boolean
}

/** One question: its text names the radio group; arrow keys move between the four options. */
export function QuestionView({ question, selected, disabled, onSelect, focusOnMount }: QuestionViewProps) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])

  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{ATTEMPT_TEXTS.points(question.points)}</p>
          <h2
            id={`${id}-text`}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl leading-snug font-semibold wrap-anywhere outline-none"
          >
            <QuestionText text={question.question} />
          </h2>
        </div>
        <RadioGroup
          aria-labelledby={`${id}-text`}
          value={selected === null ? '' : String(selected)}
          onValueChange={(value) => onSelect(Number(value))}
          disabled={disabled}
        >
          {question.options.map((option, index) => (
            <Label
              key={index}
              htmlFor={`${id}-option-${index}`}
              className="cursor-pointer gap-3 rounded-lg border p-4 text-base leading-snug font-normal hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
            >
              <RadioGroupItem value={String(index)} id={`${id}-option-${index}`} />
              <QuestionText text={option} className="min-w-0 wrap-anywhere" />
            </Label>
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  )
}
