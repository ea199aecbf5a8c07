/** A local stand-in for an OpenAI-compatible API; resolves to its base URL (…/v1). */
export function startFakeOpenAi(): Promise<string>
/** Every chat completion request the fakes received, oldest first. */
export const fakeOpenAiRequests: Array<{ model: string; messages: Array<{ role: string; content: string }> }>
