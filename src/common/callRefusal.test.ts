import { describe, expect, it } from 'vitest';
import { quotaMessages } from '@/domain';
import { callRefusal } from './callRefusal';

describe('callRefusal', () => {
  const refusal = (code: string, message: string) => Object.assign(new Error(message), { code });

  it("gives the server's message of a refusal with one of the codes asked for", () => {
    const text = quotaMessages.liveGames(5);
    expect(callRefusal(refusal('functions/resource-exhausted', text), ['resource-exhausted'])).toBe(text);
    expect(
      callRefusal(refusal('functions/permission-denied', 'No.'), ['resource-exhausted', 'permission-denied']),
    ).toBe('No.');
  });

  it('gives null for any other code, an error without one, and what is no error', () => {
    expect(callRefusal(refusal('functions/internal', 'INTERNAL'), ['resource-exhausted'])).toBeNull();
    expect(callRefusal(refusal('resource-exhausted', 'raw code'), ['resource-exhausted'])).toBeNull();
    expect(callRefusal(refusal('functions/resource-exhausted', ''), ['resource-exhausted'])).toBeNull();
    expect(callRefusal(new Error('offline'), ['resource-exhausted'])).toBeNull();
    expect(callRefusal('resource-exhausted', ['resource-exhausted'])).toBeNull();
    expect(callRefusal(null, ['resource-exhausted'])).toBeNull();
  });
});
