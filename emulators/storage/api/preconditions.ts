// The JSON API's generation preconditions (?ifGenerationMatch=0 means "only if it does not exist yet"),
// which @google-cloud/storage sends for safe retries and which callers use for create-only writes.
import { HttpError } from '../http/io';
import type { StoredObject } from '../store/objectStore';

export function checkPreconditions(query: URLSearchParams, existing: StoredObject | undefined): void {
  const generation = existing === undefined ? '0' : String(existing.generation);
  const metageneration = existing === undefined ? undefined : String(existing.metageneration);
  const holds = [
    check(query.get('ifGenerationMatch'), (value) => value === generation),
    check(query.get('ifGenerationNotMatch'), (value) => value !== generation),
    check(query.get('ifMetagenerationMatch'), (value) => value === metageneration),
    check(query.get('ifMetagenerationNotMatch'), (value) => value !== metageneration),
  ];
  if (!holds.every(Boolean)) {
    throw new HttpError(
      412,
      'At least one of the pre-conditions you specified did not hold.',
      'conditionNotMet',
    );
  }
}

function check(value: string | null, holds: (value: string) => boolean): boolean {
  return value === null || holds(value);
}
