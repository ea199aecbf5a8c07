import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Loader2, SearchX } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import {
  DIFFICULTIES,
  type Difficulty,
  PUBLIC_CATEGORIES,
  type PublicCategory,
  QUIZ_SORTS,
  type QuizSort,
} from '#shared/quiz'
import { categoryLabel, difficultyLabel } from '#shared/quiz-labels'
import { QUIZ_LANGUAGE_NAMES } from '#shared/quiz-language-names'
import { QUIZ_LANGUAGES, type QuizLanguage } from '#shared/quiz-languages'
import { DISCOVERY_TEXTS, QUIZ_TEXTS } from '#shared/texts'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select'
import { EmptyState, PageTitle } from '@/components/empty-state'
import { PageLoading } from '@/components/page-loading'
import { errorMessage } from '@/lib/errors'
import { cn } from '@/lib/utils'
import { useIsHydrated, pageData, useValueTypedBeforeHydration } from '@/lib/hydration'
import { trpc } from '@/trpc'
import { ContinueStrip } from './continue-strip'
import { QuizCard } from './quiz-card'
import { quizListQuery } from './quiz-list-query'
import { m } from '#shared/i18n'

const route = getRouteApi('/quizzes')

/**
 * A field's value that starts from the URL's (or from `start`) and follows the URL's whenever that
 * changes. Set while rendering, as React advises for state that follows a prop, rather than in an
 * effect: an effect would also run once React has taken the page over, and wipe what was typed.
 */
function useFieldOfUrl<T>(inUrl: T, start: T | undefined = undefined) {
  const [value, setValue] = useState(start ?? inUrl)
  const [seen, setSeen] = useState(inUrl)
  if (!Object.is(seen, inUrl)) {
    setSeen(inUrl)
    setValue(inUrl)
  }
  return [value, setValue] as const
}

/**
 * One of the list's filters: a labelled select (its name is the URL's) whose choice applies at once.
 * `all`, when given, is the first option, the filter left out ('').
 */
function FilterSelect({
  name,
  label,
  value,
  all,
  options,
  onChoose,
  className,
}: {
  name: string
  label: string
  value: string
  all?: string
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>
  onChoose: (value: string) => void
  className?: string
}) {
  const id = `quiz-${name}`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        className={className}
      >
        {all !== undefined && <NativeSelectOption value="">{all}</NativeSelectOption>}
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  )
}

/**
 * 'Available Quizzes'. The filters live in the URL, so a filtered list can be shared and the
 * back button works; the list re-fetches whenever they change, and on Apply Filters or Enter even
 * when they have not: that is how a player looks for newly approved quizzes.
 */
export function AvailableQuizzes() {
  const filters = route.useSearch()
  const navigate = useNavigate({ from: '/quizzes' })
  const queryClient = useQueryClient()
  // The URL is the truth: Back / Forward change it, and every field follows. Words typed into the
  // prerendered search field before React took it over are kept, not wiped.
  const [search, setSearch] = useFieldOfUrl(filters.search ?? '', useValueTypedBeforeHydration('quiz-search'))
  const [category, setCategory] = useFieldOfUrl<string>(filters.category ?? '')
  const [difficulty, setDifficulty] = useFieldOfUrl<string>(filters.difficulty ?? '')
  const [sort, setSort] = useFieldOfUrl<QuizSort>(filters.sort ?? 'newest')
  const [language, setLanguage] = useFieldOfUrl<string>(filters.language ?? '')

  const fetched = useQuery(quizListQuery(filters))
  // The prerendered shell has no list: it is hydrated as loading, whatever has arrived since. A page
  // the server drew with its list (pageData) is hydrated with that list, which the loader put first.
  const isHydrated = useIsHydrated()
  const isDrawnAsServed = isHydrated || pageData() !== undefined
  const list = isDrawnAsServed ? fetched : { ...fetched, data: undefined, isPending: true as const, isFetching: false }

  const apply = (next: {
    search?: string
    category?: string
    difficulty?: string
    sort?: QuizSort
    language?: string
  }) =>
    navigate({
      search: {
        search: (next.search ?? search).trim() || undefined,
        // The selects offer only the listed values; '' means all.
        category: ((next.category ?? category) || undefined) as PublicCategory | undefined,
        difficulty: ((next.difficulty ?? difficulty) || undefined) as Difficulty | undefined,
        // Newest is the default order, and not written in the URL.
        sort: (next.sort ?? sort) === 'newest' ? undefined : (next.sort ?? sort),
        language: ((next.language ?? language) || undefined) as QuizLanguage | undefined,
      },
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const isSameList =
      (search.trim() || undefined) === filters.search &&
      (category || undefined) === filters.category &&
      (difficulty || undefined) === filters.difficulty &&
      sort === (filters.sort ?? 'newest') &&
      (language || undefined) === filters.language &&
      (filters.page ?? 1) === 1
    if (isSameList) {
      void list.refetch()
      return
    }
    // Lists cached for other filters are refetched as they come on screen, not served from memory.
    void queryClient.invalidateQueries({ queryKey: trpc.quizzes.list.pathKey(), refetchType: 'none' })
    void apply({})
  }

  const total = list.data?.total ?? 0
  // A list is loading while the previous one stays on screen (new filters keep it as a
  // placeholder; Apply Filters refetches it in place): say so.
  const isRefetching = list.isFetching && !list.isPending
  const isPreviousList = list.isPlaceholderData && list.isFetching
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle
        title={m.quiz_texts_available_title()}
        // The count's line is kept while the list loads, so the filters below it do not move.
        description={list.data ? QUIZ_TEXTS.availableCount(total) : ''}
      />
      {/* Sent before the page's script has run, the form is a GET of the same names: the list opens filtered. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark itself; a <search> element would only wrap it again. */}
      <form
        role="search"
        aria-label={m.quiz_texts_filters()}
        onSubmit={submit}
        className="grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
      >
        <div className="space-y-1.5">
          <Label htmlFor="quiz-search">{m.quiz_texts_search()}</Label>
          <Input
            id="quiz-search"
            name="search"
            type="search"
            placeholder={m.quiz_texts_search_placeholder()}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <FilterSelect
          name="category"
          label={m.quiz_texts_category()}
          value={category}
          all={m.quiz_texts_all_categories()}
          options={PUBLIC_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
          onChoose={(value) => {
            setCategory(value)
            void apply({ category: value })
          }}
        />
        <FilterSelect
          name="difficulty"
          label={m.quiz_texts_difficulty()}
          value={difficulty}
          all={m.quiz_texts_all_difficulties()}
          options={DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }))}
          onChoose={(value) => {
            setDifficulty(value)
            void apply({ difficulty: value })
          }}
        />
        <FilterSelect
          name="sort"
          label={m.discovery_texts_sort_by()}
          value={sort}
          options={QUIZ_SORTS.map((value) => ({ value, label: DISCOVERY_TEXTS.sorts[value] }))}
          onChoose={(value) => {
            const next = value as QuizSort
            setSort(next)
            void apply({ sort: next })
          }}
        />
        <FilterSelect
          name="language"
          label={m.quiz_language_texts_label()}
          value={language}
          all={m.quiz_language_texts_all_languages()}
          options={QUIZ_LANGUAGES.map((value) => ({ value, label: QUIZ_LANGUAGE_NAMES[value], lang: value }))}
          onChoose={(value) => {
            setLanguage(value)
            void apply({ language: value })
          }}
          className="font-language-names"
        />
        <Button type="submit" className="self-end">
          {m.quiz_texts_apply_filters()}
        </Button>
      </form>

      <ContinueStrip />
      <p role="status" aria-live="polite" className={cn('text-sm text-muted-foreground', !isRefetching && 'sr-only')}>
        {isRefetching && (
          <span className="inline-flex items-center gap-2">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {m.empty_loading_quizzes()}
          </span>
        )}
      </p>
      {list.isPending ? (
        <PageLoading label={m.empty_loading_quizzes()} />
      ) : list.isError ? (
        <EmptyState icon={SearchX} title={errorMessage(list.error, m.failure_quiz_list())}>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {m.retry()}
          </Button>
        </EmptyState>
      ) : list.data.quizzes.length === 0 ? (
        // An empty list from the previous filters says nothing about the new ones yet.
        isPreviousList ? null : (
          <EmptyState icon={SearchX} title={m.empty_no_quizzes()} description={m.empty_no_quizzes_hint()} />
        )
      ) : (
        <>
          <ul
            className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', isRefetching && 'opacity-60')}
            aria-busy={list.isFetching}
          >
            {list.data.quizzes.map((quiz) => (
              <li key={quiz.id} className="flex">
                <QuizCard quiz={quiz} isUnlocked={list.data.unlocked.includes(quiz.id)} />
              </li>
            ))}
          </ul>
          {list.data.quizzes.length < total && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={list.isFetching}
                onClick={() => void navigate({ search: (prev) => ({ ...prev, page: (prev.page ?? 1) + 1 }) })}
              >
                {m.quiz_texts_load_more()}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  )
}
