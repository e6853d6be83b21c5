import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  codePathProblems,
  headingAnchors,
  headingSlug,
  linkProblems,
  markdownFiles,
  markdownLinks,
  npmScripts,
  packageFolderOf,
  README_MAX_LINES,
  readmeProblems,
  repoOnDisk,
  scriptProblems,
  type Repo,
} from './docs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A small repository held in memory: its files by path, folders implied by them. */
function fakeRepo(files: Record<string, string>): Repo {
  return {
    kind(relative) {
      if (relative in files) return 'file';
      return Object.keys(files).some((file) => relative === '.' || file.startsWith(`${relative}/`))
        ? 'folder'
        : null;
    },
    read: (relative) => files[relative] ?? '',
  };
}

const guide = `# Guide

## Starting and joining

## The player's phone

## The player's phone

Run \`npm run bench:game -- --players 10\`.
`;

const repo = fakeRepo({
  'package.json': JSON.stringify({ scripts: { start: 'x', test: 'x', lint: 'x', 'bench:game': 'x' } }),
  'docs/guide.md': guide,
  'docs/deploying.md': '# Deploying\n',
  'src/app/router.ts': '',
  'emulators/database/package.json': JSON.stringify({ scripts: { start: 'x', test: 'x' } }),
  'emulators/database/README.md': '',
});

describe('markdownLinks', () => {
  it('finds inline links, images and reference definitions with their lines, even across a line break', () => {
    const text = [
      'See [the guide](docs/guide.md) and ![a logo](public/logo.svg "Logo").',
      'A [link that',
      'wraps](docs/guide.md#starting-and-joining).',
      '',
      '[spec]: ../shared/SPEC.md',
    ].join('\n');
    expect(markdownLinks(text)).toEqual([
      { target: 'docs/guide.md', line: 1 },
      { target: 'public/logo.svg', line: 1 },
      { target: 'docs/guide.md#starting-and-joining', line: 2 },
      { target: '../shared/SPEC.md', line: 5 },
    ]);
  });

  it('reads nothing inside code: fenced blocks and inline spans', () => {
    const text = ['```md', '[not a link](missing.md)', '```', 'Write `[text](missing.md)` for a link.'].join(
      '\n',
    );
    expect(markdownLinks(text)).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it("makes GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered", () => {
    expect([...headingAnchors(guide)]).toEqual([
      'guide',
      'starting-and-joining',
      'the-players-phone',
      'the-players-phone-1',
    ]);
    expect(headingSlug("A game's first steps after `npm start`")).toBe('a-games-first-steps-after-npm-start');
    expect(headingSlug('Uploads: images in quizzes')).toBe('uploads-images-in-quizzes');
  });

  it('takes no heading from a fenced code block', () => {
    expect([...headingAnchors('# Title\n\n```sh\n# a comment\n```\n')]).toEqual(['title']);
  });
});

describe('linkProblems', () => {
  it('passes links that reach a file, a folder or a heading, and links out of the repository by address', () => {
    const text = [
      '[Guide](docs/guide.md), [phone](docs/guide.md#the-players-phone), [app](src/app/),',
      '[the router](src/app/router.ts), [the console](https://console.firebase.google.com), [top](#loqi).',
      '',
      '# Loqi',
    ].join('\n');
    expect(linkProblems('README.md', text, repo)).toEqual([]);
  });

  it('resolves a link from the folder of the file it is written in', () => {
    expect(
      linkProblems('docs/guide.md', '[Deploying](deploying.md#deploying), [app](../src/app/)', repo),
    ).toEqual([]);
  });

  it('fails on a link to a file that does not exist', () => {
    expect(linkProblems('README.md', 'Intro.\n\nSee [the docs](docs/gone.md).', repo)).toEqual([
      'README.md:3: docs/gone.md: docs/gone.md does not exist',
    ]);
  });

  it('fails on a link to a heading the file does not have', () => {
    expect(linkProblems('docs/deploying.md', '[Guide](guide.md#the-host-screen)', repo)).toEqual([
      'docs/deploying.md:1: guide.md#the-host-screen: docs/guide.md has no heading #the-host-screen',
    ]);
  });

  it('fails on a link that leads out of the repository, which a fresh clone does not hold', () => {
    expect(linkProblems('README.md', '[SPEC](../shared/SPEC.md)', repo)).toEqual([
      'README.md:1: ../shared/SPEC.md: leads out of the repository',
    ]);
  });
});

describe('codePathProblems', () => {
  it('names a repository path written in code that does not exist, and passes one that does', () => {
    const text = 'The router (`src/app/router.ts`), the app (`src/app/`) and `src/features/host/host.css`.';
    expect(codePathProblems('docs/guide.md', text, repo)).toEqual([
      'docs/guide.md:1: src/features/host/host.css does not exist',
    ]);
  });

  it('leaves out patterns, placeholders and what a run makes', () => {
    const text =
      '`tests/browser/*OnStack.ts`, `public/audio/{lobby,end}.mp3`, `functions/lib/index.js`, `tests/artifacts/x`';
    expect(codePathProblems('docs/guide.md', text, repo)).toEqual([]);
  });
});

describe('scriptProblems', () => {
  it('finds npm run, npm start and npm test, with a workspace when one is named', () => {
    const text =
      'Run `npm run lint` then `npm --workspace functions run build`; `npm start`, and `npm test`.';
    expect(npmScripts(text).map(({ script, workspace }) => [script, workspace])).toEqual([
      ['lint', null],
      ['build', 'functions'],
      ['start', null],
      ['test', null],
    ]);
  });

  it('passes scripts of the package and patterns that match one', () => {
    expect(scriptProblems('docs/guide.md', guide + '\n`npm run bench:*`, `npm test`.', repo)).toEqual([]);
  });

  it('fails on a script the package does not have, or a pattern that matches none', () => {
    expect(scriptProblems('README.md', '`npm run bench:games` and\n`npm run music:*`', repo)).toEqual([
      'README.md:1: npm script "bench:games" is not in package.json',
      'README.md:2: npm script "music:*" is not in package.json',
    ]);
  });

  it("looks a workspace's README up in its own package", () => {
    expect(packageFolderOf('emulators/database/README.md', repo)).toBe('emulators/database');
    expect(scriptProblems('emulators/database/README.md', '`npm start`, `npm run lint`', repo)).toEqual([
      'emulators/database/README.md:1: npm script "lint" is not in emulators/database/package.json',
    ]);
  });
});

describe('readmeProblems', () => {
  const opening = '# Loqi\n\n```sh\nnpm install && npm start   # the app\nnpm test   # everything\n```\n';

  it(`passes a README of at most ${README_MAX_LINES} lines that opens with the two commands`, () => {
    expect(readmeProblems(opening + 'line\n'.repeat(README_MAX_LINES - 6))).toEqual([]);
  });

  it('fails a longer README, and one whose first lines lack a command', () => {
    expect(readmeProblems(opening + 'line\n'.repeat(README_MAX_LINES))).toEqual([
      `README.md has ${README_MAX_LINES + 6} lines; an index has at most ${README_MAX_LINES}`,
    ]);
    expect(readmeProblems('# Loqi\n\n```sh\nnpm install && npm start\n```\n')).toEqual([
      'README.md\'s first lines do not give "npm test"',
    ]);
  });
});

describe("the repository's docs", () => {
  const disk = repoOnDisk(repoRoot);
  const files = markdownFiles(repoRoot);

  it('include the README and the docs folder', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(5);
  });

  it.each(files)('%s: every relative link reaches a file, folder or heading', (file) => {
    expect(linkProblems(file, disk.read(file), disk)).toEqual([]);
  });

  it.each(files)('%s: every repository path written in code exists', (file) => {
    expect(codePathProblems(file, disk.read(file), disk)).toEqual([]);
  });

  it.each(files)('%s: every npm script it names exists', (file) => {
    expect(scriptProblems(file, disk.read(file), disk)).toEqual([]);
  });

  it(`README.md is an index: at most ${README_MAX_LINES} lines, opening with the two commands`, () => {
    expect(readmeProblems(disk.read('README.md'))).toEqual([]);
  });
});
