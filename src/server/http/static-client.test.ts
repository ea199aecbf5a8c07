import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { createHarness, type TestHarness } from '#server/testing/harness'

/** The built client as the server hands it out. */
let h: TestHarness
let clientDir: string
beforeAll(async () => {
  h = await createHarness()
  clientDir = mkdtempSync(join(tmpdir(), 'quizdom-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Quizdom</title>')
  writeFileSync(join(clientDir, 'assets', 'index-abc.js'), 'console.log(1)\n//# sourceMappingURL=index-abc.js.map')
  writeFileSync(join(clientDir, 'assets', 'index-abc.js.map'), '{"sourcesContent":["the whole source"]}')
})
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true })
  await h.close()
})

describe('the built client', () => {
  it('serves its scripts', async () => {
    const app = createApp(h.deps, { clientDir })
    expect((await app.request('/assets/index-abc.js')).status).toBe(200)
  })

  it('never serves a source map, even one left in the build', async () => {
    const app = createApp(h.deps, { clientDir })
    for (const path of ['/assets/index-abc.js.map', '/assets/missing.js.map', '/index.html.map']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('the whole source')
    }
  })
})
