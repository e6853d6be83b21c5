import { describe, expect, it } from 'vitest';
import { cycleReport, formatCycleReport } from './importCycles';
import { tempRepo } from './test/tempRepo';

describe('cycleReport', () => {
  const repo = tempRepo({
    // A static cycle of code, in the domain.
    'src/domain/a.ts': "import { b } from './b';\nexport const a = b;",
    'src/domain/b.ts': "import { a } from '@/domain/a';\nexport const b = () => a;",
    // A cycle of types only, in the functions.
    'functions/src/x.ts': "import type { Y } from './y';\nexport type X = Y[];",
    'functions/src/y.ts': "import type { X } from './x';\nexport type Y = X | 1;",
    // Two features that import each other, one of them with import().
    'src/features/editor/index.ts': "export const open = () => import('@/features/library');",
    'src/features/library/index.ts': "import { open } from '@/features/editor';\nexport const go = open;",
    'src/features/home/index.ts': "import { go } from '@/features/library';\nexport const home = go;",
  });

  it('counts the module cycles of each kind of import, and the feature cycles', () => {
    expect(cycleReport(repo)).toEqual({
      moduleCycles: {
        all: [
          ['functions/src/x.ts', 'functions/src/y.ts'],
          ['src/domain/a.ts', 'src/domain/b.ts'],
          ['src/features/editor/index.ts', 'src/features/library/index.ts'],
        ],
        code: [
          ['src/domain/a.ts', 'src/domain/b.ts'],
          ['src/features/editor/index.ts', 'src/features/library/index.ts'],
        ],
        staticCode: [['src/domain/a.ts', 'src/domain/b.ts']],
      },
      featureCycles: [['editor', 'library']],
    });
  });

  it('prints the counts, and the members with --list', () => {
    const report = cycleReport(repo);
    expect(formatCycleReport(report, false).split('\n')).toEqual([
      'Module cycles, every import: 3 cycles (largest: 2)',
      'Module cycles, imports that bring code: 2 cycles (largest: 2)',
      'Module cycles, static imports that bring code: 1 cycles (largest: 2)',
      'Feature cycles: 1 cycles (largest: 2)',
    ]);
    expect(formatCycleReport(report, true)).toContain(
      'Feature cycles: 1 cycles (largest: 2)\n  - editor, library',
    );
  });

  it('counts none in a repo without cycles', () => {
    const report = cycleReport(tempRepo({ 'src/domain/a.ts': "import './b';", 'src/domain/b.ts': '' }));
    expect(formatCycleReport(report, true).split('\n')).toEqual([
      'Module cycles, every import: 0 cycles',
      'Module cycles, imports that bring code: 0 cycles',
      'Module cycles, static imports that bring code: 0 cycles',
      'Feature cycles: 0 cycles',
    ]);
  });
});
