// A local stand-in for an OpenAI-compatible API, for the browser tests: OpenAI cannot be reached
// here, and the real client code (src/server/ai) should still run end to end. It answers chat
// completions with well-formed quiz questions about the requested topic, of the types it asks for,
// and translations: every text of the original prefixed with its language's code ("[hi] …"). A
// question whose text says MISFIT is translated with one text too many, for the checks to refuse.
import { createServer } from 'node:http'

/** One well-formed question of `type`, number `n`, about `topic`. */
function questionOf(type, topic, n) {
  const question = `Question ${n} about ${topic}`
  const explanation = `The answer to question ${n} is as marked.`
  switch (type) {
    case 'multiple-answers':
      return {
        type,
        question: `${question}: which options are marked correct?`,
        options: ['First', 'Second', 'Third', 'Fourth'].map((o) => `${o} choice ${n}`),
        correctAnswers: [0, 2],
        explanation,
      }
    case 'true-false':
      return { type, question: `${question}: this statement is true.`, correctAnswer: true, explanation }
    case 'numeric':
      return { type, question: `${question}: how many?`, answer: 10 + n, tolerance: 0, explanation }
    case 'short-answer':
      return { type, question: `${question}: which word?`, acceptedAnswers: [`word ${n}`, `word-${n}`], explanation }
    case 'ordering':
      return {
        type,
        question: `${question}: smallest first.`,
        items: ['one', 'two', 'three'].map((i) => `${i} ${n}`),
        explanation,
      }
    case 'matching':
      return {
        type,
        question: `${question}: match each.`,
        pairs: ['a', 'b', 'c'].map((left, i) => ({ left: `${left} ${n}`, right: `${i + 1} ${n}` })),
        explanation,
      }
    default:
      return {
        question: `${question}: which option is marked correct?`,
        options: ['First choice', 'Second choice', 'Third choice', 'Fourth choice'].map((o) => `${o} ${n}`),
        correctAnswer: (n - 1) % 4,
        explanation: `Option ${((n - 1) % 4) + 1} is the correct one for question ${n}.`,
      }
  }
}

/** Each text prefixed with `[code] `; an empty explanation stays empty. */
function translationOf(words, code) {
  const tag = (text) => `[${code}] ${text}`
  const translation = { question: tag(words.question), explanation: words.explanation ? tag(words.explanation) : '' }
  if (words.options) translation.options = words.options.map(tag)
  if (words.items) translation.items = words.items.map(tag)
  if (words.pairs) translation.pairs = words.pairs.map((pair) => ({ left: tag(pair.left), right: tag(pair.right) }))
  if (words.question.includes('MISFIT')) {
    const list = translation.options ?? translation.items
    if (list) list.push(tag('one too many'))
    else if (translation.pairs) translation.pairs.push({ left: tag('one'), right: tag('too many') })
    else translation.options = [tag('an option it does not have')]
  }
  return translation
}

/** The questions the prompt asks for: of the types its "Question types, in order" line names, single answer otherwise. */
function questionsFor(topic, count, types) {
  return Array.from({ length: count }, (_, index) => questionOf(types[index] ?? 'multiple-choice', topic, index + 1))
}

function reply(res, model, content) {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      id: 'chatcmpl-e2e',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  )
}

/** Every chat completion request the fakes received, oldest first: a test reads what was asked. */
export const fakeOpenAiRequests = []

export function startFakeOpenAi() {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ error: { message: 'not found' } }))
      }
      const request = JSON.parse(body)
      fakeOpenAiRequests.push(request)
      const system = request.messages.find((m) => m.role === 'system')?.content ?? ''
      const user = request.messages.find((m) => m.role === 'user')?.content ?? ''
      if (system.includes('quiz coach')) {
        const figures = JSON.parse(user.slice(user.indexOf('{')))
        return reply(
          res,
          request.model,
          `You scored ${figures.score} of ${figures.totalPossibleScore} on ${figures.quizTitle}. Keep practising to build speed and accuracy.`,
        )
      }
      if (system.includes('You translate quiz questions')) {
        const code = /code ([\w-]+)/.exec(user)?.[1] ?? 'xx'
        const words = JSON.parse(user.slice(user.indexOf('\n') + 1))
        return reply(res, request.model, JSON.stringify(translationOf(words, code)))
      }
      const count = Number(/Write (\d+) /.exec(user)?.[1] ?? 5)
      const topic = JSON.parse(user.split('\n')[1] ?? '"General"')
      const types = (/Question types, in order: (.*)\./.exec(user)?.[1] ?? '').split(', ')
      // Bilingual: "Also write every question in Hindi (हिन्दी), code hi, ..."
      const second = /Also write every question in .*?, code ([\w-]+)/.exec(user)?.[1]
      const questions = questionsFor(topic, count, types).map((question) =>
        second ? { ...question, translation: translationOf(question, second) } : question,
      )
      const content = JSON.stringify({
        questions,
        suggestedTitle: `${topic} Challenge`,
        suggestedDescription: `Test what you know about ${topic}.`,
        suggestedCategory: 'general-knowledge',
      })
      reply(res, request.model, content)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      server.unref()
      resolve(`http://127.0.0.1:${server.address().port}/v1`)
    })
  })
}
