// What a callable's refusal says to the person who asked. The callables word some refusals for people (a
// quota reached, hosting without an email account); the SDK's error carries that text as its message and
// the code as `functions/{code}`. Any other failure keeps the screen's own wording.

/** The server's message when `error` is a callable's refusal with one of `codes`; null otherwise. */
export function callRefusal(error: unknown, codes: readonly string[]): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string' || message === '') return null;
  return codes.some((wanted) => code === `functions/${wanted}`) ? message : null;
}
