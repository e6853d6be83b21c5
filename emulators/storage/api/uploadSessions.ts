// Resumable uploads in progress. Both APIs open a session, receive the bytes in one or more requests,
// then store the object; they differ only in how requests say offsets and completion.
import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/io';
import type { ObjectFields } from '../store/objectStore';

export interface UploadSession {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly fields: ObjectFields;
  /** JSON API preconditions given when the upload started, checked again when it completes. */
  readonly preconditions: URLSearchParams;
  /** Bytes received so far. */
  received: number;
  state: 'active' | 'final' | 'cancelled';
  /** What finished the upload, repeated to a client that asks again after a lost response. */
  outcome?: { status: number; body: unknown };
}

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly chunks = new Map<string, Buffer[]>();

  start(
    bucket: string,
    name: string,
    fields: ObjectFields,
    preconditions = new URLSearchParams(),
  ): UploadSession {
    const id = randomUUID();
    const session: UploadSession = { id, bucket, name, fields, preconditions, received: 0, state: 'active' };
    this.sessions.set(session.id, session);
    this.chunks.set(session.id, []);
    return session;
  }

  get(id: string | null): UploadSession {
    const session = id === null ? undefined : this.sessions.get(id);
    if (session === undefined)
      throw new HttpError(404, `No upload session ${id ?? '(none given)'}`, 'notFound');
    return session;
  }

  /** Adds bytes sent at `offset`; bytes the session already has (a retried chunk) are skipped. */
  append(session: UploadSession, offset: number, data: Buffer): void {
    if (session.state !== 'active') throw new HttpError(400, `Upload session is ${session.state}`, 'invalid');
    if (offset > session.received) {
      throw new HttpError(
        400,
        `Upload offset ${offset} is past the ${session.received} bytes received`,
        'invalid',
      );
    }
    const fresh = data.subarray(session.received - offset);
    this.chunks.get(session.id)?.push(fresh);
    session.received += fresh.length;
  }

  /** Marks the session finished, remembering its response, and drops its bytes (now in the store). */
  finish(session: UploadSession, outcome: { status: number; body: unknown }): void {
    session.state = 'final';
    session.outcome = outcome;
    this.chunks.delete(session.id);
  }

  cancel(session: UploadSession): void {
    session.state = 'cancelled';
    this.chunks.delete(session.id);
  }

  data(session: UploadSession): Buffer {
    return Buffer.concat(this.chunks.get(session.id) ?? []);
  }
}
