// ESLint plugin that keeps one file-naming convention and one test placement across the repo:
//   - a module's file is camelCase (quizStorage.ts), a React component's file PascalCase (QuestionEditor.tsx),
//     with an optional dotted role before the extension (ROLES: foo.test.ts, foo.schema.ts, foo.d.ts,
//     vite.config.ts); a test may name the aspect of its module it tests (server.queries.test.ts);
//   - a unit test sits beside the module it tests (foo.test.ts or foo.<aspect>.test.ts beside foo.ts); tests
//     of a whole running program (integration, browser, rules) live under tests/ at the repo's root.
// Written here rather than taken from eslint-plugin-check-file: that plugin matches names against globs but
// cannot ask whether a test's module sits beside it, and for the names alone it would be one more dependency
// for a dozen lines.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MODULE_ROLES, ROOT_OPTION_SCHEMA, rootOption } from './eslintLayers.js';

/** The roles a file name may carry before its extension; eslintLayers.js reads imports by them too. */
export const ROLES = MODULE_ROLES;

/** Extensions of the modules a test may sit beside. */
export const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

/** The folder, at the repo's root, of the tests of a whole running program. */
export const PROGRAM_TESTS_FOLDER = 'tests';

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL_CASE = /^[A-Z][a-zA-Z0-9]*$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** A file's name in parts: "server.queries.test.ts" is { stem: "server", dotted: ["queries", "test"], extension: ".ts" }. */
export function nameParts(file) {
  const base = path.basename(file);
  const extension = path.extname(base);
  const [stem, ...dotted] = base.slice(0, base.length - extension.length).split('.');
  return { stem, dotted, extension };
}

/** Returns why `file`'s name breaks the convention, or null when it keeps it. */
export function fileNameViolation(file) {
  const { stem, dotted, extension } = nameParts(file);
  if (!CAMEL_CASE.test(stem) && !(extension === '.tsx' && PASCAL_CASE.test(stem))) {
    return extension === '.tsx'
      ? `"${stem}" is neither camelCase (a module) nor PascalCase (a React component)`
      : `"${stem}" is not camelCase (only a React component's .tsx file is PascalCase)`;
  }
  if (dotted.length === 0) return null;
  const role = dotted[dotted.length - 1];
  if (!ROLES.includes(role))
    return `".${role}" is not one of the roles ${ROLES.map((r) => `.${r}`).join(', ')}`;
  const aspects = dotted.slice(0, -1);
  if (aspects.length > 0 && role !== 'test')
    return `only a test names an aspect before its role (".${role}")`;
  const badAspect = aspects.find((aspect) => !CAMEL_CASE.test(aspect));
  return badAspect === undefined ? null : `the aspect "${badAspect}" is not camelCase`;
}

/**
 * The modules a unit test may sit beside, without extension, from the most specific:
 * "foo.schema.test.ts" tests "foo.schema" or "foo".
 */
export function testedModuleNames(file) {
  const { stem, dotted } = nameParts(file);
  const aspects = dotted.slice(0, -1);
  return aspects
    .map((_, count) => [stem, ...aspects.slice(0, aspects.length - count)].join('.'))
    .concat(stem);
}

/**
 * Returns why the test `file` is out of place, or null when it is in place (or is not a test): under
 * PROGRAM_TESTS_FOLDER anything goes; elsewhere a module it is named after must sit beside it. `exists` is
 * how the filesystem is asked.
 */
export function testPlacementViolation(file, root, exists = existsSync) {
  if (!TEST_FILE.test(file)) return null;
  const [top] = path.relative(root, file).split(path.sep);
  if (top === PROGRAM_TESTS_FOLDER) return null;
  const folder = path.dirname(file);
  const hasModule = testedModuleNames(file).some((name) =>
    MODULE_EXTENSIONS.some((extension) => exists(path.join(folder, `${name}${extension}`))),
  );
  if (hasModule) return null;
  const { stem } = nameParts(file);
  return `a unit test sits beside the module it tests, and no ${stem}.ts (or .tsx, .js…) is beside it: name it <module>.test.ts or <module>.<aspect>.test.ts, or move a test of a whole running program under ${PROGRAM_TESTS_FOLDER}/`;
}

/** A rule reporting, once per file, the reason `violation(file, root)` gives, after `label`. */
function fileRule(label, description, violation) {
  return {
    meta: {
      type: 'suggestion',
      docs: { description },
      schema: ROOT_OPTION_SCHEMA,
    },
    create(context) {
      const root = rootOption(context);
      return {
        Program(node) {
          const reason = violation(context.filename, root);
          if (reason) context.report({ node, loc: { line: 1, column: 0 }, message: `${label}: ${reason}.` });
        },
      };
    },
  };
}

const namingRule = fileRule(
  'File name',
  'camelCase module files, PascalCase React component files, an optional dotted role.',
  fileNameViolation,
);

const testBesideModuleRule = fileRule(
  'Test placement',
  'A unit test sits beside the module it tests; tests of a whole program live under tests/.',
  testPlacementViolation,
);

export default {
  meta: { name: 'loqi-files' },
  rules: { naming: namingRule, 'test-beside-module': testBesideModuleRule },
};
