/**
 * The words of the REST API's own documentation: the OpenAPI document's title and description,
 * and the interactive page at /api/docs. Read by API clients and developers, in English.
 */
export const API_DOCS_TEXTS = {
  title: 'Quizdom REST API',
  description:
    'The REST adapters under /api/v1, validated with the same schemas as the app. Money is in rupees; ' +
    'a signed-in call carries the session cookie that POST /api/v1/users/login sets. Every refusal is ' +
    '{ success: false, message }.',
  pageTitle: 'Quizdom REST API documentation',
  noScript: 'The API documentation needs JavaScript. The document itself is at /api/v1/openapi.json.',
  /** What each status of an answer means, in the document. */
  statuses: {
    200: 'OK',
    201: 'Created',
    400: 'Bad input, in words',
    401: 'Not signed in',
    402: 'Payment required',
    403: 'Not allowed (or a cross-site write)',
    404: 'Not found',
    409: 'Conflict',
    412: 'Not configured on this server',
    413: 'Body too large',
    422: 'Refused by the rules',
    429: 'Too many requests; Retry-After says when to come back',
    500: 'Something went wrong; the request id says which request',
    502: 'The AI service failed',
    503: 'Busy (or, from /ready, not ready); Retry-After says when to come back',
    504: 'The AI service timed out',
  } as Record<number, string>,
  retryAfter: 'Seconds to wait',
} as const
