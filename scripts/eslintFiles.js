// ESLint plugin that keeps one file-naming convention and one test placement across the repo:
//   - a module's file is camelCase (quizStorage.ts), a React component's file PascalCase (QuestionEditor.tsx),
//     with an optional dotted role before the extension (ROLES: foo.test.ts, foo.schema.ts, foo.d.ts,
//     vite.config.ts); a test may name the aspect of its module it tests (server.queries.test.ts);
//   - a unit test sits beside the module it tests (foo.test.ts or foo.<aspect>.test.ts beside foo.ts); tests
//     of a whole running program (integration, browser, rules) live under tests/ at the repo's root;
//   - a stylesheet's file is camelCase without a role (pacing.css), and sits beside what imports it: a
//     component of its folder (Pacing.tsx imports './pacing.css') or its folder's index.css (@import), which
//     is the one stylesheet imported from elsewhere (src/main.tsx imports '@/common/styles/index.css').
//     ESLint reads stylesheets through STYLESHEET_LANGUAGE, which gives the rules the file and nothing more.
// Written here rather than taken from eslint-plugin-check-file: that plugin matches names against globs but
// cannot ask whether a test's module sits beside it, and for the names alone it would be one more dependency
// for a dozen lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_ROLES, ROOT_OPTION_SCHEMA, rootOption } from './eslintLayers.js';
import { fileImports } from './importGraph.js';

/** The roles a file name may carry before its extension; eslintLayers.js reads imports by them too. */
export const ROLES = MODULE_ROLES;

/** Extensions of the modules a test may sit beside. */
export const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

/** The folder, at the repo's root, of the tests of a whole running program. */
export const PROGRAM_TESTS_FOLDER = 'tests';

/** The extension of a stylesheet. */
export const STYLESHEET_EXTENSION = '.css';

/** The stylesheet that is its folder's entry, the one a module of another folder may import. */
export const STYLESHEET_INDEX = 'index.css';

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
  if (extension === STYLESHEET_EXTENSION)
    return `a stylesheet's name has no dotted part (".${dotted.join('.')}")`;
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

/** The stylesheets `text` (a stylesheet) imports with @import, as written: "./base.css", url("./forms.css"). */
export function stylesheetImports(text) {
  const imports = [];
  for (const match of text.matchAll(/@import\s+(?:url\(\s*)?(['"])([^'"]+)\1/g)) imports.push(match[2]);
  return imports;
}

const SCRIPT_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The files of `folder` that import the stylesheet `file` (a production module's import, or a stylesheet's
 * @import), read from disk; tests do not count.
 */
function importersBeside(file, folder, root) {
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const namesFile = (specifier) => {
    const bare = specifier.split('?')[0];
    if (bare.startsWith('@/')) return path.join(root, 'src', bare.slice(2)) === file;
    return bare.startsWith('.') && path.resolve(folder, bare) === file;
  };
  return names.filter((name) => {
    const importer = path.join(folder, name);
    if (importer === file) return false;
    if (name.endsWith(STYLESHEET_EXTENSION))
      return stylesheetImports(readFileSync(importer, 'utf8')).some(namesFile);
    if (!SCRIPT_FILE.test(name) || TEST_FILE.test(name) || name.endsWith('.d.ts')) return false;
    return fileImports(importer).some((entry) => namesFile(entry.specifier));
  });
}

/**
 * Returns why the stylesheet `file` is out of place, or null when it is in place (or is not a stylesheet): a
 * module or stylesheet of its own folder imports it, or it is its folder's index.css. `importersOf(file,
 * folder, root)` lists the files of `folder` that import it (read from disk by default).
 */
export function stylesheetPlacementViolation(file, root, importersOf = importersBeside) {
  if (path.extname(file) !== STYLESHEET_EXTENSION) return null;
  if (path.basename(file) === STYLESHEET_INDEX) return null;
  if (importersOf(file, path.dirname(file), root).length > 0) return null;
  return `no module or stylesheet beside it imports it: a stylesheet sits beside the component that imports it (Pacing.tsx and its pacing.css), or its folder's ${STYLESHEET_INDEX} imports it (@import)`;
}

/**
 * How ESLint reads a stylesheet for the rules of this plugin: its text, as one node (type "Stylesheet") for
 * the whole file. The rules here need the file, not its rules and declarations, so it parses nothing (and so
 * honours no eslint-disable comment).
 */
export const STYLESHEET_LANGUAGE = {
  fileType: 'text',
  lineStart: 1,
  columnStart: 0,
  nodeTypeKey: 'type',
  visitorKeys: { Stylesheet: [] },
  validateLanguageOptions() {},
  parse(file) {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    const lines = text.split(/\r?\n/);
    const end = { line: lines.length, column: lines[lines.length - 1].length };
    return {
      ok: true,
      ast: { type: 'Stylesheet', range: [0, text.length], loc: { start: { line: 1, column: 0 }, end } },
    };
  },
  createSourceCode(file, { ast }) {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    return {
      text,
      ast,
      lines: text.split(/\r?\n/),
      visitorKeys: STYLESHEET_LANGUAGE.visitorKeys,
      getLoc: (node) => node.loc,
      getRange: (node) => node.range,
      traverse: () => [
        { kind: 1, target: ast, phase: 1, args: [ast] },
        { kind: 1, target: ast, phase: 2, args: [ast] },
      ],
    };
  },
};

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
      const check = (node) => {
        const reason = violation(context.filename, root);
        if (reason) context.report({ node, loc: { line: 1, column: 0 }, message: `${label}: ${reason}.` });
      };
      // A script's root node, and a stylesheet's (STYLESHEET_LANGUAGE).
      return { Program: check, Stylesheet: check };
    },
  };
}

const namingRule = fileRule(
  'File name',
  'camelCase module files and stylesheets, PascalCase React component files, an optional dotted role.',
  fileNameViolation,
);

const testBesideModuleRule = fileRule(
  'Test placement',
  'A unit test sits beside the module it tests; tests of a whole program live under tests/.',
  testPlacementViolation,
);

const stylesheetBesideImporterRule = fileRule(
  'Stylesheet placement',
  "A stylesheet sits beside the component that imports it, or its folder's index.css imports it.",
  stylesheetPlacementViolation,
);

export default {
  meta: { name: 'loqi-files' },
  languages: { stylesheet: STYLESHEET_LANGUAGE },
  rules: {
    naming: namingRule,
    'test-beside-module': testBesideModuleRule,
    'stylesheet-beside-importer': stylesheetBesideImporterRule,
  },
};
