// Types of eslint-layers.js, which stays JavaScript so that eslint.config.js can load it without a build.
import type { ESLint } from 'eslint';

export const DOMAIN_PACKAGES: string[];
export function areaOf(file: string, root: string): string | null;
export function importViolation(importer: string, specifier: string, root: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
