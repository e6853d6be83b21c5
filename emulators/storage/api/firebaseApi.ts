// The Firebase Storage API (/v0/b/{bucket}/o/...), as the client SDK (firebase/storage) calls it. Every
// request is judged by the security rules, except downloads that carry one of the object's download
// tokens: that is what makes getDownloadURL()'s URLs work in an <img> without credentials.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { header, HttpError, parseJson, readBody, sendEmpty, sendJson } from '../http/io';
import { sendObjectData } from '../http/media';
import { parseMultipart } from '../http/multipart';
import { decodePath, type RequestTarget } from '../http/requestTarget';
import type { RequestMethod } from '../rules/ast';
import type { RulesAuth } from '../rules/ruleset';
import { crc32cBase64, md5Base64 } from '../store/hashes';
import { applyPatch, type ObjectFields, type StoredObject } from '../store/objectStore';
import { baseUrl, type EmulatorState, type StorageApi } from './api';
import { authFromHeader } from './authHeader';
import {
  DOWNLOAD_TOKENS_KEY,
  downloadTokens,
  firebaseMetadata,
  rulesResource,
  storedObjectView,
  withDownloadToken,
  type RulesObjectView,
} from './firebaseResources';
import { nameInMetadata, parseMetadataPatch, uploadFields } from './metadataJson';
import type { UploadSession } from './uploadSessions';

const MAX_LIST_RESULTS = 1000;

/** One request: who sent it, and which bucket and object (or folder, for a list) it names. */
interface Call {
  request: IncomingMessage;
  response: ServerResponse;
  query: URLSearchParams;
  auth: RulesAuth | null;
  bucket: string;
  /** '' when the URL names no object (list, upload with ?name=). */
  name: string;
}

export class FirebaseApi implements StorageApi {
  constructor(private readonly state: EmulatorState) {}

  async handle(request: IncomingMessage, response: ServerResponse, target: RequestTarget): Promise<boolean> {
    const [v0, b, rawBucket, o, ...rawName] = target.segments;
    if (v0 !== 'v0' || b !== 'b' || rawBucket === undefined || o !== 'o') return false;
    try {
      const bucket = decodePath([rawBucket]);
      this.state.store.ensureBucket(bucket);
      const auth = authFromHeader(header(request, 'authorization'));
      const name = rawName.length === 0 ? '' : decodePath(rawName);
      await this.route({ request, response, query: target.query, auth, bucket, name });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The client SDK maps the status (401, 403, 404...) to its error codes; the body is informative.
      sendJson(response, error.status, { error: { code: error.status, message: error.message } });
    }
    return true;
  }

  private async route(call: Call): Promise<void> {
    const { request, query, name } = call;
    switch (request.method) {
      case 'GET':
        if (name === '') return this.list(call);
        return query.get('alt') === 'media' ? this.download(call) : this.metadata(call);
      case 'POST':
        return query.has('upload_id') ? this.continueResumable(call) : this.upload(call);
      case 'PATCH':
        return this.updateMetadata(call);
      case 'DELETE':
        return this.delete(call);
      default:
        throw new HttpError(405, `Method ${request.method ?? ''} is not supported here`, 'methodNotAllowed');
    }
  }

  private metadata(call: Call): void {
    let object = this.authorizedLookup(call, 'get');
    // Objects uploaded through the JSON API (by the server) have no token until the Firebase API is
    // first asked for their metadata; it then mints one, so the browser's getDownloadURL() works.
    if (downloadTokens(object).length === 0) {
      object = this.state.store.patch(object, { metadata: { [DOWNLOAD_TOKENS_KEY]: randomUUID() } });
    }
    sendJson(call.response, 200, firebaseMetadata(object));
  }

  private download(call: Call): void {
    const object = this.state.store.get(call.bucket, call.name);
    const token = call.query.get('token');
    const hasValidToken = object !== undefined && token !== null && downloadTokens(object).includes(token);
    sendObjectData(call.request, call.response, hasValidToken ? object : this.authorizedLookup(call, 'get'));
  }

  private list(call: Call): void {
    const prefix = call.query.get('prefix') ?? '';
    if (prefix !== '' && !prefix.endsWith('/')) {
      throw new HttpError(400, 'The prefix parameter must be empty or end with a single /', 'invalid');
    }
    this.authorize(call, 'list', prefix.replace(/\/$/, ''), null, null);
    const pageToken = call.query.get('pageToken') ?? undefined;
    const maxResults = Number(call.query.get('maxResults') ?? MAX_LIST_RESULTS) || MAX_LIST_RESULTS;
    const page = this.state.store.list(call.bucket, {
      prefix,
      delimiter: call.query.get('delimiter') ?? '',
      maxResults: Math.min(maxResults, MAX_LIST_RESULTS),
      ...(pageToken === undefined ? {} : { pageToken }),
    });
    sendJson(call.response, 200, {
      prefixes: page.prefixes,
      items: page.items.map((object) => ({ name: object.name, bucket: object.bucket })),
      ...(page.nextPageToken === undefined ? {} : { nextPageToken: page.nextPageToken }),
    });
  }

  /** A one-request upload: multipart (metadata and bytes) or raw (bytes, typed by Content-Type). */
  private async upload(call: Call): Promise<void> {
    const { request } = call;
    const protocol = header(request, 'x-goog-upload-protocol') ?? 'raw';
    const body = await readBody(request);
    if (protocol === 'resumable' && header(request, 'x-goog-upload-command') === 'start') {
      return this.startResumable(call, parseJson(body));
    }
    if (protocol === 'multipart') {
      const [metadataPart, mediaPart] = parseMultipart(header(request, 'content-type'), body);
      if (metadataPart === undefined || mediaPart === undefined) {
        throw new HttpError(400, 'A multipart upload needs a metadata part and a media part', 'invalid');
      }
      const json = parseJson(metadataPart.body);
      const fields = uploadFields(json, mediaPart.headers['content-type']);
      const object = this.storeUpload(call, this.uploadName(call, json), mediaPart.body, fields);
      return sendJson(call.response, 200, firebaseMetadata(object));
    }
    if (protocol === 'raw') {
      const fields = uploadFields({}, header(request, 'content-type'));
      const object = this.storeUpload(call, this.uploadName(call, {}), body, fields);
      return sendJson(call.response, 200, firebaseMetadata(object));
    }
    throw new HttpError(400, `Unsupported upload protocol '${protocol}'`, 'invalid');
  }

  /**
   * Opens a resumable upload. The client declares the size and type up front, so the rules are
   * consulted already here, and again on the real bytes when the upload is finalized.
   */
  private startResumable(call: Call, json: unknown): void {
    const { request, bucket } = call;
    const name = this.uploadName(call, json);
    const fields = uploadFields(json, header(request, 'x-goog-upload-header-content-type'));
    const declaredSize = Number(header(request, 'x-goog-upload-header-content-length'));
    if (Number.isSafeInteger(declaredSize)) {
      this.authorizeWrite(call, name, { ...fields, bucket, name, size: declaredSize });
    }
    const session = this.state.uploads.start(bucket, name, fields);
    const url = new URL(`${baseUrl(request)}/v0/b/${encodeURIComponent(bucket)}/o`);
    url.search = new URLSearchParams({
      name,
      upload_id: session.id,
      upload_protocol: 'resumable',
    }).toString();
    sendEmpty(call.response, 200, { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-URL': url.toString() });
  }

  /**
   * A request on a resumable upload's URL. X-Goog-Upload-Command says what it does: "query" asks how
   * many bytes arrived, "cancel" abandons it, "upload" carries bytes at X-Goog-Upload-Offset, and
   * "finalize" (alone or as "upload, finalize") stores the object.
   */
  private async continueResumable(call: Call): Promise<void> {
    const { request, response } = call;
    const { uploads } = this.state;
    const session = uploads.get(call.query.get('upload_id'));
    const commands = (header(request, 'x-goog-upload-command') ?? '')
      .split(',')
      .map((command) => command.trim());
    const body = await readBody(request);
    const status = (state: UploadSession['state']): OutgoingHttpHeaders => ({
      'X-Goog-Upload-Status': state,
    });

    if (commands.includes('query')) {
      return sendEmpty(response, 200, {
        ...status(session.state),
        'X-Goog-Upload-Size-Received': String(session.received),
      });
    }
    if (commands.includes('cancel')) {
      if (session.state === 'active') uploads.cancel(session);
      return sendEmpty(response, 200, status(session.state));
    }
    if (session.state === 'final' && session.outcome !== undefined) {
      return sendJson(response, session.outcome.status, session.outcome.body, status('final'));
    }
    if (commands.includes('upload')) {
      const offset = Number(header(request, 'x-goog-upload-offset') ?? session.received);
      uploads.append(session, Number.isSafeInteger(offset) ? offset : session.received, body);
    }
    if (!commands.includes('finalize')) return sendEmpty(response, 200, status('active'));

    let outcome: { status: number; body: unknown };
    try {
      const data = uploads.data(session);
      const object = this.storeUpload(
        { ...call, bucket: session.bucket },
        session.name,
        data,
        session.fields,
      );
      outcome = { status: 200, body: firebaseMetadata(object) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcome = { status: error.status, body: { error: { code: error.status, message: error.message } } };
    }
    uploads.finish(session, outcome);
    sendJson(response, outcome.status, outcome.body, status('final'));
  }

  /** Stores an uploaded object if the rules allow its creation (or update) by this caller. */
  private storeUpload(call: Call, name: string, data: Buffer, uploaded: ObjectFields): StoredObject {
    const fields = withDownloadToken(uploaded);
    this.authorizeWrite(call, name, {
      ...fields,
      bucket: call.bucket,
      name,
      size: data.length,
      md5Hash: md5Base64(data),
      crc32c: crc32cBase64(data),
    });
    return this.state.store.put(call.bucket, name, data, fields);
  }

  private async updateMetadata(call: Call): Promise<void> {
    const patch = parseMetadataPatch(parseJson(await readBody(call.request)));
    const existing = this.state.store.get(call.bucket, call.name);
    const proposed = existing === undefined ? null : applyPatch(storedObjectView(existing), patch);
    this.authorize(
      call,
      'update',
      call.name,
      existing === undefined ? null : storedObjectView(existing),
      proposed,
    );
    if (existing === undefined) throw notFound(call);
    sendJson(call.response, 200, firebaseMetadata(this.state.store.patch(existing, patch)));
  }

  private delete(call: Call): void {
    const existing = this.authorizedLookup(call, 'delete');
    this.state.store.delete(existing.bucket, existing.name);
    sendEmpty(call.response, 204);
  }

  /**
   * The object the call names, once the rules allow `method` on it. The rules run first, with a null
   * `resource` for a missing object, so that a denied caller learns nothing about what exists.
   */
  private authorizedLookup(call: Call, method: RequestMethod): StoredObject {
    const object = this.state.store.get(call.bucket, call.name);
    this.authorize(call, method, call.name, object === undefined ? null : storedObjectView(object), null);
    if (object === undefined) throw notFound(call);
    return object;
  }

  private authorizeWrite(call: Call, name: string, proposed: RulesObjectView): void {
    const existing = this.state.store.get(call.bucket, name);
    const method = existing === undefined ? 'create' : 'update';
    this.authorize(call, method, name, existing === undefined ? null : storedObjectView(existing), proposed);
  }

  private authorize(
    call: Call,
    method: RequestMethod,
    path: string,
    resource: RulesObjectView | null,
    requestResource: RulesObjectView | null,
  ): void {
    const rules = this.state.rules.current();
    if (rules.error !== undefined) {
      throw new HttpError(
        403,
        `Permission denied: the storage rules did not load. ${rules.error.message}`,
        'forbidden',
      );
    }
    const allowed = rules.ruleset.authorize({
      method,
      bucket: call.bucket,
      path,
      auth: call.auth,
      resource: resource === null ? null : rulesResource(resource),
      requestResource: requestResource === null ? null : rulesResource(requestResource),
    });
    if (!allowed) {
      const who = call.auth === null ? 'an unauthenticated caller' : `user ${call.auth.uid}`;
      throw new HttpError(
        403,
        `Permission denied: the rules do not allow ${method} of '${path}' by ${who}.`,
        'forbidden',
      );
    }
  }

  private uploadName(call: Call, metadata: unknown): string {
    const name = call.name || call.query.get('name') || nameInMetadata(metadata);
    if (name === undefined) throw new HttpError(400, 'An upload needs the object name (?name=)', 'required');
    return name;
  }
}

function notFound(call: Call): HttpError {
  return new HttpError(
    404,
    `Not Found. Could not find object '${call.name}' in bucket '${call.bucket}'.`,
    'notFound',
  );
}
