import { createFileRoute } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { EMPTY } from '#shared/messages'
import { categoryLabel, DIFFICULTIES, difficultyLabel, PUBLIC_CATEGORIES } from '#shared/quiz'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { EmptyState, PageTitle } from '@/features/layout/empty-state'

export const Route = createFileRoute('/quizzes')({
  component: AvailableQuizzes,
})

// The list's layout and empty state; the quizzes issue connects it to the public list.
function AvailableQuizzes() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <PageTitle title="Available Quizzes" description="0 quizzes available" />
      <form className="grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-[2fr_1fr_1fr_auto]" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="space-y-1.5">
          <Label htmlFor="quiz-search">Search</Label>
          <Input id="quiz-search" type="search" placeholder="Search quizzes…" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="quiz-category">Category</Label>
          <select id="quiz-category" className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm">
            <option value="">All categories</option>
            {PUBLIC_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="quiz-difficulty">Difficulty</Label>
          <select id="quiz-difficulty" className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm">
            <option value="">All difficulties</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficultyLabel(difficulty)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="self-end">
          Apply Filters
        </Button>
      </form>
      <EmptyState icon={SearchX} title={EMPTY.noQuizzes} description={EMPTY.noQuizzesHint} />
    </div>
  )
}
