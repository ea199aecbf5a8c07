import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Lock } from 'lucide-react'
import { useController, useWatch } from 'react-hook-form'
import { FieldError, hintId } from '@/components/form-field'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { USER_CONTENT } from '@/components/user-text'
import { trpc } from '@/trpc'
import { useEditorForm } from './editor-form'
import { m } from '#shared/i18n'

/** The creator's own groups to share a private quiz with; only those they own may be chosen. */
function GroupChoices() {
  const {
    formState: { errors },
  } = useEditorForm()
  const { field } = useController({ name: 'groupIds' })
  const chosen = field.value as string[]
  const owned = useQuery(trpc.groups.mine.queryOptions()).data?.items.filter((group) => group.role === 'owner')
  if (!owned) return null
  if (owned.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {m.quiz_editor_sharing_no_groups()}{' '}
        <Link to="/groups" className="underline">
          {m.groups_screen_title()}
        </Link>
      </p>
    )
  return (
    <fieldset className="space-y-2" aria-describedby={errors.groupIds ? 'quiz-groups-error' : undefined}>
      <legend className="text-sm font-medium">{m.quiz_editor_sharing_groups()}</legend>
      {owned.map((group) => {
        const id = `quiz-group-${group.id}`
        return (
          <div key={group.id} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={chosen.includes(group.id)}
              onCheckedChange={(checked) =>
                field.onChange(checked === true ? [...chosen, group.id] : chosen.filter((one) => one !== group.id))
              }
            />
            <Label htmlFor={id} className="font-normal [overflow-wrap:anywhere]">
              <span {...USER_CONTENT}>{group.name}</span>
            </Label>
          </div>
        )
      })}
      <FieldError id="quiz-groups" error={errors.groupIds?.message} />
    </fieldset>
  )
}

/**
 * Public (everyone, once approved) or private to the creator's groups: a private quiz is never
 * reviewed and stays free (decision 047).
 */
export function SharingSection() {
  const {
    control,
    formState: { errors },
  } = useEditorForm()
  const { field } = useController({ control, name: 'visibility' })
  const isPrivate = useWatch({ control, name: 'visibility' }) === 'private'
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Lock className="size-5 text-primary" aria-hidden="true" />
            {m.quiz_editor_sharing_title()}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="space-y-1">
            <Label htmlFor="quiz-private">{m.quiz_editor_sharing_private()}</Label>
            <p id={hintId('quiz-private')} className="text-xs text-muted-foreground">
              {m.quiz_editor_sharing_private_hint()}
            </p>
          </div>
          <Switch
            id="quiz-private"
            ref={field.ref}
            checked={isPrivate}
            onCheckedChange={(checked) => field.onChange(checked ? 'private' : 'public')}
            onBlur={field.onBlur}
            aria-describedby={hintId('quiz-private')}
          />
        </div>
        <FieldError id="quiz-private" error={errors.visibility?.message} />
        {isPrivate && <GroupChoices />}
      </CardContent>
    </Card>
  )
}
