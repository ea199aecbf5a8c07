import { everyContractFailure } from './mailbox'

/**
 * Every /api/v1 answer of the run that broke the OpenAPI document fails the run, whichever test it
 * was charged to: with two workers a test can be charged another's, and then pass on its retry.
 */
export default async function globalTeardown() {
  const failures = await everyContractFailure()
  if (failures.length > 0) {
    throw new Error(`Answers that break /api/v1/openapi.json:\n${failures.join('\n')}`)
  }
}
