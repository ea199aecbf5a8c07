import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContract } from '#server/testing/contract'
import { takeContractFailures } from '#server/testing/contract-failures'
import { createHarness, type TestHarness } from '#server/testing/harness'
import { API_ROUTES, openApiDocument } from '#server/api'
import { matchRoute, openApiPath } from './openapi'

/**
 * The REST contract's document (decision 031): every mounted /api/v1 route is in it, with what it
 * takes and answers, and /api/docs shows it with files of this origin only. The contract test
 * itself (every answer the suite sees matches the document) runs in every test file, from
 * src/server/testing/contract.ts.
 */
let h: TestHarness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

type Operation = {
  operationId: string
  parameters?: Array<{ name: string; in: string }>
  responses: Record<string, { content: Record<string, { schema: object }> }>
}
const document = openApiDocument('session')
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
)

describe('the document', () => {
  it('has every /api/v1 route the app mounts, and no other', () => {
    const mounted = h.app.routes
      .filter((route) => route.path.startsWith('/api/v1/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
    const documented = operations.map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    expect(mounted.filter((key) => !documented.includes(key))).toEqual([])
    expect(documented.filter((key) => !mounted.includes(key))).toEqual([])
  })

  it('is served at /api/v1/openapi.json, never cached', async () => {
    const response = await h.app.request('/api/v1/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const served = await response.json()
    expect(served.openapi).toBe('3.1.0')
    expect(Object.keys(served.paths)).toEqual(Object.keys(document.paths))
  })

  it('declares each path parameter, and names each operation once', () => {
    for (const { path, operation } of operations) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      const declared = (operation.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name)
      expect(declared, path).toEqual(named)
    }
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every operation a success, a 500 and the error body', () => {
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses)
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true)
      expect(statuses, `${method} ${path}`).toContain('500')
    }
  })

  it('holds schemas that compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false })
    for (const format of ['uuid', 'date-time', 'date', 'email', 'uri']) ajv.addFormat(format, true)
    // OpenAPI's own words for a schema beside JSON Schema's.
    ajv.addVocabulary(['example'])
    // Each component on its own, by its name: a `$ref` to it reads as that name.
    const named = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"'))
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      ajv.addSchema({ ...named(schema), $id: name })
    }
    for (const { path, method, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        for (const [type, { schema }] of Object.entries(answer.content)) {
          const resolved = named(schema)
          expect(() => ajv.compile(resolved), `${method} ${path} ${status} ${type}`).not.toThrow()
        }
      }
    }
  })

  it('matches a path to its route as Hono does: a literal segment before a parameter', () => {
    expect(matchRoute(API_ROUTES, 'GET', '/api/v1/quizzes/public')?.path).toBe('/api/v1/quizzes/public')
    expect(matchRoute(API_ROUTES, 'GET', '/api/v1/quizzes/my-quizzes')?.path).toBe('/api/v1/quizzes/my-quizzes')
    expect(matchRoute(API_ROUTES, 'GET', `/api/v1/quizzes/${crypto.randomUUID()}`)?.path).toBe('/api/v1/quizzes/:id')
    expect(matchRoute(API_ROUTES, 'PATCH', '/api/v1/quizzes/public')).toBeUndefined()
  })
})

describe('the contract test', () => {
  const check = (path: string, status: number, body: unknown, method = 'GET') =>
    checkContract(new Request(`http://localhost${path}`, { method }), Response.json(body, { status }))

  it('records an answer whose body, status or route the document does not have', async () => {
    takeContractFailures()
    await check('/api/v1/health', 200, { success: true, data: { status: 'ok' } })
    await check('/api/v1/health', 500, { success: false, message: 'Something went wrong', requestId: 'r' })
    await check('/api/v1/nowhere', 404, { success: false, message: 'Not found' })
    expect(takeContractFailures()).toEqual([])

    await check('/api/v1/health', 200, { success: true, data: { status: 'down' } })
    await check('/api/v1/health', 418, { success: false, message: 'A teapot' })
    await check('/api/v1/quizzes/public', 200, { success: true, data: { quizzes: 'none' } })
    await check('/api/v1/nowhere', 200, { success: true })
    const failures = takeContractFailures()
    expect(failures).toHaveLength(4)
    expect(failures[0]).toMatch(/^GET \/api\/v1\/health → 200: \/data\/status must be equal to constant/)
    expect(failures[1]).toMatch(/no 418$/)
    expect(failures[2]).toMatch(/^GET \/api\/v1\/quizzes\/public → 200: \/data/)
    expect(failures[3]).toMatch(/a route the document does not have$/)
  })
})

describe('/api/docs', () => {
  it('is a page whose scripts are files of this origin, under the Content-Security-Policy', async () => {
    const response = await h.app.request('/api/docs')
    expect(response.status).toBe(200)
    const html = await response.text()
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//)
      expect(inline?.trim()).toBe('')
    }
    expect(html).not.toMatch(/https?:\/\//)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('serves Swagger UI from node_modules, and its own start-up script', async () => {
    const bundle = await h.app.request('/api/docs/assets/swagger-ui-bundle.js')
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect((await bundle.text()).length).toBeGreaterThan(100_000)
    const css = await h.app.request('/api/docs/assets/swagger-ui.css')
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
    const init = await h.app.request('/api/docs/init.js')
    expect(await init.text()).toContain("url: '/api/v1/openapi.json'")
  })

  it('serves no other file', async () => {
    for (const path of [
      '/api/docs/assets/package.json',
      '/api/docs/assets/..%2Fpackage.json',
      '/api/docs/assets/swagger-ui-bundle.js.map',
    ]) {
      expect((await h.app.request(path)).status, path).toBe(404)
    }
  })
})

describe("a question's second language in the document", () => {
  type Schema = { properties?: Record<string, unknown>; anyOf?: Schema[]; oneOf?: Schema[]; examples?: unknown[] }
  const schemas = document.components.schemas as Record<string, Schema>
  const TRANSLATION = { $ref: '#/components/schemas/QuestionTranslation' }

  it('is on every shape of a question its creator reads, with an example', () => {
    for (const shape of schemas.Question!.anyOf!) expect(shape.properties?.translation).toEqual(TRANSLATION)
    const translation = schemas.QuestionTranslation!
    expect(Object.keys(translation.properties!)).toEqual([
      'language',
      'question',
      'explanation',
      'options',
      'items',
      'pairs',
    ])
    expect(translation.examples?.[0]).toMatchObject({ language: 'hi', options: expect.any(Array) })
  })

  it('is on every shape of a question an attempt serves, and the AI translation has its route', () => {
    for (const shape of schemas.AttemptQuestion!.anyOf!) {
      expect(Object.keys((shape.properties!.translation as Schema).properties!)).toEqual([
        'language',
        'question',
        'options',
        'items',
        'left',
        'right',
      ])
    }
    const translate = operations.find(({ path }) => path === '/api/v1/quizzes/translate-question')
    expect(translate?.method).toBe('post')
    expect(JSON.stringify(translate?.operation.responses['200'])).toContain(TRANSLATION.$ref)
  })
})
