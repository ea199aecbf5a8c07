import { z } from 'zod'
import { API_DOCS_TEXTS } from '#shared/api-docs-texts'
import { PROBE_PATHS } from './probe-paths'

/**
 * The REST contract as data (decision 031): each /api/v1 route names the zod schemas its adapter
 * validates with and a schema per answer, and `openApiDocument()` turns the table into OpenAPI 3.1
 * with zod's own JSON Schema output. The routes are declared beside their handlers (route.ts); this
 * file knows OpenAPI.
 */

type Method = 'get' | 'post' | 'put' | 'delete'
/** Who may call: anyone, a signed-in user (401 otherwise), or an admin (403 for a user). */
type Access = 'guest' | 'user' | 'admin'

/** A download: its content type; `json` when the same status may answer JSON instead (a query asks). */
interface FileBody {
  file: string | string[]
  json?: z.ZodType
}

export interface OpenApiRoute {
  method: Method
  /** As Hono mounts it: `/api/v1/quizzes/:id`. */
  path: string
  tag: string
  summary: string
  access: Access
  /** Path parameters other than UUIDs (every `:param` is a UUID unless named here). */
  params?: Record<string, z.ZodType>
  /** The query's schemas (several when the adapter reads it twice). */
  query?: z.ZodType | z.ZodType[]
  body?: z.ZodType
  /**
   * The body as a client sends it, where `body` renames fields by a transform (`amount` in rupees
   * read as `amountPaise`): a transform has no JSON Schema, so the document shows this one.
   */
  sent?: z.ZodType
  /**
   * A body posted as multipart/form-data (a file upload), described by the schema of its fields; the
   * adapter reads it itself. A file field is a string of `format: binary` in its meta.
   */
  form?: z.ZodType
  /** Request headers the adapter reads (`Idempotency-Key`). */
  headers?: Record<string, z.ZodType>
  /** Each success status and its body: a zod schema of the JSON, or a file. */
  responses: Record<number, z.ZodType | FileBody>
  /** The refusals the service can answer beyond those the route's shape implies. */
  errors?: number[]
  rateLimited?: boolean
}

/**
 * The contract's entities, each written once in the document under its name and referred to
 * wherever an answer holds one. A registry of our own: zod's global one outlives a test file's
 * modules.
 */
export const ENTITIES = z.registry<{ id: string; examples?: unknown[] }>()

/** Every refusal and failure over REST: `{ success: false, message }` (http/rest.ts `fail`). */
const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** A 500's request id, to quote to support. */
  requestId: z.string().optional(),
  /** An import refused for its file: every problem found. */
  problems: z.array(z.unknown()).optional(),
})

/** The success envelope: `{ success: true, message?, data? }` plus the fields a route copies up. */
export function envelope<D extends z.ZodType, X extends z.ZodRawShape = Record<never, never>>(data: D, extra?: X) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data, ...(extra ?? ({} as X)) })
}

/** An answer that carries only the envelope and its message. */
export const MessageOnlySchema = z.object({ success: z.literal(true), message: z.string() })

/** The statuses a route can refuse with: its own, and those its shape implies. */
function errorStatuses(route: OpenApiRoute): number[] {
  const statuses = new Set(route.errors)
  const hasPathParams = /:\w+/.test(route.path)
  if (route.query || route.body || route.form || hasPathParams || route.headers) statuses.add(400)
  if (route.access !== 'guest') statuses.add(401)
  if (route.access === 'admin') statuses.add(403)
  // Writes: the CSRF guard (403) and the body limit (413) stand before every adapter.
  if (route.method !== 'get') {
    statuses.add(403)
    statuses.add(413)
  }
  if (route.rateLimited) statuses.add(429)
  statuses.add(500)
  // Admission control may shed any call but the probes when the embedded database is saturated.
  if (!PROBE_PATHS.has(route.path)) statuses.add(503)
  return [...statuses].sort((a, b) => a - b)
}

type JsonSchema = Record<string, unknown>

type Convert = (schema: z.ZodType, io: 'input' | 'output') => JsonSchema

/**
 * Schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Requests are described as sent (zod's
 * input: a rupee amount is a number or a string); answers as produced (output: every field named,
 * nothing more). A transform has no JSON Schema: it reads as "any value". A schema with an `id` in
 * its meta (an entity: `Quiz`, `User`) is written once, under components, and referred to.
 */
function converter(components: Record<string, JsonSchema>): Convert {
  return (schema, io) => {
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      reused: 'inline',
      metadata: ENTITIES,
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> }
    const toComponents = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'))
    for (const [id, definition] of Object.entries($defs ?? {})) {
      const written = toComponents(definition)
      const before = components[id]
      // One name, one shape: an entity read both ways (input and output) would need two names.
      if (before && JSON.stringify(before) !== JSON.stringify(written)) throw new Error(`Two shapes named ${id}`)
      components[id] = written
    }
    return toComponents(rest)
  }
}

/** `/api/v1/quizzes/:id` → `/api/v1/quizzes/{id}` */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

function parameters(route: OpenApiRoute, jsonSchema: Convert): JsonSchema[] {
  const list: JsonSchema[] = []
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    const schema = route.params?.[name!]
    list.push({
      name,
      in: 'path',
      required: true,
      schema: schema ? jsonSchema(schema, 'input') : { type: 'string', format: 'uuid' },
    })
  }
  const queries = route.query === undefined ? [] : Array.isArray(route.query) ? route.query : [route.query]
  for (const part of queries) {
    // Query parameters arrive as strings and are read as the schema's output says (a whole number).
    // A default is no requirement of the caller's.
    const query = jsonSchema(part, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    const read = jsonSchema(part, 'output') as { properties?: Record<string, JsonSchema> }
    for (const [name, schema] of Object.entries(read.properties ?? {})) {
      if (list.some((param) => param.name === name && param.in === 'query')) continue
      list.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema })
    }
  }
  for (const [name, schema] of Object.entries(route.headers ?? {})) {
    list.push({ name, in: 'header', required: false, schema: jsonSchema(schema, 'input') })
  }
  return list
}

function isFile(body: z.ZodType | FileBody): body is FileBody {
  return 'file' in body && !(body instanceof z.ZodType)
}

function responses(route: OpenApiRoute, jsonSchema: Convert): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {}
  for (const [status, body] of Object.entries(route.responses)) {
    out[status] = {
      description: API_DOCS_TEXTS.statuses[Number(status)] ?? status,
      content: isFile(body)
        ? {
            ...Object.fromEntries([body.file].flat().map((type) => [type, { schema: { type: 'string' } }])),
            ...(body.json ? { 'application/json': { schema: jsonSchema(body.json, 'output') } } : {}),
          }
        : { 'application/json': { schema: jsonSchema(body, 'output') } },
    }
  }
  for (const status of errorStatuses(route)) {
    out[String(status)] = {
      description: API_DOCS_TEXTS.statuses[status] ?? String(status),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      ...(status === 429
        ? { headers: { 'Retry-After': { description: API_DOCS_TEXTS.retryAfter, schema: { type: 'integer' } } } }
        : {}),
    }
  }
  return out
}

/**
 * A form's body: its fields' JSON Schema, each file field (`format: 'binary'` in its `.meta()`) a
 * binary string, and the form's first example. `.meta()` writes to zod's global registry, which the
 * converter does not read (it reads ENTITIES), so both are taken from it here.
 */
function formBody(form: z.ZodType, jsonSchema: Convert): JsonSchema {
  const schema = jsonSchema(form, 'input') as { properties?: Record<string, JsonSchema> }
  const shape = form instanceof z.ZodObject ? (form.shape as Record<string, z.ZodType>) : {}
  for (const [name, field] of Object.entries(shape)) {
    const meta = z.globalRegistry.get(field)
    if (meta?.format === 'binary' && schema.properties?.[name]) {
      schema.properties[name] = { type: 'string', format: 'binary', description: meta.description }
    }
  }
  const example = (z.globalRegistry.get(form)?.examples as unknown[] | undefined)?.[0]
  return { schema, ...(example === undefined ? {} : { example }) }
}

function operation(route: OpenApiRoute, jsonSchema: Convert): JsonSchema {
  const params = parameters(route, jsonSchema)
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${openApiPath(route.path)
      .replace(/^\/api\/v1/, '')
      .replace(/[^A-Za-z0-9]+(\w)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    ...(route.access === 'guest' ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.sent ?? route.body, 'input') } },
          },
        }
      : route.form
        ? { requestBody: { required: true, content: { 'multipart/form-data': formBody(route.form, jsonSchema) } } }
        : {}),
    responses: responses(route, jsonSchema),
  }
}

/** The OpenAPI 3.1 document of these routes, served at /api/v1/openapi.json. */
export function buildOpenApiDocument(routes: readonly OpenApiRoute[], version: string, sessionCookie: string) {
  const schemas: Record<string, JsonSchema> = {}
  const convert = converter(schemas)
  schemas.Error = convert(ErrorBodySchema, 'output')
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method] = operation(route, convert)
  }
  return {
    openapi: '3.1.0',
    info: { title: API_DOCS_TEXTS.title, version, description: API_DOCS_TEXTS.description },
    servers: [{ url: '/' }],
    // Signed in is the session cookie the login sets.
    security: [{ session: [] }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookie } },
      schemas,
    },
  }
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>

/**
 * The table's route that serves `method path`, as Hono would pick it: a literal segment wins over
 * a parameter (`/quizzes/public` is not `/quizzes/:id`).
 */
export function matchRoute<R extends Pick<OpenApiRoute, 'method' | 'path'>>(
  routes: readonly R[],
  method: string,
  path: string,
): R | undefined {
  const segments = path.split('/')
  let best: { route: R; score: number } | undefined
  for (const route of routes) {
    if (route.method !== method.toLowerCase()) continue
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    let score = 0
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== ''
      score++
      return part === segments[i]
    })
    if (matches && (!best || score > best.score)) best = { route, score }
  }
  return best?.route
}
