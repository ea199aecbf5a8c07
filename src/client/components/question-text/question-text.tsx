import { memo, type ReactNode, useMemo } from 'react'
import { type Block, type Inline, parseQuestionMarkup, type QuestionMarkup } from '#shared/question-markup'
import { USER_CONTENT } from '@/components/user-text'
import { cn } from '@/lib/utils'
import { type RenderMath, useMath } from './use-math'

type MathInline = Extract<Inline, { kind: 'math' }>

/**
 * A formula: KaTeX's HTML once its chunk is here and it draws, else the formula as its author typed
 * it (`data-math="source"` when KaTeX could not draw it, `"waiting"` while KaTeX loads). A drawn
 * formula is named by its LaTeX, as an encyclopaedia's formula images are: a name computed from the
 * words around it (a radio's label that is only a formula) does not reach into KaTeX's MathML.
 */
function Formula({ math, renderMath }: { math: MathInline; renderMath: RenderMath | undefined }) {
  const html = renderMath?.(math.source, math.display)
  if (html) {
    return (
      <span
        role="math"
        aria-label={math.source}
        data-math=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own HTML, drawn with nothing trusted and the commands that link, load or define refused (math.ts); no author's text reaches the page as HTML any other way.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  return (
    <span
      data-math={html === null ? 'source' : 'waiting'}
      className={cn('whitespace-pre-wrap', math.display && 'block')}
    >
      {math.raw}
    </span>
  )
}

function inlines(children: Inline[], renderMath: RenderMath | undefined): ReactNode[] {
  return children.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return inline.text
      case 'strong':
        return <strong key={index}>{inlines(inline.children, renderMath)}</strong>
      case 'em':
        return <em key={index}>{inlines(inline.children, renderMath)}</em>
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {inline.text}
          </code>
        )
      case 'math':
        return <Formula key={index} math={inline} renderMath={renderMath} />
      default:
        return <br key={index} />
    }
  })
}

/**
 * Paragraphs and lists as spans laid out as blocks, with the roles of a list: a question's words sit
 * in headings, labels and table cells, where a <p> or a <ul> may not.
 */
function BlockView({ block, renderMath }: { block: Block; renderMath: RenderMath | undefined }) {
  if (block.kind === 'paragraph') return <span className="block">{inlines(block.children, renderMath)}</span>
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <ul> or <ol> may not stand in a heading or a label, where a question's words go.
    <span role="list" className="block space-y-1">
      {block.items.map((item, index) => (
        // biome-ignore lint/a11y/useSemanticElements: an item of the list above.
        <span role="listitem" key={index} className="flex gap-2">
          <span className="shrink-0 tabular-nums" aria-hidden={!block.ordered}>
            {block.ordered ? `${block.start + index}.` : '•'}
          </span>
          <span className="min-w-0">{inlines(item, renderMath)}</span>
        </span>
      ))}
    </span>
  )
}

/** A parsed text drawn with the given formula renderer (none: formulas as typed). */
export const QuestionMarkupView = memo(function QuestionMarkupView({
  markup,
  renderMath,
  className,
}: {
  markup: QuestionMarkup
  renderMath: RenderMath | undefined
  className?: string | undefined
}) {
  const [only, ...rest] = markup.blocks
  if (only?.kind === 'paragraph' && rest.length === 0) {
    return (
      <span {...USER_CONTENT} className={className}>
        {inlines(only.children, renderMath)}
      </span>
    )
  }
  return (
    <span {...USER_CONTENT} className={cn('block space-y-2', className)}>
      {markup.blocks.map((block, index) => (
        <BlockView key={index} block={block} renderMath={renderMath} />
      ))}
    </span>
  )
})

/**
 * The words of a question, an option or an explanation, wherever they are shown (the attempt, the
 * result, the editor's preview, the review, the statistics, an import's preview): its formatting and
 * formulas (`#shared/question-markup`), marked as its author's words. KaTeX loads only for a text
 * that holds a formula.
 */
export function QuestionText({ text, className }: { text: string; className?: string | undefined }) {
  const markup = useMemo(() => parseQuestionMarkup(text), [text])
  const renderMath = useMath(markup.hasMath)
  return <QuestionMarkupView markup={markup} renderMath={renderMath} className={className} />
}
