import { pageUrls } from '@/common/urls';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/', '/'],
    ['/host?q=abc', '/host?q=abc'],
    ['/view?q=1#top', '/view?q=1#top'],
    ['/a/../settings', '/settings'],
  ])('follows the same-site path %j', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['settings'],
    ['//evil.example'],
    ['//evil.example/settings'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /settings'],
    ['/settings\\..\\..'],
  ])('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  // Paths that resolve to a protocol-relative "//evil.example/".
  it.each([
    ['/.//evil.example/'],
    ['/..//evil.example/'],
    ['/a/..//evil.example/'],
    ['/%2e//evil.example/'],
    ['/%2E//evil.example/'],
    ['/%2e%2e//evil.example/'],
    ['/a/b/../..//evil.example/'],
    ['/./%2e/.//evil.example/x?y#z'],
  ])('refuses %j, which resolves to another site', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it.each([
    ['/./settings', '/settings'],
    ['/%2e/settings', '/settings'],
    ['/a/../b/./c', '/b/c'],
  ])('follows %j, which resolves to %j on this site', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});

describe('pageUrls.logIn', () => {
  it.each([
    ['/my', '/?login=true&redirect=%2Fmy'],
    ['/view?q=abc&x=1', '/?login=true&redirect=%2Fview%3Fq%3Dabc%26x%3D1'],
  ])('sends %j to log in and back', (returnTo, path) => {
    expect(pageUrls.logIn(returnTo)).toBe(path);
    const redirect = new URL(path, 'https://loqi.invalid').searchParams.get('redirect');
    expect(safeRedirectPath(redirect)).toBe(returnTo);
  });
});
