import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import './styles.css'
import { router } from './router'
import { queryClient } from './trpc'
import { restoreSession } from '@/features/auth/session'

const root = createRoot(document.getElementById('root')!)

// The app waits for the session to be restored (at most 5 s) before showing content (spec section 4).
restoreSession(queryClient).finally(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
