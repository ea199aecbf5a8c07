import { basename } from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'
import { clientOnlyOf, clientOnlyPassed, recordClientOnlyPassed } from './projects'

/**
 * Records a project's run in which every client-only spec file ran, unfiltered, each of their tests
 * passed (at the first try or the second) and so did the whole run (e2e/support/projects.ts); says
 * which ones a run leaves out because they passed before.
 */
export default class ClientOnlyReporter implements Reporter {
  private complete: Array<{ project: string; tests: TestCase[] }> = []

  onBegin(config: FullConfig, suite: Suite) {
    const isFiltered = config.grepInvert !== null || [config.grep].flat().some((pattern) => pattern.source !== '.*')
    for (const project of suite.suites) {
      const wanted = clientOnlyOf(project.title)
      if (wanted.length === 0) continue
      if (clientOnlyPassed(project.title)) {
        console.log(
          `${project.title}: ${wanted.join(', ')} passed against this same build and code before; not run again.`,
        )
        continue
      }
      const tests = project.allTests().filter((test) => wanted.includes(basename(test.location.file, '.spec.ts')))
      const present = new Set(tests.map((test) => basename(test.location.file, '.spec.ts')))
      if (!isFiltered && wanted.every((name) => present.has(name)))
        this.complete.push({ project: project.title, tests })
    }
  }

  onEnd(result: FullResult) {
    if (result.status !== 'passed') return
    for (const { project, tests } of this.complete) {
      // A listing (--list) runs nothing: its tests have no outcome but skipped.
      if (tests.every((test) => ['expected', 'flaky'].includes(test.outcome()))) recordClientOnlyPassed(project)
    }
  }

  printsToStdio() {
    return false
  }
}
