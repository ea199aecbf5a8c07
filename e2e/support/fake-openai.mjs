// A local stand-in for an OpenAI-compatible API, for the browser tests: OpenAI cannot be reached
// here, and the real client code (src/server/ai) should still run end to end. It answers chat
// completions with well-formed quiz questions about the requested topic.
import { createServer } from 'node:http'

function questionsFor(topic, count) {
  return Array.from({ length: count }, (_, index) => ({
    question: `Question ${index + 1} about ${topic}: which option is marked correct?`,
    options: ['First choice', 'Second choice', 'Third choice', 'Fourth choice'].map((o) => `${o} ${index + 1}`),
    correctAnswer: index % 4,
    explanation: `Option ${(index % 4) + 1} is the correct one for question ${index + 1}.`,
  }))
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
      const count = Number(/Write (\d+) /.exec(user)?.[1] ?? 5)
      const topic = JSON.parse(user.split('\n')[1] ?? '"General"')
      const content = JSON.stringify({
        questions: questionsFor(topic, count),
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
