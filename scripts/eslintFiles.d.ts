// Types of eslintFiles.js, which stays JavaScript so that eslint.config.js can load it without a build.
import type { ESLint } from 'eslint';

export const ROLES: string[];
export const MODULE_EXTENSIONS: string[];
export const PROGRAM_TESTS_FOLDER: string;
export function nameParts(file: string): { stem: string; dotted: string[]; extension: string };
export function fileNameViolation(file: string): string | null;
export function testedModuleNames(file: string): string[];
export function testPlacementViolation(
  file: string,
  root: string,
  exists?: (file: string) => boolean,
): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
