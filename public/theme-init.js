// Applies the saved theme before the first paint, so a dark-mode user never sees a white flash.
// A separate file (not an inline script) so the Content Security Policy can stay at script-src 'self'.
;(() => {
  try {
    const saved = localStorage.getItem('quizdom-theme')
    const dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches
    if (dark) document.documentElement.classList.add('dark')
  } catch {
    // Storage refused (some private windows): the page keeps the light theme.
  }
})()
