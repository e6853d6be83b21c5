import { describe, expect, it } from 'vitest';
import { hostRedirectTarget } from './hostRedirect';

const at = (url: string) => {
  const { protocol, hostname, port, search } = new URL(url);
  return { protocol, hostname, port, search };
};

describe('hostRedirectTarget (SPEC §2 host-name rule)', () => {
  it.each([
    ['https://play.loqi.app/', 'https://loqi.app/join'],
    ['https://play.loqi.app/anything?code=asdfjklas', 'https://loqi.app/join?code=asdfjklas'],
    ['https://PLAY.Loqi.app/', 'https://loqi.app/join'],
    ['https://www.loqi.app/my', 'https://loqi.app/'],
    ['https://old.name.loqi.app/view?q=1', 'https://loqi.app/'],
    ['http://play.loqi.app:8080/', 'http://loqi.app:8080/join'],
  ])('%s → %s', (url, target) => {
    expect(hostRedirectTarget(at(url), 'loqi.app')).toBe(target);
  });

  it.each([
    ['https://loqi.app/join', 'loqi.app', 'the main site itself'],
    ['https://notloqi.app/', 'loqi.app', 'another domain that ends with the same letters'],
    ['https://play.loqi.app.evil.example/', 'loqi.app', 'a look-alike domain'],
    ['https://loqi-prod.web.app/', undefined, 'no main host configured'],
    ['http://localhost:5173/', undefined, 'local development'],
    ['https://play.loqi.app/', '', 'an empty main host'],
  ] as [string, string | undefined, string][])('stays on %s with main host %j (%s)', (url, mainHost) => {
    expect(hostRedirectTarget(at(url), mainHost)).toBeNull();
  });
});
