// The docs' checks, run on the repository by scripts/docs.test.ts: every relative link in a Markdown file
// reaches a file or folder of the repository (and, with `#anchor`, a heading of the Markdown file it
// names), every repository path written in code names something that exists, every `npm run <script>`
// names a script of its package, and the README stays an index. Docs that name what was moved or
// renamed then fail the tests instead of misleading a reader.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The README is an index: the two commands, what Loqi is, a map of the code and links. */
export const README_MAX_LINES = 150;

/** What the checks ask of the repository; paths are relative to its root, with `/`. */
export interface Repo {
  /** 'file', 'folder', or null when nothing is there. */
  kind(relative: string): 'file' | 'folder' | null;
  /** The text of a file that exists. */
  read(relative: string): string;
}

/** A link of a Markdown text: its target as written and the line (from 1) it starts on. */
export interface Link {
  target: string;
  line: number;
}

/** For each line of a Markdown text, whether it belongs to a fenced code block (its fences included). */
export function fencedLines(text: string): boolean[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null) {
      if (marker) fence = marker;
      return marker !== undefined;
    }
    if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    return true;
  });
}

/**
 * The text with fenced code blocks and inline code spans blanked (their characters become spaces, line
 * breaks stay), so that what is code is never read as a link and offsets keep their lines.
 */
export function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  const fenced = fencedLines(text);
  const lines = text.split('\n').map((line, index) => (fenced[index] ? blank(line) : line));
  return lines.join('\n').replace(/(`+)(?:(?!\1)[^\n]|\n(?!\n))*?\1/g, blank);
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Every inline link, image and reference definition of a Markdown text, outside code. */
export function markdownLinks(text: string): Link[] {
  const prose = withoutCode(text);
  const links: Link[] = [];
  for (const match of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: match[1] ?? '', line: lineAt(prose, match.index) });
  }
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ target: match[1] ?? '', line: lineAt(prose, match.index) });
  }
  return links;
}

/** True for a link that leaves the repository by its scheme (`https:`, `mailto:`) or host (`//…`). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (`#` to `######`), a repeated one numbered `-1`, `-2`… */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const fenced = fencedLines(text);
  text.split('\n').forEach((line, index) => {
    if (fenced[index]) return;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) return;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

/** Where `target`, written in the file `file`, leads inside the repository; null when it leaves it. */
function resolveTarget(file: string, target: string): string | null {
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
  if (resolved === '..' || resolved.startsWith('../') || path.posix.isAbsolute(resolved)) return null;
  return resolved.replace(/\/$/, '') || '.';
}

/** Why each relative link of the Markdown file `file` (its text `text`) is broken: "file:line: reason". */
export function linkProblems(file: string, text: string, repo: Repo): string[] {
  const problems: string[] = [];
  for (const { target, line } of markdownLinks(text)) {
    if (isExternal(target)) continue;
    const at = `${file}:${line}: ${target}`;
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent((hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
    const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved = pathPart === '' ? file : resolveTarget(file, pathPart);
    if (resolved === null) {
      problems.push(`${at}: leads out of the repository`);
      continue;
    }
    const kind = pathPart === '' ? 'file' : repo.kind(resolved);
    if (kind === null) {
      problems.push(`${at}: ${resolved} does not exist`);
      continue;
    }
    const headings = () => headingAnchors(pathPart === '' ? text : repo.read(resolved));
    if (anchor && kind === 'file' && resolved.endsWith('.md') && !headings().has(anchor)) {
      problems.push(`${at}: ${resolved} has no heading #${anchor}`);
    }
  }
  return problems;
}

/** The repository's top folders whose paths the docs write in code, such as `src/domain/game/game.ts`. */
const REPO_FOLDERS = ['src', 'functions', 'emulators', 'stack', 'scripts', 'tests', 'public', 'docs', '.ci'];
/** Paths that a build or a run makes, which a fresh clone does not hold. */
const MADE_PATHS = ['functions/lib', 'tests/artifacts'];

/**
 * The repository paths written in inline code in a Markdown text (`src/features/host/hostFlow.ts`,
 * `stack/liveGame/`), leaving out patterns and placeholders (`*`, `{…}`, `<…>`) and what runs make.
 */
export function codePaths(text: string): Link[] {
  const paths: Link[] = [];
  const folders = REPO_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|');
  // Not a link's text (the link is checked, from its own folder), as in [`src/`](functions/src/).
  const pathInCode = new RegExp(`(?<!\\[)\`((?:${folders})/[^\`\\s]*)\`(?!\\]\\()`, 'g');
  for (const match of text.matchAll(pathInCode)) {
    const written = (match[1] ?? '').replace(/[.,:;]$/, '');
    if (/[*{}<>$]/.test(written) || MADE_PATHS.some((made) => written.startsWith(`${made}/`))) continue;
    // A path ends in a folder's slash, names a file with an extension, or goes deeper than two names:
    // `functions/internal` is an error code, not a path.
    const names = written.replace(/\/$/, '').split('/');
    if (!written.endsWith('/') && !names.at(-1)?.includes('.') && names.length < 3) continue;
    paths.push({ target: written, line: lineAt(text, match.index) });
  }
  return paths;
}

/** Why each repository path written in code in `file` is stale: "file:line: path does not exist". */
export function codePathProblems(file: string, text: string, repo: Repo): string[] {
  return codePaths(text)
    .filter(({ target }) => repo.kind(target.replace(/\/$/, '')) === null)
    .map(({ target, line }) => `${file}:${line}: ${target} does not exist`);
}

/** A script a Markdown text runs: its name (maybe a pattern such as `bench:*`), its workspace if named. */
export interface ScriptUse {
  script: string;
  workspace: string | null;
  line: number;
}

/** Every `npm run <script>` (also `npm --workspace <name> run`), `npm start` and `npm test` in a text. */
export function npmScripts(text: string): ScriptUse[] {
  const uses: ScriptUse[] = [];
  const run = /\bnpm\s+(?:(?:--workspace|-w)[\s=]([\w@/.-]+)\s+)?run\s+([\w:.*-]+)/g;
  for (const match of text.matchAll(run)) {
    uses.push({
      script: (match[2] ?? '').replace(/[.:]$/, ''),
      workspace: match[1] ?? null,
      line: lineAt(text, match.index),
    });
  }
  for (const match of text.matchAll(/\bnpm\s+(start|test)\b/g)) {
    uses.push({ script: match[1] ?? '', workspace: null, line: lineAt(text, match.index) });
  }
  return uses;
}

/** The folder of the package.json nearest above `file`: the package whose scripts its commands run. */
export function packageFolderOf(file: string, repo: Repo): string {
  let folder = path.posix.dirname(file);
  while (folder !== '.' && repo.kind(`${folder}/package.json`) !== 'file')
    folder = path.posix.dirname(folder);
  return folder;
}

function scriptsOf(folder: string, repo: Repo): string[] | null {
  const manifest = folder === '.' ? 'package.json' : `${folder}/package.json`;
  if (repo.kind(manifest) !== 'file') return null;
  const { scripts } = JSON.parse(repo.read(manifest)) as { scripts?: Record<string, string> };
  return Object.keys(scripts ?? {});
}

/**
 * Why each npm script a Markdown file runs does not exist: looked up in the workspace it names, else in
 * the package the file belongs to (the nearest package.json above it). A pattern must match a script.
 */
export function scriptProblems(file: string, text: string, repo: Repo): string[] {
  const problems: string[] = [];
  for (const { script, workspace, line } of npmScripts(text)) {
    const folder = workspace ?? packageFolderOf(file, repo);
    const scripts = scriptsOf(folder, repo);
    const where = folder === '.' ? 'package.json' : `${folder}/package.json`;
    if (scripts === null) {
      problems.push(`${file}:${line}: npm script "${script}": ${where} does not exist`);
      continue;
    }
    const pattern = new RegExp(`^${script.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.+')}$`);
    if (!scripts.some((name) => pattern.test(name))) {
      problems.push(`${file}:${line}: npm script "${script}" is not in ${where}`);
    }
  }
  return problems;
}

/** The commands a newcomer runs on a fresh clone, which the README's first lines give. */
export const FIRST_COMMANDS = ['npm install && npm start', 'npm test'];

/** Why the README is no index: longer than README_MAX_LINES, or not opening with FIRST_COMMANDS. */
export function readmeProblems(text: string): string[] {
  const lines = text.replace(/\n$/, '').split('\n');
  const problems: string[] = [];
  if (lines.length > README_MAX_LINES) {
    problems.push(`README.md has ${lines.length} lines; an index has at most ${README_MAX_LINES}`);
  }
  const opening = lines.slice(0, 8);
  for (const command of FIRST_COMMANDS) {
    if (!opening.some((line) => line.trimStart().startsWith(command))) {
      problems.push(`README.md's first lines do not give "${command}"`);
    }
  }
  return problems;
}

/** The repository on disk at `root`. */
export function repoOnDisk(root: string): Repo {
  return {
    kind(relative) {
      try {
        return statSync(path.join(root, relative)).isDirectory() ? 'folder' : 'file';
      } catch {
        return null;
      }
    },
    read: (relative) => readFileSync(path.join(root, relative), 'utf8'),
  };
}

/** The Markdown files of the repository at `root`: tracked ones, and new ones git does not ignore. */
export function markdownFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const kinds = repoOnDisk(root);
  return [...new Set(listed.split('\n').filter((file) => file !== '' && kinds.kind(file) === 'file'))].sort();
}
