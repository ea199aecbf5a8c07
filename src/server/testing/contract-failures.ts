/**
 * The answers seen so far that broke the OpenAPI document (contract.ts records them). Apart from
 * contract.ts so the setup file that reads it loads nothing of the server's into every test file.
 */
const failures: string[] = []

export function recordContractFailure(failure: string): void {
  failures.push(failure)
}

/** Emptied as they are read. */
export function takeContractFailures(): string[] {
  return failures.splice(0)
}
