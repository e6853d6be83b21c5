// Types of eslintFiles.js, which stays JavaScript so that eslint.config.js can load it without a build.
import type { ESLint } from 'eslint';

export const ROLES: string[];
export const MODULE_EXTENSIONS: string[];
export const PROGRAM_TESTS_FOLDER: string;
export const STYLESHEET_EXTENSION: string;
export const STYLESHEET_INDEX: string;
export function nameParts(file: string): { stem: string; dotted: string[]; extension: string };
export function fileNameViolation(file: string): string | null;
export function testedModuleNames(file: string): string[];
export function testPlacementViolation(
  file: string,
  root: string,
  exists?: (file: string) => boolean,
): string | null;
export function stylesheetImports(text: string): string[];
export function stylesheetPlacementViolation(
  file: string,
  root: string,
  importersOf?: (file: string, folder: string, root: string) => string[],
): string | null;
export const STYLESHEET_LANGUAGE: NonNullable<ESLint.Plugin['languages']>[string];
declare const plugin: ESLint.Plugin;
export default plugin;
