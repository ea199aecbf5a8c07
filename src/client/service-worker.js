// The service worker (served as /sw.js; vite.config.ts fills in the shell and the version at build).
// It keeps the app shell, the first screen's scripts and styles, so the app opens on a slow or lost
// connection, and keeps each other hashed script once it has been fetched. It never keeps an API
// answer: /api and /trpc go to the network every time, so nobody's data sits in a cache.
const VERSION = '__VERSION__'
const SHELL = __SHELL__
const CACHE = `quizdom-${VERSION}`

const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc/')

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

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isApi(url)) return
  if (request.mode === 'navigate') {
    // The network first, for the page's own head; offline, the shell, and the router takes it from there.
    event.respondWith(fetch(request).catch(() => caches.match('/', { cacheName: CACHE })))
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
