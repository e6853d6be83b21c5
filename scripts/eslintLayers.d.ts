// Types of eslintLayers.js, which stays JavaScript so that eslint.config.js can load it without a build.
import type { ESLint } from 'eslint';

export const DOMAIN_PACKAGES: string[];
export function areaOf(file: string, root: string): string | null;
export function importViolation(importer: string, specifier: string, root: string): string | null;
export const PLAYER_MODULES: string[];
export const NOT_PLAYER_MODULES: Record<string, string>;
export const PLAYER_FORBIDDEN_PACKAGES: Record<string, string>;
export const MODULE_ROLES: string[];
export function moduleName(file: string, root: string): string | null;
export function isPlayerModule(file: string, root: string): boolean;
export function playerImportViolation(importer: string, specifier: string, root: string): string | null;
export function featureCycleViolation(
  importer: string,
  specifier: string,
  root: string,
  featureGraphOf?: (root: string) => Map<string, string[]>,
): string | null;
export const ROOT_OPTION_SCHEMA: unknown[];
export function rootOption(context: { options: unknown[]; cwd: string }): string;
declare const plugin: ESLint.Plugin;
export default plugin;
