import { useState } from 'react'
import { cn } from '@/lib/utils'

/** The profile picture, or the username's first letter when there is none (or it fails to load). */
export function UserAvatar({
  user,
  className,
}: {
  user: { username: string; profilePicture: string | null }
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const letter = user.username.charAt(0).toUpperCase()
  return (
    <span
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      {user.profilePicture && !failed ? (
        <img
          src={user.profilePicture}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        letter
      )}
    </span>
  )
}
