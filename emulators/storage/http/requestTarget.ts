// Splits a request URL into raw path segments and query. Segments stay percent-encoded until a route
// decodes them: an object name travels as one encoded segment ("quizUploads%2Fa%2Fb.png"), and
// decoding the whole path first would split it at its slashes.
import { HttpError } from './io';

export interface RequestTarget {
  /** Path segments, still percent-encoded, without the empty one before the leading slash. */
  segments: string[];
  query: URLSearchParams;
}

export function parseTarget(url: string): RequestTarget {
  const questionMark = url.indexOf('?');
  const path = questionMark < 0 ? url : url.slice(0, questionMark);
  const query = new URLSearchParams(questionMark < 0 ? '' : url.slice(questionMark + 1));
  return { segments: path.split('/').slice(1), query };
}

/** Decodes percent-encoded path segments joined with '/', e.g. an object name sent unencoded. */
export function decodePath(rawSegments: string[]): string {
  try {
    return decodeURIComponent(rawSegments.join('/'));
  } catch {
    throw new HttpError(400, 'Malformed percent-encoding in the request path', 'invalid');
  }
}
