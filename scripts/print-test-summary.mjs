// Prints vitest's totals as one plain line, "Tests: N passed, N failed", which CI reads as the run's result.
import { readFileSync } from 'node:fs';

const [resultsFile] = process.argv.slice(2);
const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
const failed = results.numFailedTests;
process.stdout.write(`Tests: ${results.numPassedTests} passed, ${failed} failed\n`);
