import { describe, expect, it } from 'vitest';
import { localStackHosting, localStackPolicy } from './hosting';
import { readLocalStackConfig } from './localStack';

const config = readLocalStackConfig(7000);

describe('localStackPolicy', () => {
  it('allows each emulator beside the production service it stands in for, in the same directives only', () => {
    const policy =
      "default-src 'self'; script-src 'self' https://*.firebaseio.com https://www.youtube.com; " +
      'connect-src https://identitytoolkit.googleapis.com https://securetoken.googleapis.com ' +
      'https://*.cloudfunctions.net wss://*.firebasedatabase.app https://firebasestorage.googleapis.com; ' +
      "img-src data: https://firebasestorage.googleapis.com; frame-ancestors 'none'";
    expect(localStackPolicy(policy, config)).toBe(
      "default-src 'self'; script-src 'self' https://*.firebaseio.com https://www.youtube.com http://127.0.0.1:16000; " +
        'connect-src https://identitytoolkit.googleapis.com https://securetoken.googleapis.com ' +
        'https://*.cloudfunctions.net wss://*.firebasedatabase.app https://firebasestorage.googleapis.com ' +
        'http://127.0.0.1:16099 http://127.0.0.1:12001 ws://127.0.0.1:16000 http://127.0.0.1:16199; ' +
        "img-src data: https://firebasestorage.googleapis.com http://127.0.0.1:16199; frame-ancestors 'none'",
    );
  });

  it('leaves a policy that names no Firebase service as it is', () => {
    const policy = "default-src 'self'; frame-ancestors 'none'";
    expect(localStackPolicy(policy, config)).toBe(policy);
  });
});

describe('localStackHosting', () => {
  it("serves the build with firebase.json's rewrites and headers, the policy widened only for the stack", () => {
    const hosting = localStackHosting(config, 'public');
    expect(hosting.public).toBe('public');
    expect(hosting.rewrites).toEqual([
      { source: '/join', destination: '/join.html' },
      { source: '!/assets/**', destination: '/index.html' },
    ]);
    const policies = hosting.headers.flatMap((rule) =>
      rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain('ws://127.0.0.1:16000');
    expect(policies[0]).toContain("frame-ancestors 'none'");
  });
});
