import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link2Off, Share2 } from 'lucide-react'
import { scoredLine, SHARE_TEXTS, sharedResultPath } from '#shared/shares'
import { ShareButtons } from '@/components/share-buttons'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { NameText } from '@/components/user-text'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session'
import { trpc } from '@/trpc'

interface ResultShareProps {
  attemptId: string
  quizTitle: string
  score: string
  totalScore: number
}

/**
 * The player's own choice to make their result public (decision 051): a link made only when they
 * press Share, shown with the ways to send it, and revoked from here.
 */
export function ResultShare({ attemptId, quizTitle, score, totalScore }: ResultShareProps) {
  const playerName = useCurrentUser()?.username ?? ''
  const queryClient = useQueryClient()
  const shareQuery = trpc.shares.ofAttempt.queryOptions({ attemptId })
  const current = useQuery(shareQuery)
  const onSuccess = (fresh: { shareId: string | null }) => queryClient.setQueryData(shareQuery.queryKey, fresh)
  const onError = (error: unknown) => notify.error(errorMessage(error))
  const share = useMutation(trpc.shares.share.mutationOptions({ onSuccess, onError }))
  const revoke = useMutation(
    trpc.shares.revoke.mutationOptions({
      onSuccess: (fresh) => {
        onSuccess(fresh)
        notify.success(SHARE_TEXTS.resultRevoked)
      },
      onError,
    }),
  )
  if (!current.data) return null
  const { shareId } = current.data
  const text = scoredLine({ name: playerName, score, total: totalScore, quiz: quizTitle })
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Share2 className="size-5" aria-hidden="true" /> {SHARE_TEXTS.resultHeading}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{SHARE_TEXTS.resultExplain}</p>
        {shareId ? (
          <>
            <p className="text-sm">
              {SHARE_TEXTS.resultLinkLabel}:{' '}
              <code className="font-mono break-all" data-testid="result-share-link">
                <NameText>{new URL(sharedResultPath(shareId), window.location.origin).toString()}</NameText>
              </code>
            </p>
            <ShareButtons url={sharedResultPath(shareId)} text={text} title={text} />
            <Button
              type="button"
              variant="outline"
              className="self-start"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate({ attemptId })}
            >
              <Link2Off aria-hidden="true" /> {SHARE_TEXTS.resultRevoke}
            </Button>
          </>
        ) : (
          <Button
            type="button"
            className="self-start"
            disabled={share.isPending}
            onClick={() => share.mutate({ attemptId })}
          >
            <Share2 aria-hidden="true" /> {SHARE_TEXTS.resultCreate}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
