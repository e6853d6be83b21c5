// The JSON API's representations (storage#object, storage#bucket), as @google-cloud/storage reads them.
import { createHash } from 'node:crypto';
import { EDITABLE_FIELDS, type StoredObject } from '../store/objectStore';

export function objectResource(object: StoredObject, baseUrl: string): Record<string, unknown> {
  const encodedName = encodeURIComponent(object.name);
  const resource: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${object.bucket}/o/${encodedName}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${object.bucket}/o/${encodedName}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    storageClass: 'STANDARD',
    // Cloud Storage sends int64 values as strings.
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etag(object),
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.timeCreated.toISOString(),
  };
  for (const field of EDITABLE_FIELDS) {
    if (object[field] !== undefined) resource[field] = object[field];
  }
  if (Object.keys(object.metadata).length > 0) resource.metadata = { ...object.metadata };
  return resource;
}

export function bucketResource(name: string, baseUrl: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: name,
    name,
    selfLink: `${baseUrl}/storage/v1/b/${name}`,
    projectNumber: '0',
    metageneration: '1',
    location: 'US',
    storageClass: 'STANDARD',
    etag: 'CAE=',
    timeCreated: new Date(0).toISOString(),
    updated: new Date(0).toISOString(),
  };
}

/** Changes with every generation and metadata change, like the real etag. */
export function etag(object: StoredObject): string {
  return createHash('sha1').update(`${object.generation}/${object.metageneration}`).digest('base64url');
}
