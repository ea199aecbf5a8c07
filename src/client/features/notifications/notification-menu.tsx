import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { NOTIFICATION_LIST_MAX, NOTIFICATION_LIST_PAGE } from '#shared/notifications'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { errorMessage } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { cn } from '@/lib/utils'
import { type RouterOutputs, trpc } from '@/trpc'
import { BellButton, isStandInFocused } from './bell-button'
import { timeAgo } from './time-ago'
import { unreadCountQuery } from './unread-count-query'
import { WithUserText } from '@/components/with-user-text'
import { m } from '#shared/i18n'

type Item = RouterOutputs['notifications']['list']['items'][number]

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
      onError: (error) => notify.error(errorMessage(error, m.notification_list_texts_mark_failed())),
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
          {m.notification_list_texts_heading()}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {m.notification_list_texts_mark_all_read()}
        </Button>
      </div>
      {list.isError ? (
        <p className="px-4 py-6 text-sm text-destructive" role="alert">
          {errorMessage(list.error, m.notification_list_texts_load_failed())}
        </p>
      ) : !list.data ? (
        <p className="px-4 py-6 text-sm text-muted-foreground" role="status">
          {m.notification_list_texts_loading()}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">{m.notification_list_texts_empty()}</p>
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
            {m.notification_list_texts_load_more()}
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
          <WithUserText text={item.title} values={item.quoted} />
          {isUnread && <span className="sr-only">{`, ${m.notification_list_texts_unread()}`}</span>}
        </span>
        <span className="mt-0.5 block text-sm text-muted-foreground">
          <WithUserText text={item.body} values={item.quoted} />
        </span>
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
