// Types of testSummary.mjs, which stays JavaScript so that npm test can run it without a build.
export const FILE_BUDGET_S: number;
export const SLOWEST_FILES: number;
export const CHECK_LINES: number;

export interface VitestFileResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  message?: string;
  assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
}
export interface TestFile {
  file: string;
  project: string;
  seconds: number;
  startTime: number;
  endTime: number;
  failures: { test: string | null; error: string }[];
}
export function projectOf(file: string): string;
export function filesOfRun(results: { testResults: VitestFileResult[] }, repoRoot: string): TestFile[];
export function slowReason(source: string): string | null;
export function linesInFile(error: string, file: string): string[];
export function summaryLines(run: {
  files: TestFile[];
  steps: { name: string; seconds: number; code?: number; output?: string }[];
  wallSeconds: number;
  readSource: (file: string) => string;
  logs: string[];
}): string[];
export function readResults(file: string): { testResults: VitestFileResult[] };
