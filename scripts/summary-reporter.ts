// Ends every test run with plain lines for CI logs: "tests: N passed, N failed, N skipped", then how long each
// project ran from its first file's start to its last file's end (projects of one group run side by side).
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const span = this.spans.get(name);
    if (!span) this.spans.set(name, { start: Date.now(), end: Date.now() });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (span) span.end = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed++;
        else if (state === "failed") counts.failed++;
        else counts.skipped++;
      }
    }
    const spans = [...this.spans].map(([name, { start, end }]) => `${name} ${((end - start) / 1000).toFixed(1)} s`);
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
    if (spans.length) process.stdout.write(`time by project: ${spans.join(", ")}\n`);
  }
}
