/** A local stand-in for an OpenAI-compatible API; resolves to its base URL (…/v1). */
export function startFakeOpenAi(): Promise<string>
