import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { useEffect, useId, useRef, useState } from 'react'
import { NOTIFICATION_LIST_MAX, NOTIFICATION_LIST_PAGE, NOTIFICATION_LIST_TEXTS } from '#shared/notifications'
import type { AppRouter } from '#server/trpc/router'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { trpc } from '@/trpc'
import { BellButton, isStandInFocused } from './bell-button'
import { timeAgo } from './time-ago'
import { unreadCountQuery } from './unread-count-query'

type Item = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number]

/**
 * The bell with its list. Loaded on its own (React.lazy in notification-bell.tsx): the popover and
 * the list are a click away, not part of the first screen. `defaultOpen` is set when the stand-in
 * was clicked before this arrived; a stand-in that had the focus hands it to the trigger.
 */
export function NotificationMenu({ unread, defaultOpen = false }: { unread: number; defaultOpen?: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null)
  const [hadFocus] = useState(isStandInFocused)
  const [isOpen, setOpen] = useState(defaultOpen)
  const headingId = useId()
  useEffect(() => {
    // An open popover takes the focus itself (and gives it back to the trigger when it closes).
    if (hadFocus && !defaultOpen) trigger.current?.focus()
  }, [hadFocus, defaultOpen])
  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} ref={trigger} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-2rem))] p-0">
        <NotificationList headingId={headingId} unread={unread} onOpenItem={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  )
}

/** The list inside the open popover: it asks for its page as it opens, so it is always fresh. */
function NotificationList({
  headingId,
  unread,
  onOpenItem,
}: {
  headingId: string
  unread: number
  onOpenItem: () => void
}) {
  const queryClient = useQueryClient()
  const [limit, setLimit] = useState(NOTIFICATION_LIST_PAGE)
  const list = useQuery({ ...trpc.notifications.list.queryOptions({ limit, offset: 0 }), staleTime: 0 })

  // The list's own count is the newest: the bell follows it.
  const listedUnread = list.data?.unreadCount
  useEffect(() => {
    if (listedUnread !== undefined) queryClient.setQueryData(unreadCountQuery().queryKey, { unreadCount: listedUnread })
  }, [listedUnread, queryClient])

  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onSuccess: ({ unreadCount }) => {
        queryClient.setQueryData(unreadCountQuery().queryKey, { unreadCount })
        void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() })
      },
      onError: (error) => notify.error(errorMessage(error, NOTIFICATION_LIST_TEXTS.markFailed)),
    }),
  )

  const open = (item: Item) => {
    if (!item.readAt) markRead.mutate({ ids: [item.id] })
    onOpenItem()
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={headingId} className="text-sm font-semibold">
          {NOTIFICATION_LIST_TEXTS.heading}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {NOTIFICATION_LIST_TEXTS.markAllRead}
        </Button>
      </div>
      {list.isError ? (
        <p className="px-4 py-6 text-sm text-destructive" role="alert">
          {errorMessage(list.error, NOTIFICATION_LIST_TEXTS.loadFailed)}
        </p>
      ) : !list.data ? (
        <p className="px-4 py-6 text-sm text-muted-foreground" role="status">
          {NOTIFICATION_LIST_TEXTS.loading}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">{NOTIFICATION_LIST_TEXTS.empty}</p>
      ) : (
        <ul className="divide-y">
          {list.data.items.map((item) => (
            <li key={item.id}>
              <NotificationEntry item={item} onOpen={() => open(item)} />
            </li>
          ))}
        </ul>
      )}
      {list.data?.hasMore && limit < NOTIFICATION_LIST_MAX && (
        <div className="border-t p-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={list.isFetching}
            onClick={() => setLimit((shown) => Math.min(shown + NOTIFICATION_LIST_PAGE, NOTIFICATION_LIST_MAX))}
          >
            {NOTIFICATION_LIST_TEXTS.loadMore}
          </Button>
        </div>
      )}
    </div>
  )
}

const entryClass =
  'flex w-full gap-3 px-4 py-3 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** One notification: its title, words and age, unread ones marked; opening it marks it read. */
function NotificationEntry({ item, onOpen }: { item: Item; onOpen: () => void }) {
  const isUnread = item.readAt === null
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', isUnread ? 'font-semibold' : 'font-medium')}>
          {item.title}
          {isUnread && <span className="sr-only">{`, ${NOTIFICATION_LIST_TEXTS.unread}`}</span>}
        </span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{item.body}</span>
        <time dateTime={item.createdAt} className="mt-1 block text-xs text-muted-foreground">
          {timeAgo(item.createdAt)}
        </time>
      </span>
    </>
  )
  if (item.link) {
    return (
      // The server's links are the app's own pages (/my-quizzes, /wallet, /profile).
      <Link to={item.link as '/'} className={entryClass} data-unread={isUnread} onClick={onOpen}>
        {content}
      </Link>
    )
  }
  return (
    <button type="button" className={entryClass} data-unread={isUnread} onClick={onOpen}>
      {content}
    </button>
  )
}
