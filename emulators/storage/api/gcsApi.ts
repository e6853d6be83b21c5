// The Cloud Storage JSON API, as @google-cloud/storage (and so firebase-admin) calls it. With
// STORAGE_EMULATOR_HOST set, that library sends metadata calls to /b/... without the /storage/v1
// prefix, uploads to /upload/storage/v1/... and downloads with ?alt=media, so all of these are served.
// This is the server's path: security rules do not apply, as they do not to service accounts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, HttpError, parseJson, readBody, sendEmpty, sendJson, sendText } from '../http/io';
import { sendObjectData } from '../http/media';
import { parseMultipart } from '../http/multipart';
import { decodePath, type RequestTarget } from '../http/requestTarget';
import type { ObjectFields, StoredObject } from '../store/objectStore';
import { baseUrl, type EmulatorState, type StorageApi } from './api';
import { bucketResource, objectResource } from './gcsResources';
import { nameInMetadata, parseMetadataPatch, uploadFields } from './metadataJson';
import { checkPreconditions } from './preconditions';
import type { UploadSession } from './uploadSessions';

/** The JSON API's largest page. */
const MAX_LIST_RESULTS = 1000;

/** The status the resumable protocol answers while bytes are still missing. */
const RESUME_INCOMPLETE = 308;

export class GcsApi implements StorageApi {
  constructor(private readonly state: EmulatorState) {}

  async handle(request: IncomingMessage, response: ServerResponse, target: RequestTarget): Promise<boolean> {
    const { segments } = target;
    const [first, second, third, ...rest] = segments;
    const isVersioned = second === 'storage' && third === 'v1';
    let route: () => Promise<void> | void;
    if (first === 'upload' && isVersioned && rest[0] === 'b' && rest.length === 3 && rest[2] === 'o') {
      route = () => this.upload(request, response, target, decodePath([rest[1] as string]));
    } else if (first === 'download' && isVersioned && rest[0] === 'b' && rest[2] === 'o' && rest.length > 3) {
      const [, rawBucket, , ...rawName] = rest;
      route = () =>
        this.readObject(
          request,
          response,
          target,
          decodePath([rawBucket as string]),
          decodePath(rawName),
          true,
        );
    } else if (first === 'storage' && second === 'v1' && third === 'b') {
      route = () => this.resource(request, response, target, segments.slice(2));
    } else if (first === 'b') {
      route = () => this.resource(request, response, target, segments);
    } else {
      return false;
    }
    try {
      await route();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendError(response, error, target.query.get('alt') === 'media' || first === 'download');
    }
    return true;
  }

  /** Paths under /b: buckets, the object list, and single objects. */
  private async resource(
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    path: string[],
  ): Promise<void> {
    const method = request.method ?? 'GET';
    const [, rawBucket, o, ...rawName] = path;
    if (rawBucket === undefined) {
      if (method !== 'GET') throw notAllowed(method);
      const items = this.state.store.bucketNames().map((name) => bucketResource(name, baseUrl(request)));
      return sendJson(response, 200, { kind: 'storage#buckets', items });
    }
    const bucket = decodePath([rawBucket]);
    this.state.store.ensureBucket(bucket);
    if (o === undefined) {
      if (method !== 'GET') throw notAllowed(method);
      return sendJson(response, 200, bucketResource(bucket, baseUrl(request)));
    }
    if (o !== 'o') throw new HttpError(404, `Not found: ${path.join('/')}`, 'notFound');
    if (rawName.length === 0) {
      if (method !== 'GET') throw notAllowed(method);
      return this.list(request, response, target, bucket);
    }
    switch (method) {
      case 'GET':
      case 'HEAD':
        return this.readObject(request, response, target, bucket, decodePath(rawName), false);
      case 'PATCH':
        return this.patchObject(request, response, target, bucket, decodePath(rawName));
      case 'DELETE':
        return this.deleteObject(response, target, bucket, decodePath(rawName));
      default:
        throw notAllowed(method);
    }
  }

  private list(
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    bucket: string,
  ): void {
    const { query } = target;
    const maxResults = Math.min(
      Number(query.get('maxResults') ?? MAX_LIST_RESULTS) || MAX_LIST_RESULTS,
      MAX_LIST_RESULTS,
    );
    const pageToken = query.get('pageToken') ?? undefined;
    const page = this.state.store.list(bucket, {
      prefix: query.get('prefix') ?? '',
      delimiter: query.get('delimiter') ?? '',
      maxResults,
      ...(pageToken === undefined ? {} : { pageToken }),
    });
    const body: Record<string, unknown> = {
      kind: 'storage#objects',
      items: page.items.map((object) => objectResource(object, baseUrl(request))),
    };
    if (page.prefixes.length > 0) body.prefixes = page.prefixes;
    if (page.nextPageToken !== undefined) body.nextPageToken = page.nextPageToken;
    sendJson(response, 200, body);
  }

  /** GET of an object: its metadata, or with ?alt=media (always, under /download) its bytes. */
  private readObject(
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    bucket: string,
    name: string,
    media: boolean,
  ): void {
    const object = this.find(bucket, name, target.query);
    checkPreconditions(target.query, object);
    if (media || target.query.get('alt') === 'media') return sendObjectData(request, response, object);
    sendJson(response, 200, objectResource(object, baseUrl(request)));
  }

  private async patchObject(
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    bucket: string,
    name: string,
  ): Promise<void> {
    const patch = parseMetadataPatch(parseJson(await readBody(request)));
    const object = this.find(bucket, name, target.query);
    checkPreconditions(target.query, object);
    sendJson(response, 200, objectResource(this.state.store.patch(object, patch), baseUrl(request)));
  }

  private deleteObject(response: ServerResponse, target: RequestTarget, bucket: string, name: string): void {
    const object = this.find(bucket, name, target.query);
    checkPreconditions(target.query, object);
    this.state.store.delete(bucket, name);
    sendEmpty(response, 204);
  }

  /** The live object; a ?generation= other than the live one is not found, as no history is kept. */
  private find(bucket: string, name: string, query: URLSearchParams): StoredObject {
    const object = this.state.store.get(bucket, name);
    const generation = query.get('generation');
    if (object === undefined || (generation !== null && generation !== String(object.generation))) {
      throw new HttpError(404, `No such object: ${bucket}/${name}`, 'notFound');
    }
    return object;
  }

  /** /upload/storage/v1/b/{bucket}/o: POST starts or makes an upload, PUT continues a resumable one. */
  private async upload(
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    bucket: string,
  ): Promise<void> {
    const { query } = target;
    const { uploads } = this.state;
    switch (request.method) {
      case 'POST':
        break;
      case 'PUT':
        return this.continueResumable(request, response, uploads.get(query.get('upload_id')));
      case 'DELETE':
        uploads.cancel(uploads.get(query.get('upload_id')));
        // The JSON API's answer to a cancelled upload session.
        return sendEmpty(response, 499);
      default:
        throw notAllowed(request.method ?? '');
    }
    const body = await readBody(request);
    const uploadType = query.get('uploadType') ?? header(request, 'x-goog-upload-protocol') ?? 'media';
    switch (uploadType) {
      case 'resumable': {
        const json = parseJson(body);
        const name = this.uploadName(query, json);
        checkPreconditions(query, this.state.store.get(bucket, name));
        const session = uploads.start(
          bucket,
          name,
          uploadFields(json, header(request, 'x-upload-content-type')),
          query,
        );
        const location = new URL(`${baseUrl(request)}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
        location.search = new URLSearchParams({
          uploadType: 'resumable',
          name,
          upload_id: session.id,
        }).toString();
        return sendEmpty(response, 200, { Location: location.toString() });
      }
      case 'multipart': {
        const [metadataPart, mediaPart] = parseMultipart(header(request, 'content-type'), body);
        if (metadataPart === undefined || mediaPart === undefined) {
          throw new HttpError(400, 'A multipart upload needs a metadata part and a media part', 'invalid');
        }
        const json = parseJson(metadataPart.body);
        const fields = uploadFields(json, mediaPart.headers['content-type']);
        return this.storeUpload(
          request,
          response,
          query,
          bucket,
          this.uploadName(query, json),
          mediaPart.body,
          fields,
        );
      }
      case 'media': {
        const fields = uploadFields({}, header(request, 'content-type'));
        return this.storeUpload(request, response, query, bucket, this.uploadName(query, {}), body, fields);
      }
      default:
        throw new HttpError(400, `Unsupported uploadType '${uploadType}'`, 'invalid');
    }
  }

  private storeUpload(
    request: IncomingMessage,
    response: ServerResponse,
    preconditions: URLSearchParams,
    bucket: string,
    name: string,
    data: Buffer,
    fields: ObjectFields,
  ): void {
    checkPreconditions(preconditions, this.state.store.get(bucket, name));
    const object = this.state.store.put(bucket, name, data, fields);
    sendJson(response, 200, objectResource(object, baseUrl(request)));
  }

  // A PUT to a resumable session. Its Content-Range says which bytes it carries and, once known, the
  // total: "bytes 0-262143/*" is a chunk of an upload of unknown size, "bytes 262144-*/300000" the rest
  // of it, "bytes */*" only asks how much arrived. Without a total, a range open at the end ("-*")
  // means the client streamed everything it had. Missing bytes are answered with 308 and the Range
  // received so far.
  private async continueResumable(
    request: IncomingMessage,
    response: ServerResponse,
    session: UploadSession,
  ): Promise<void> {
    const body = await readBody(request);
    const range = parseContentRange(header(request, 'content-range'), session.received, body.length);
    if (session.state === 'cancelled') throw new HttpError(499, 'The upload was cancelled', 'cancelled');
    if (session.state === 'final' && session.outcome !== undefined) {
      return sendJson(response, session.outcome.status, session.outcome.body);
    }
    if (range.start !== undefined) this.state.uploads.append(session, range.start, body);
    if (range.total !== undefined && session.received > range.total) {
      throw new HttpError(
        400,
        `Received ${session.received} bytes for an upload of ${range.total}`,
        'invalid',
      );
    }
    const complete = range.total === undefined ? range.openEnded : session.received === range.total;
    if (!complete) {
      const received = session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {};
      return sendEmpty(response, RESUME_INCOMPLETE, received);
    }
    const data = this.state.uploads.data(session);
    let outcome: { status: number; body: unknown };
    try {
      checkPreconditions(session.preconditions, this.state.store.get(session.bucket, session.name));
      const object = this.state.store.put(session.bucket, session.name, data, session.fields);
      outcome = { status: 200, body: objectResource(object, baseUrl(request)) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcome = { status: error.status, body: errorBody(error) };
    }
    this.state.uploads.finish(session, outcome);
    sendJson(response, outcome.status, outcome.body);
  }

  private uploadName(query: URLSearchParams, metadata: unknown): string {
    const name = query.get('name') || nameInMetadata(metadata);
    if (name === undefined) throw new HttpError(400, 'An upload needs the object name (?name=)', 'required');
    return name;
  }
}

interface ContentRange {
  /** Offset of the first byte of the body; undefined when the request only asks for the status. */
  start?: number;
  /** Total size of the object, when the client knows it. */
  total?: number;
  /** Whether the range runs to the end of the body ("a-*"), i.e. the client sent all it had. */
  openEnded: boolean;
}

function parseContentRange(value: string | undefined, received: number, bodyLength: number): ContentRange {
  // Without a Content-Range the request carries the whole object.
  if (value === undefined) return { start: received, total: received + bodyLength, openEnded: true };
  const match = /^bytes (?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/.exec(value.trim());
  if (match === null) throw new HttpError(400, `Malformed Content-Range '${value}'`, 'invalid');
  const [, start, end, total] = match;
  const range: ContentRange = { openEnded: end === '*' };
  if (start !== undefined) range.start = Number(start);
  if (total !== '*') range.total = Number(total);
  return range;
}

/** The JSON API's error body, which @google-cloud/storage turns into an ApiError with `code`. */
function errorBody(error: HttpError): unknown {
  return {
    error: {
      code: error.status,
      message: error.message,
      errors: [{ message: error.message, domain: 'global', reason: error.reason }],
    },
  };
}

/** Media requests get plain text, as from the real service; the SDK reports it as the error message. */
function sendError(response: ServerResponse, error: HttpError, media: boolean): void {
  if (media) sendText(response, error.status, error.message);
  else sendJson(response, error.status, errorBody(error));
}

function notAllowed(method: string): HttpError {
  return new HttpError(405, `Method ${method} is not supported here`, 'methodNotAllowed');
}
