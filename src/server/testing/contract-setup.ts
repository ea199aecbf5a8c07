import { afterAll, expect } from 'vitest'
import { takeContractFailures } from './contract-failures'

/**
 * Each test file ends by failing when an answer it saw broke the OpenAPI document (contract.ts),
 * with every such answer's method, path, status and Ajv's error.
 */
afterAll(() => {
  expect(takeContractFailures(), 'answers that break /api/v1/openapi.json').toEqual([])
})
