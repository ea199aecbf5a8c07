// The part of autocannon's API the load generator uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      amount?: number
      overallRate?: number
      timeout?: number
      requests?: Request[]
    }
    interface Histogram {
      average: number
      mean: number
      p50: number
      p90: number
      p99: number
      max: number
      totalCount: number
    }
    interface Result {
      duration: number
      latency: Histogram
      requests: Histogram
      non2xx: number
      errors: number
      timeouts: number
    }
    interface Instance {
      stop(): void
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void,
      ): void
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance
  export default autocannon
}
