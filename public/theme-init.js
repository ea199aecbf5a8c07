// Applies the saved theme before the first paint, so a dark-mode user never sees a white flash.
// A separate file (not an inline script) so the Content Security Policy can stay at script-src 'self'.
;(function () {
  try {
    var saved = localStorage.getItem('quizdom-theme')
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches
    if (dark) document.documentElement.classList.add('dark')
  } catch (e) {}
})()
