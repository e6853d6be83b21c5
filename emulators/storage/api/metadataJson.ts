// Reads object metadata sent as JSON, which both APIs share: on upload (the JSON part or body) and in
// metadata updates (PATCH), where null removes a field.
import { HttpError } from '../http/io';
import { applyPatch, EDITABLE_FIELDS, type MetadataPatch, type ObjectFields } from '../store/objectStore';

export function parseMetadataPatch(json: unknown): MetadataPatch {
  const body = asObject(json, 'the metadata');
  const patch: MetadataPatch = {};
  for (const field of EDITABLE_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') throw invalid(`${field} must be a string`);
    patch[field] = value;
  }
  if (body.metadata === null) patch.metadata = null;
  else if (body.metadata !== undefined) {
    patch.metadata = Object.fromEntries(
      Object.entries(asObject(body.metadata, 'metadata')).map(([key, value]) => [key, customValue(value)]),
    );
  }
  return patch;
}

/**
 * The fields of a new object. Its content type comes from the metadata, else from the media's own
 * Content-Type, else it is application/octet-stream, as Cloud Storage does.
 */
export function uploadFields(json: unknown, mediaContentType?: string): ObjectFields {
  const fields = applyPatch<ObjectFields>({ metadata: {} }, parseMetadataPatch(json));
  fields.contentType ??= mediaContentType || 'application/octet-stream';
  return fields;
}

/** The object name carried in upload metadata, for uploads that do not put it in the URL. */
export function nameInMetadata(json: unknown): string | undefined {
  const name = asObject(json, 'the metadata').name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** Custom metadata values are strings; other JSON values are stored as their JSON text. */
function customValue(value: unknown): string | null {
  if (value === null || typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

function invalid(detail: string): HttpError {
  return new HttpError(400, `Invalid object metadata: ${detail}`, 'invalid');
}
