// ESLint plugin that keeps Loqi's imports flowing one way:
//   app → features → common, firebase → domain
// and keeps the domain core free of React, Firebase and any other platform code, so that both the
// SPA and the Cloud Functions can import it.
//
// Written here rather than taken from eslint-plugin-import-x / eslint-plugin-boundaries because both
// need unrs-resolver, whose platform bindings the registry reachable from our machines does not carry.
import path from 'node:path';

/** Packages the domain core may import: pure libraries only. */
export const DOMAIN_PACKAGES = ['zod'];

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

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow app → features → common, firebase → domain.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const reason = importViolation(context.filename, node.source.value, root);
      if (reason) context.report({ node: node.source, message: `Import "${node.source.value}": ${reason}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'loqi-layers' }, rules: { imports: importsRule } };
