// Writes each Jest run's totals to $JEST_RESULTS_DIR/<name>.json so .ci/run can print one plain
// "tests: N passed, N failed" line for the whole monorepo (CI does not read Jest's summary).
// Only when .ci/run asks for it: a single test file run by hand must not overwrite a workspace's totals.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig, options) {
    this.name = (options && options.name) || 'jest';
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const summary = {
      name: this.name,
      passed: results.numPassedTests,
      // A suite that fails to run (a syntax error, a failing beforeAll) counts as a failure.
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `${this.name}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
