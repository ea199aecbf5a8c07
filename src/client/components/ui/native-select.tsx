import { ChevronDownIcon } from 'lucide-react'
import type * as React from 'react'

import { cn } from '@/lib/utils'

/**
 * A styled native <select>: the preferred select for ordinary forms (keyboard, screen readers,
 * mobile pickers and Playwright's selectOption all work out of the box).
 *
 *   <Label htmlFor="difficulty">Difficulty</Label>
 *   <NativeSelect id="difficulty" value={v} onChange={(e) => setV(e.target.value)}>
 *     <NativeSelectOption value="easy">Easy</NativeSelectOption>
 *   </NativeSelect>
 *
 * `className` styles the <select>; `wrapperClassName` styles the wrapper (full width by
 * default; pass e.g. "w-fit" or "w-48" for inline use). `size` is the visual height, not the
 * native `size` attribute.
 */
function NativeSelect({
  className,
  wrapperClassName,
  size = 'default',
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & {
  size?: 'sm' | 'default'
  wrapperClassName?: string
}) {
  return (
    <div
      data-slot="native-select-wrapper"
      className={cn('group/native-select relative w-full has-[select:disabled]:opacity-50', wrapperClassName)}
    >
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          'h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:pointer-events-none disabled:cursor-not-allowed data-[size=sm]:h-8 md:text-sm dark:bg-input/30 dark:hover:bg-input/50',
          // the popup list: follow the theme tokens (some platforms paint options with the select's colours)
          '[&_optgroup]:bg-popover [&_optgroup]:text-popover-foreground [&_option]:bg-popover [&_option]:text-popover-foreground',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        data-slot="native-select-icon"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground select-none"
      />
    </div>
  )
}

function NativeSelectOption(props: React.ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />
}

export { NativeSelect, NativeSelectOption }
