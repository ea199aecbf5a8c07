// The service worker (served as /sw.js; vite.config.ts fills in the shell, the pages and the version
// at build). It keeps the app shell, the first screen's scripts and styles, so the app opens on a
// slow or lost connection, and keeps each other hashed script once it has been fetched. It never
// keeps an API answer: /api and /trpc go to the network every time, so nobody's data sits in a cache.
const VERSION = '__VERSION__'
const SHELL = __SHELL__
// The prerendered public pages (the same for every visitor): each is kept once visited, so offline
// it opens as itself, not as another page's copy.
const PAGES = __PAGES__
// The page every other path is before its script draws it (index.html, no page's words in it): what
// offline opens at a path with no copy, where the app draws that path's page or says it is offline.
const PLAIN = '/index.html'
const CACHE = `quizdom-${VERSION}`

const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc/')
/** A path as the pages are named: '/about-us/' is '/about-us'. */
const pagePath = (pathname) => pathname.replace(/(.)\/$/, '$1')
// The quiz list's prerendered page is the list without filters: one in the URL is drawn by the app.
const keptPageOf = (url) => (PAGES.includes(pagePath(url.pathname)) && !url.search ? pagePath(url.pathname) : null)

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

// A new version replaces the old at once: hashed files from an old build are left behind with it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('quizdom-') && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  )
})

// The app names each page it shows (it moves between them without loading them): a public page not
// kept yet is fetched once, in the language of the moment, for offline.
self.addEventListener('message', (event) => {
  const path = typeof event.data?.keepPage === 'string' ? pagePath(event.data.keepPage) : null
  if (!path || !PAGES.includes(path)) return
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      if (!(await cache.match(path))) await cache.add(path).catch(() => {})
    }),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isApi(url)) return
  if (request.mode === 'navigate') {
    // The network first, for the page's own head and words; a public page's answer renews its copy.
    const kept = keptPageOf(url)
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (kept && response.ok) {
            const copy = response.clone()
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(kept, copy)))
          }
          return response
        })
        .catch(async () => {
          const cache = await caches.open(CACHE)
          return (kept && (await cache.match(kept))) || (await cache.match(PLAIN)) || Response.error()
        }),
    )
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change: a kept copy is the file.
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone()
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)))
            }
            return response
          }),
      ),
    )
    return
  }
  if (SHELL.includes(url.pathname)) {
    // The shell's other files (the theme script, the icon): kept, and refreshed from the network when it answers.
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: CACHE })))
  }
})
