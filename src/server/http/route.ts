import type { Hono } from 'hono'
import type { z } from 'zod'
import type { SessionUser } from '#server/identity/session'
import type { OpenApiRoute } from './openapi'
import type { RateLimitRule } from './rate-limit'
import { assertAdmin } from '#server/identity/policy'
import { type AppBindings, type AppContext, jsonBody, rateLimited, requireUser, validate } from './rest'
import { IdSchema } from './ids'

/**
 * An /api/v1 route, declared once (docs/adding-an-endpoint.md): its method and path, who may call
 * it, the zod schemas it reads its input with, its answers and the refusals its service can give,
 * its rate limit, and its handler. The same declaration mounts the route (mountRoutes) and is its
 * entry in the OpenAPI document (openapi.ts); the tests derive their checks of each field from its
 * schemas.
 */

type Access = OpenApiRoute['access']

/** `'/api/v1/quizzes/:id/questions/:questionId'` → `'id' | 'questionId'` */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

type Output<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a handler is given: the request's parts, each read by its schema, and the caller. */
interface RouteInput<
  Path extends string,
  A extends Access,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  H extends Record<string, z.ZodType> | undefined,
> {
  c: AppContext
  /** Each path parameter: a UUID unless the route's `params` reads it otherwise. */
  params: Record<ParamNames<Path>, string>
  query: Output<Q>
  body: Output<B>
  headers: H extends Record<string, z.ZodType> ? { [K in keyof H]: z.output<H[K]> | undefined } : undefined
  /** The signed-in caller (an admin where the route says so); null on a guest route. */
  user: A extends 'guest' ? null : SessionUser
  /** The caller's session; null on a guest route. */
  sessionId: A extends 'guest' ? null : string
}

export interface RouteSpec<
  Path extends string,
  A extends Access,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  H extends Record<string, z.ZodType> | undefined,
> extends Omit<OpenApiRoute, 'path' | 'access' | 'query' | 'body' | 'headers' | 'params' | 'rateLimited'> {
  path: Path
  access: A
  params?: Partial<Record<ParamNames<Path>, z.ZodType>>
  query?: Q
  body?: B
  headers?: H
  /** Counted before the route runs, as the procedure that makes the same call counts it. */
  rateLimit?: RateLimitRule
  handle(input: RouteInput<Path, A, Q, B, H>): Response | Promise<Response>
}

/** A declared route, as the app mounts it and the document lists it. */
export interface ApiRoute extends OpenApiRoute {
  rateLimit?: RateLimitRule
  /** Checks the caller, reads the input by its schemas, and answers. */
  run(c: AppContext): Promise<Response>
}

export function route<
  const Path extends string,
  const A extends Access,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  H extends Record<string, z.ZodType> | undefined = undefined,
>(spec: RouteSpec<Path, A, Q, B, H>): ApiRoute {
  const { handle, rateLimit, ...described } = spec
  const paramNames = [...spec.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const paramSchemas = (spec.params ?? {}) as Partial<Record<string, z.ZodType>>
  return {
    ...(described as OpenApiRoute),
    ...(rateLimit ? { rateLimit, rateLimited: true } : {}),
    async run(c) {
      // The caller first: a guest learns nothing of a route's input rules before signing in.
      const caller = spec.access === 'guest' ? null : await requireUser(c)
      if (caller && spec.access === 'admin') assertAdmin(caller.user)
      const params: Record<string, string> = {}
      for (const name of paramNames)
        params[name] = validate(paramSchemas[name] ?? IdSchema, c.req.param(name)) as string
      const query = spec.query ? validate(spec.query, c.req.query()) : undefined
      const body = spec.body ? await jsonBody(c, spec.body) : undefined
      const headers = spec.headers
        ? Object.fromEntries(
            Object.entries(spec.headers).map(([name, schema]) => {
              const value = c.req.header(name)
              return [name, value === undefined ? undefined : validate(schema, value)]
            }),
          )
        : undefined
      return handle({
        c,
        params,
        query,
        body,
        headers,
        user: caller?.user ?? null,
        sessionId: caller?.sessionId ?? null,
      } as RouteInput<Path, A, Q, B, H>)
    },
  }
}

/**
 * How specific a path is, segment by segment: a literal segment before a parameter, so
 * `/quizzes/public` is never taken for `/quizzes/:id`, whatever the order of the declarations.
 */
function specificity(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('')
}

/** Mounts each route on the app, the most specific paths first. */
export function mountRoutes(app: Hono<AppBindings>, routes: readonly ApiRoute[]) {
  const ordered = [...routes].sort((a, b) => specificity(a.path).localeCompare(specificity(b.path)))
  for (const declared of ordered) {
    const limit = declared.rateLimit
    if (limit) app.on(declared.method.toUpperCase(), declared.path, rateLimited(limit), (c) => declared.run(c))
    else app.on(declared.method.toUpperCase(), declared.path, (c) => declared.run(c))
  }
}
