// ESLint plugin that keeps Loqi's imports flowing one way:
//   app → features → common, firebase → domain
// and keeps the domain core free of React, Firebase and any other platform code, so that both the
// SPA and the Cloud Functions can import it. A second rule keeps what the player's phone loads for /join
// free of the signed-in app: see PLAYER_MODULES. A third keeps the features free of cycles: a feature
// may import another only when that one does not import it back, directly or through others.
//
// Written here rather than taken from eslint-plugin-import-x / eslint-plugin-boundaries because both
// need unrs-resolver, whose platform bindings the registry reachable from our machines does not carry.
import path from 'node:path';
import { currentFeatureGraph, featureOf, pathBetween } from './importGraph.js';

/** Packages the domain core may import: pure libraries only (unhomoglyph: Unicode's confusables). */
export const DOMAIN_PACKAGES = ['zod', 'unhomoglyph'];

/**
 * Which area of the repo a file belongs to: "domain", "common", "firebase", "app", "feature:<name>",
 * "functions", "src" (other top-level files of src, e.g. main.tsx) or null outside the checked folders.
 */
export function areaOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'functions' && rel[1] === 'src') return 'functions';
  if (rel[0] !== 'src') return null;
  // A file directly in src (main.tsx) has an extension; an import of a folder such as "@/domain" does not.
  if (rel.length === 2 && path.extname(rel[1]) !== '') return 'src';
  if (rel[1] === 'features') return `feature:${rel[2]}`;
  return rel[1];
}

/** Resolves an import specifier to an absolute path, or null for a package import. */
function resolveSpecifier(specifier, importer, root) {
  if (specifier.startsWith('@/')) return path.join(root, 'src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** Returns why `importer` may not import `specifier`, or null when it may. */
export function importViolation(importer, specifier, root) {
  const from = areaOf(importer, root);
  if (from === null) return null;
  const target = resolveSpecifier(specifier, importer, root);

  if (target === null) {
    const pkg = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    const isTest = /\.test\.tsx?$/.test(importer);
    if (from === 'domain' && !isTest && !DOMAIN_PACKAGES.includes(pkg)) {
      return `the domain core is pure TypeScript: it may import only ${DOMAIN_PACKAGES.join(', ')}, not "${pkg}"`;
    }
    return null;
  }

  const to = areaOf(target, root);
  if (to === from || to === null) return null;
  if (to === 'domain') return null;
  if (from === 'functions') return 'the functions may import only their own code and the domain core';
  if (from === 'domain') return 'the domain core may not import from the rest of the app';
  if (from === 'common' || from === 'firebase') return `${from}/ may import only the domain core`;
  if (from.startsWith('feature:')) {
    if (to === 'common' || to === 'firebase') return null;
    if (to.startsWith('feature:')) {
      const featureRoot = path.join(root, 'src', 'features', to.slice('feature:'.length));
      const isPublicEntry = target === featureRoot || target === path.join(featureRoot, 'index');
      return isPublicEntry
        ? null
        : `import another feature only through its index ("@/features/${to.slice(8)}")`;
    }
    return `features may not import from ${to === 'src' ? 'the app entry' : `${to}/`}`;
  }
  return null;
}

/**
 * The modules the player's phone loads for /join, a page of its own (join.html): its entry
 * (src/playerMain), the player's frame with its footer, the play feature, common/, firebase/ and the domain
 * core, each as a path from the repo root without its extension ("*" is one path segment, "**" any number).
 * They may import statically only one another and packages the player may load; `npm run bench:bundle`
 * measures the result. What they import with import() is a chunk of its own, loaded when called.
 */
export const PLAYER_MODULES = [
  'src/playerMain',
  'src/app/mountPage',
  'src/app/hostRedirect',
  'src/app/preloadRecovery',
  'src/app/PlayerLayout',
  'src/app/SiteFooter',
  'src/features/play/**',
  'src/common/**',
  'src/firebase/**',
  'src/domain/**',
];

/** Modules under PLAYER_MODULES that the player's phone must not load, each with its reason. */
export const NOT_PLAYER_MODULES = {
  'src/common/components/StatusScreen': "it leads home through the router's Link",
  'src/domain/validation/**': 'it builds zod schemas (the phone validates no quiz)',
  'src/domain/**/*.schema': 'it builds zod schemas (the phone validates no quiz)',
  'src/domain/quizFiles/**': 'it checks imported quiz files with zod (the phone imports none)',
  'src/domain/fixtures/**': 'test data',
  'src/domain/common/comparableText':
    "it loads Unicode's confusables (about 100 KB); only the server compares names",
  'src/domain/game/playerNameKeys':
    "it loads Unicode's confusables (about 100 KB); only the server claims names",
};

const ONE_SCREEN =
  "the player's page is one screen without a router: its links load the app as a new document";

/** Packages the player's phone never loads, with the reason. */
export const PLAYER_FORBIDDEN_PACKAGES = {
  'firebase/auth': 'players have no account',
  howler: 'the music plays on the host screen only',
  'react-youtube': 'videos play on the host screen only',
  zod: 'the phone validates no quiz',
  unhomoglyph: 'only the server compares names (about 100 KB of confusables)',
  'react-router': ONE_SCREEN,
  'react-router-dom': ONE_SCREEN,
};

const globRegExp = (glob) =>
  new RegExp(
    `^${glob
      .split('/')
      .map((segment) =>
        segment === '**' ? '.*' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'),
      )
      .join('/')}$`,
  );
const playerModuleRegExps = PLAYER_MODULES.map(globRegExp);
const notPlayerModuleRegExps = Object.entries(NOT_PLAYER_MODULES).map(([glob, reason]) => [
  globRegExp(glob),
  reason,
]);

const SCRIPT_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/**
 * A source file or import target as PLAYER_MODULES names it: from the repo root, without its extension, a
 * folder import ("@/domain", "@/features/play") as its index; null for a file that is not a script (CSS,
 * images), which loads no code.
 */
export function moduleName(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const scriptExtension = SCRIPT_EXTENSION.exec(rel)?.[0] ?? '';
  const name = rel.slice(0, rel.length - scriptExtension.length);
  // An import names a module without its extension, and "arrange.schema" is a module with a role, not an asset.
  const extension = path.extname(name);
  if (!scriptExtension && extension && !MODULE_ROLES.includes(extension.slice(1))) return null;
  return !scriptExtension && FOLDER_IMPORT.test(name) ? `${name}/index` : name;
}

/** The dotted roles of a module's file name (eslintFiles.js), which an import keeps: "./arrange.schema". */
export const MODULE_ROLES = ['test', 'schema', 'd', 'config'];

/**
 * The folders imported as a folder, through their index: "@/domain", "@/features/play", "@/domain/validation",
 * "./questionKinds". A module's own path has no folder of the same name.
 */
const FOLDER_IMPORT = /^src\/(?:[^/]+|features\/[^/]+|domain\/validation|domain\/quiz\/questionKinds)$/;

/** Why `name` (a moduleName) is kept off the player's phone, or null when it is one of the player's modules. */
function notPlayerModule(name) {
  const excluded = notPlayerModuleRegExps.find(([pattern]) => pattern.test(name));
  if (excluded) return excluded[1];
  return playerModuleRegExps.some((pattern) => pattern.test(name)) ? null : 'not among PLAYER_MODULES';
}

/** Whether the player's phone loads `file`: one of PLAYER_MODULES, and not a test. */
export function isPlayerModule(file, root) {
  const name = moduleName(file, root);
  return name !== null && !/\.test$/.test(name) && notPlayerModule(name) === null;
}

/**
 * Returns why `importer`, a module the player's phone loads, may not import `specifier` statically, or
 * null when it may (and for any other importer).
 */
export function playerImportViolation(importer, specifier, root) {
  if (!isPlayerModule(importer, root)) return null;
  const target = resolveSpecifier(specifier, importer, root);
  if (target === null) {
    const forbidden = Object.keys(PLAYER_FORBIDDEN_PACKAGES).find(
      (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
    );
    return forbidden
      ? `the player's phone (/join) loads this file but must not load ${forbidden}: ${PLAYER_FORBIDDEN_PACKAGES[forbidden]}`
      : null;
  }
  const name = moduleName(target, root);
  if (name === null) return null;
  const reason = notPlayerModule(name);
  return reason
    ? `the player's phone (/join) loads this file but must not load ${name}: ${reason} (see PLAYER_MODULES in scripts/eslintLayers.js)`
    : null;
}

/**
 * Returns why `importer`, a module of one feature, may not import `specifier`, a module of another: the
 * other feature imports the importer's back, directly or through others, in the feature graph
 * `featureGraphOf(root)` gives (each feature → the features it imports), asked only for an import that
 * crosses features. Null when it may. Every import counts, `import type` and import() too: a cycle of
 * features is one of their structure, whatever loads when.
 */
export function featureCycleViolation(importer, specifier, root, featureGraphOf = currentFeatureGraph) {
  const from = featureOf(importer, root);
  if (from === null) return null;
  const target = resolveSpecifier(specifier, importer, root);
  const to = target === null ? null : featureOf(target, root);
  if (to === null || to === from) return null;
  const back = pathBetween(featureGraphOf(root), to, from);
  return back
    ? `${back.join(' → ')} already, so ${from} → ${to} would make the features a cycle (move what both need into a feature of its own)`
    : null;
}

/** An import that brings no code: `import type`, `export type`. */
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

/** The option of every rule of the repo's ESLint plugins: `root`, the repo's root (ESLint's cwd by default). */
export const ROOT_OPTION_SCHEMA = [
  { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
];
export const rootOption = (context) => context.options[0]?.root ?? context.cwd;

/**
 * A rule reporting every import for which `violation(importer, specifier, root)` gives a reason; with
 * `dynamic`, import() too, and with `codeOnly`, only imports that bring code (not `import type`).
 */
function importRule(description, violation, { dynamic, codeOnly }) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: ROOT_OPTION_SCHEMA,
    },
    create(context) {
      const root = rootOption(context);
      const check = (node) => {
        if (!node.source || typeof node.source.value !== 'string' || (codeOnly && isTypeOnly(node))) return;
        const reason = violation(context.filename, node.source.value, root);
        if (reason)
          context.report({ node: node.source, message: `Import "${node.source.value}": ${reason}.` });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ...(dynamic ? { ImportExpression: check } : {}),
      };
    },
  };
}

const importsRule = importRule('Imports flow app → features → common, firebase → domain.', importViolation, {
  dynamic: true,
  codeOnly: false,
});

// Dynamic imports are chunks of their own, loaded when called: the player-imports rule leaves them alone.
const playerImportsRule = importRule(
  "What the player's phone loads for /join imports nothing of the signed-in app.",
  playerImportViolation,
  { dynamic: false, codeOnly: true },
);

// The feature graph is read from the files on disk (importGraph.js), only for an import that crosses features.
const featureCyclesRule = importRule(
  'A feature imports another only when that one does not import it back, directly or through others.',
  featureCycleViolation,
  { dynamic: true, codeOnly: false },
);

export default {
  meta: { name: 'loqi-layers' },
  rules: { imports: importsRule, 'player-imports': playerImportsRule, 'feature-cycles': featureCyclesRule },
};
