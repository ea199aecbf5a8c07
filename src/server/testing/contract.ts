import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { API_ROUTES, openApiDocument } from '#server/api'
import type { OpenApiDocument } from '#server/http/openapi'
import { matchRoute, openApiPath } from '#server/http/openapi'
import { recordContractFailure } from './contract-failures'

/**
 * The contract test (decision 031): every /api/v1 answer the test suite sees is held to the
 * OpenAPI document, its status and its body, with Ajv's JSON Schema 2020-12 (OpenAPI 3.1's
 * dialect). The harness hands each answer here; a setup file fails the test file that saw one
 * that does not match.
 */

/** The document and its validator, made at the first answer checked: many test files make none. */
let contract: { document: OpenApiDocument; ajv: Ajv2020 } | undefined
function loaded() {
  if (!contract) {
    const document = openApiDocument('session')
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    // The patterns zod writes beside each format check the values; the format names are only words.
    for (const format of ['uuid', 'date-time', 'date', 'email', 'uri']) ajv.addFormat(format, true)
    ajv.addSchema(document, 'openapi')
    contract = { document, ajv }
  }
  return contract
}

const validators = new Map<string, ValidateFunction>()
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer)
  if (!validate) {
    validate = loaded().ajv.getSchema(`openapi#${pointer}`)
    if (!validate) throw new Error(`No schema at ${pointer}`)
    validators.set(pointer, validate)
  }
  return validate
}

const pointerPart = (part: string) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))

interface Operation {
  responses: Record<string, { content: Record<string, unknown> }>
}

/** Checks one answer of the app against the document, recording what does not match. */
export async function checkContract(request: Request, response: Response): Promise<void> {
  const { pathname } = new URL(request.url)
  const method = request.method.toLowerCase()
  if (!pathname.startsWith('/api/v1/') || method === 'head' || method === 'options') return
  const what = `${request.method} ${pathname} → ${response.status}`
  const contentType = response.headers.get('content-type') ?? ''
  // An event stream does not end while it is read: its type is checked, not its body.
  const text = contentType.startsWith('text/event-stream') ? '' : await response.clone().text()

  const route = matchRoute(API_ROUTES, method, pathname)
  let pointer: string
  if (route) {
    const path = openApiPath(route.path)
    const operation = (loaded().document.paths[path] as Record<string, Operation> | undefined)?.[method]
    const answer = operation?.responses[String(response.status)]
    if (!answer) {
      recordContractFailure(`${what}: the document gives ${route.method.toUpperCase()} ${path} no ${response.status}`)
      return
    }
    const types = Object.keys(answer.content)
    if (!types.some((type) => contentType.startsWith(type))) {
      recordContractFailure(`${what}: ${contentType || 'no content type'}, the document says ${types.join(' or ')}`)
      return
    }
    if (!contentType.startsWith('application/json')) return
    pointer = `/paths/${pointerPart(path)}/${method}/responses/${response.status}/content/${pointerPart('application/json')}/schema`
  } else if (response.status >= 400) {
    // No such route: the refusal is still the error body.
    pointer = '/components/schemas/Error'
  } else {
    recordContractFailure(`${what}: a route the document does not have`)
    return
  }

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    recordContractFailure(`${what}: not JSON (${text.slice(0, 80)})`)
    return
  }
  const validate = validatorAt(pointer)
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`)
    recordContractFailure(`${what}: ${errors.join('; ')}`)
  }
}
