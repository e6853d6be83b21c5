// Keeps the emulators' data across `npm start` restarts: a snapshot on exit and every minute, read
// back on the next start. Writes go to a temporary file first so a crash mid-write never leaves a
// half-written snapshot.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Snapshottable {
  exportData(): unknown;
}

export class SnapshotFile {
  constructor(readonly file: string) {}

  exists(): boolean {
    return existsSync(this.file);
  }

  read<T>(): T {
    return JSON.parse(readFileSync(this.file, 'utf8')) as T;
  }

  write(data: unknown): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(data));
    renameSync(temporary, this.file);
  }
}
