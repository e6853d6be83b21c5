// Types of testMachine.mjs, which stays JavaScript so that npm test can run it before any build.
export const CHROMIUM_PATH: string;
export function missingOnMachine(isExecutable: (file: string) => boolean): string | null;
export const UNIT_PROJECTS: string[];
export const STACK_PROJECTS: string[];
